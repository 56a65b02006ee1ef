/**
 * `npm run newsletter` end to end on SQLite (issue 47): the real CLI queues a letter, the real forms
 * service (server/index.ts in a child process) sends it through a real SMTP sink, is killed with SIGKILL
 * mid-send while the sink holds messages unanswered, and is started again: every subscriber gets the
 * letter exactly once. One message is then parsed: both parts, the brand, the legal identity, the
 * unsubscribe header whose one-click POST (no cookie, no login) unsubscribes; and the letter's web links
 * answer 200 on the built site. The store-level proofs (1,000 subscribers, two instances, the cap, the
 * three stores) are server/newsletter.test.ts and worker/newsletter-d1.test.ts.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { letterStatus } from '@/server/mail/newsletter';
import { insertSubscribers } from '@/server/newsletter-scenario';
import { freePort, parseMail, startServerProcess, type ReceivedMail } from '@/server/testing';

const ROOT = path.resolve(import.meta.dirname, '..');
const built = fs.existsSync(
  path.join(ROOT, 'out', 'newsletter', '2026-11-trei-lucruri-de-verificat-pe-site.html'),
);
const SAMPLE = '2026-11-trei-lucruri-de-verificat-pe-site';
const SUBSCRIBERS = 200;
const run = promisify(execFile);

/** An SMTP sink that can stop answering: held messages get no "250", as when the sender dies mid-DATA. */
async function holdingSink() {
  const accepted: ReceivedMail[] = [];
  const held: ((error?: Error) => void)[] = [];
  let holding = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          held.push(callback);
          return;
        }
        accepted.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.on('error', () => {});
  return {
    port: (server.server.address() as import('node:net').AddressInfo).port,
    accepted,
    held,
    hold: () => (holding = true),
    release() {
      holding = false;
      // Their sender is dead: nobody reads this answer, and the message was never accepted.
      for (const callback of held.splice(0)) callback(new Error('sender gone'));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!built)('npm run newsletter with the forms service and a real SMTP sink', () => {
  it(
    'sends each subscriber the letter once across a SIGKILL, with both parts, one-click unsubscribe and a working web link',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-e2e-'));
      dirs.push(dataDir);
      // The CLI reads content/ from its working folder: a copy where the example letter is the owner's own
      // (its `sample: true` line gone: `send` refuses examples), so its web link is a page of the built site.
      const site = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-site-'));
      dirs.push(site);
      fs.cpSync(path.join(ROOT, 'content'), path.join(site, 'content'), { recursive: true });
      for (const suffix of ['', '.en']) {
        const file = path.join(site, 'content', 'newsletter', `${SAMPLE}${suffix}.md`);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^sample: true\n/m, ''));
      }

      const sink = await holdingSink();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        SITE_URL: origin,
        PUBLIC_URL: origin,
        OWNER_EMAIL: 'contact@studiocreativ.ro',
        RATE_LIMIT_DISABLED: '1',
        OUTBOX_POLL_MS: '100',
        NEWSLETTER_PER_HOUR: '100000',
        DATABASE_URL: '',
      };
      const first = await startServerProcess(port, env);
      children.push(first.child);

      const db = await openDatabase({ dataDir });
      await insertSubscribers(db, [
        ...Array.from({ length: SUBSCRIBERS }, (_, i) => ({
          email: `cititor${i}@example.ro`,
          status: 'confirmed',
          language: i % 4 === 0 ? 'en' : 'ro',
        })),
        { email: 'neconfirmat@example.ro', status: 'pending' },
        { email: 'plecat@example.ro', status: 'unsubscribed' },
      ]);

      const cli = (...args: string[]) =>
        run(
          process.execPath,
          [
            '--import',
            path.join(ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs'),
            path.join(ROOT, 'scripts', 'newsletter.ts'),
            ...args,
          ],
          {
            cwd: site,
            env: { ...process.env, ...env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
          },
        );
      const sent = await cli('send', SAMPLE, '--yes');
      expect(sent.stdout).toContain(`Pusă la coadă pentru ${SUBSCRIBERS} abonați`);

      // The service sends; after 60 accepted the sink stops answering, and the service is killed mid-send.
      await until(() => sink.accepted.length >= 60, '60 letters');
      sink.hold();
      await until(() => sink.held.length > 0, 'a letter in flight');
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const acceptedBeforeKill = sink.accepted.length;
      const inFlight = sink.held.length;
      sink.release();

      const second = await startServerProcess(port, env);
      children.push(second.child);
      await until(
        () => new Set(sink.accepted.map((m) => m.rcpt[0])).size >= SUBSCRIBERS,
        `${SUBSCRIBERS} letters`,
      );
      await new Promise((r) => setTimeout(r, 500));
      const perAddress = new Map<string, number>();
      for (const m of sink.accepted) perAddress.set(m.rcpt[0]!, (perAddress.get(m.rcpt[0]!) ?? 0) + 1);
      expect([...perAddress].filter(([, n]) => n !== 1)).toEqual([]);
      expect(perAddress.size).toBe(SUBSCRIBERS);
      expect(perAddress.has('neconfirmat@example.ro')).toBe(false);
      expect(perAddress.has('plecat@example.ro')).toBe(false);
      console.log(
        `newsletter e2e: ${acceptedBeforeKill} accepted before SIGKILL, ${inFlight} in flight, ${sink.accepted.length} accepted in all for ${SUBSCRIBERS} subscribers`,
      );

      expect(await letterStatus(db, SAMPLE)).toMatchObject({
        queued: 0,
        sent: SUBSCRIBERS,
        failed: 0,
        cancelled: 0,
      });

      // One Romanian and one English message, parsed.
      const ro = sink.accepted.find((m) => m.rcpt[0] === 'cititor1@example.ro')!;
      const en = sink.accepted.find((m) => m.rcpt[0] === 'cititor0@example.ro')!;
      expect(ro.header('subject')).toBe('Trei lucruri de verificat pe site înainte de sărbători');
      expect(en.header('subject')).toBe('Three things to check on your website before the holidays');
      expect(ro.header('content-type')).toMatch(/^multipart\/alternative/);
      expect(ro.text).toContain('cum faci un site mai rapid (https://www.studiocreativ.ro/blog)');
      expect(ro.text).toContain('Studio Creativ SRL');
      // The owner's link as written (no redirect, no tracking parameter), the brand, the legal identity.
      expect(ro.html).toContain('<a href="https://www.studiocreativ.ro/blog">cum faci un site mai rapid</a>');
      expect(ro.html).toContain('Studio Creativ');
      expect(ro.html).toContain('Str. Exemplului nr. 1');
      expect(ro.html).not.toMatch(/<img\b/i);
      expect(ro.text).toContain(`${origin}/newsletter/${SAMPLE}`);
      expect(en.text).toContain(`${origin}/en/newsletter/${SAMPLE}`);
      const header = ro.header('list-unsubscribe')!;
      const url = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
      expect(url, header).toMatch(new RegExp(`^${origin}/api/newsletter/unsubscribe\\?token=`));
      expect(ro.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The visible link is the same one.
      expect(ro.html).toContain(url!.replace(/&/g, '&amp;'));

      // RFC 8058: the mail client's POST, no cookie, no login.
      const post = await fetch(url!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(200);
      expect(await db.value("SELECT status FROM subscribers WHERE email = 'cititor1@example.ro'")).toBe(
        'unsubscribed',
      );

      // The letter's web links answer 200 on the built site, in both languages.
      for (const mail of [ro, en]) {
        const web = /(http:\/\/127\.0\.0\.1:\d+(?:\/en)?\/newsletter\/[a-z0-9-]+)/.exec(mail.text)?.[1];
        expect(mail.html).toContain(`href="${web}"`);
        expect((await fetch(web!)).status, web).toBe(200);
      }

      // The archive is in the sitemap and the blog's newsletter box links to it.
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      for (const page of [
        '/newsletter',
        `/newsletter/${SAMPLE}`,
        '/en/newsletter',
        `/en/newsletter/${SAMPLE}`,
      ])
        expect(sitemap, page).toContain(`${page}</loc>`);
      const blog = await (await fetch(`${origin}/blog`)).text();
      expect(blog).toMatch(/<a [^>]*href="\/newsletter"[^>]*>Citește ultimele scrisori<\/a>/);

      // The subscriber list as CSV lands in exports/ (where the command runs), which git ignores, as the
      // leads and GDPR commands' files do.
      const list = await cli('list', '--out');
      expect(list.stdout).toMatch(/confirmați\s+199\b/);
      const exports = path.join(site, 'exports');
      const [csv] = fs.readdirSync(exports);
      expect(fs.readFileSync(path.join(exports, csv!), 'utf8')).toContain(
        'cititor5@example.ro;confirmed;ro;',
      );
      await run('git', ['check-ignore', '-q', `exports/${csv}`], { cwd: ROOT });

      await db.close();
      second.child.kill('SIGTERM');
      await sink.close();
    },
  );
});
