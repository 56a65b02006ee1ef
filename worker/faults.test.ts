/**
 * The Worker for real under faults (issue 31, "Tested for real"; docs/cloudflare-plan.md §6): the local
 * preview (`npm run preview:cloudflare`: wrangler dev, workerd, a local D1 in a fresh folder) with the
 * real SMTP sink, a load of contact posts, and mid-load
 * - `kill -9` of wrangler dev's whole process group, then the preview started again on the same folder;
 * - `kill -9` of the workerd that runs the Worker (wrangler dev 4.86 does not start another by itself:
 *   its proxy answers 503 until a rebuild), then the preview started again.
 * After both, every post answered 201 is a row in D1, and every stored lead's e-mail to the owner reaches
 * the sink at the next cron the preview fires, with no new request. The same preview also shows that the
 * pages and assets leave the Worker byte for byte as out/ holds them.
 *
 * Slow (three wrangler starts ≈ 20 s each, then up to a minute for the cron): ≈ 2–2.5 minutes. The out/ build
 * must exist (npm test builds first).
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1File, startPreview, type Preview } from '@/scripts/preview-process';
import { signStatusToken } from '@/server/core/leads';
import { contactLoad, type LoadResult } from '@/server/fault-kit';
import { freePort, startSmtpSink, VALID_LEAD, type SmtpSink } from '@/server/testing';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'out');
const built = fs.existsSync(path.join(OUT, 'index.html'));
/** The site's owner (content/), who gets every lead. */
const OWNER = 'contact@studiocreativ.ro';

/** The body exactly as sent (no decompression), its status and Content-Encoding. */
function getRaw(url: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Sockets in CLOSE-WAIT (the peer closed, this side never did) on a local port, from /proc/net/tcp. */
function halfClosedAt(localPort: number): number {
  const hex = localPort.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (local?.endsWith(`:${hex}`) && state === '08') count++;
    }
  }
  return count;
}

const summary = (result: LoadResult) => [...result.statuses].map(([status, n]) => `${status}×${n}`).join(' ');

describe.skipIf(!built)('the Worker killed during a load of posts (wrangler dev, local D1)', () => {
  let preview: Preview | undefined;
  let sink: SmtpSink | undefined;
  let dataDir = '';
  let port = 0;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-faults-'));
    sink = await startSmtpSink(0, { auth: false });
    port = await freePort();
    Object.assign(env, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      // Every post comes from this machine (one client): the limit stays on, out of the load's way.
      RATE_LIMIT_MAX: '100000',
      MAIL_STRANGER_LIMIT_PER_HOUR: '100000',
      // A drain killed mid-send leaves its claimed messages leased: free again after 5 s, not 5 minutes,
      // so the next cron takes them (a Worker has no start-up to take its claims back at).
      OUTBOX_LEASE_MS: '5000',
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_RETRY_MAX_MS: '2000',
    });
    preview = await startPreview({ port, dataDir, env });
  }, 180_000);

  afterAll(async () => {
    await preview?.stop();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves pages and assets byte for byte as out/ holds them', async () => {
    const index = fs.readFileSync(path.join(OUT, 'index.html'), 'utf8');
    const first = (pattern: RegExp) => {
      const found = pattern.exec(index)?.[1];
      if (!found) throw new Error(`index.html references nothing like ${pattern}`);
      return found;
    };
    const files: [string, string][] = [
      ['/', 'index.html'],
      ['/about', 'about.html'],
      ['/en/about', 'en/about.html'],
      ...[
        /src="(\/_next\/static\/chunks\/[^"]+\.js)"/,
        /"(\/_next\/static\/media\/[^"]+\.woff2)"/,
        /src="(\/img\/[^"]+\.webp)"/,
      ].map((pattern): [string, string] => {
        const url = first(pattern);
        return [url, url.slice(1)];
      }),
    ];
    for (const [url, file] of files) {
      const response = await getRaw(`${preview!.origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.encoding ?? 'identity', url).toBe('identity');
      const expected = fs.readFileSync(path.join(OUT, file));
      expect(response.body.length, url).toBe(expected.length);
      expect(response.body.equals(expected), `${url} differs from out/${file}`).toBe(true);
    }
  });

  it('shares the core’s answers of issue 44: TRACE on /api is 405 with Allow, a status link works once however its signature is respelled', async () => {
    const send = (method: string, target: string) =>
      new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const req = http.request(`${preview!.origin}${target}`, { method }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await send('TRACE', '/api/contact')).toEqual({ status: 405, allow: 'POST' });
    expect(await send('TRACE', '/api/leads/status?t=x')).toEqual({ status: 405, allow: 'GET, POST' });

    // A lead, and its "Spam" link signed as the Worker signs it, with the key it keeps in D1.
    const email = `status-${Date.now().toString(36)}@firma-status.ro`;
    const posted = await fetch(`${preview!.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...VALID_LEAD, email }),
    });
    // On a failure: what answered (the front door's text, wrangler's proxy or the Worker) and what it logged.
    if (posted.status !== 201)
      expect.fail(
        `POST /api/contact answered ${posted.status}: ${await posted.text()}\n${preview!.log().slice(-4000)}`,
      );
    const db = new Database(d1File(dataDir), { readonly: true, fileMustExist: true });
    let ref: string;
    let secret: string;
    try {
      ref = (db.prepare('SELECT ref FROM leads WHERE email = ?').get(email) as { ref: string }).ref;
      secret = (
        db.prepare("SELECT value FROM secrets WHERE name = 'status-links'").get() as { value: string }
      ).value;
    } finally {
      db.close();
    }
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const link = `${preview!.origin}/api/leads/status?t=${await signStatusToken(key, ref, 'spam', Date.now())}`;
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = ALPHABET.indexOf(link.at(-1)!);
    const respellings = [0, 1, 2, 3]
      .map((bits) => `${link.slice(0, -1)}${ALPHABET[(last & ~3) | bits]}`)
      .filter((l) => l !== link);
    for (const respelled of respellings)
      expect((await fetch(respelled, { method: 'POST' })).status, respelled).toBe(404);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect((await fetch(link, { method: 'POST' })).status).toBe(409);
  }, 60_000);

  it('loses no acknowledged lead when all of wrangler dev or its workerd is killed, and mails every stored lead at the next cron', async () => {
    const stamp = Date.now().toString(36);
    // When each step ended: on a busy machine a wrangler start alone can take a minute.
    const started = Date.now();
    const step = (name: string) =>
      console.log(`worker faults: ${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // 1. kill -9 of wrangler dev's whole process group 2 s into 5 s of posts (the rest find nobody),
    //    then the preview started again on the same folder.
    const groupLoad = await contactLoad(preview!.origin, {
      perSecond: 12,
      seconds: 5,
      tag: `wr${stamp}`,
      async onTick(second) {
        if (second === 2) await preview!.killGroup();
      },
    });
    step(`posts with wrangler dev killed done (${summary(groupLoad)})`);
    expect(groupLoad.statuses.get(0) ?? 0, summary(groupLoad)).toBeGreaterThan(0);
    preview = await startPreview({ port, dataDir, env });
    step('the preview answers again');

    // 2. kill -9 of the workerd that runs the Worker 2 s into 5 s of posts. wrangler dev 4.86 does not
    //    start another one by itself (only a rebuild does): its proxy answers 503 from then on, so the
    //    preview is started again, as an owner would (Cloudflare itself starts a new isolate).
    const killed: number[] = [];
    const workerdLoad = await contactLoad(preview.origin, {
      perSecond: 12,
      seconds: 5,
      tag: `wd${stamp}`,
      onTick(second) {
        if (second !== 2) return;
        killed.push(...preview!.workerdPids());
        for (const pid of killed) process.kill(pid, 'SIGKILL');
      },
    });
    step(
      `posts with workerd killed done (${summary(workerdLoad)}; workerd now ${preview.workerdPids().join(', ') || 'none'})`,
    );
    expect(killed.length, preview.log().slice(-3000)).toBeGreaterThan(0);
    const mailBeforeRestart = sink!.messages.length;
    await preview.killGroup();
    preview = await startPreview({ port, dataDir, env });
    step('the preview answers again');

    // Acknowledged ⊆ stored, read from the local D1's file as the restarted Worker has it.
    const db = new Database(d1File(dataDir), { readonly: true, fileMustExist: true });
    let stored: Set<string>;
    try {
      stored = new Set(
        db
          .prepare('SELECT email FROM leads WHERE email LIKE ? OR email LIKE ?')
          .all(`wd${stamp}-%`, `wr${stamp}-%`)
          .map((row) => (row as { email: string }).email),
      );
    } finally {
      db.close();
    }
    for (const [name, load] of [
      ['wrangler dev killed', groupLoad],
      ['workerd killed', workerdLoad],
    ] as const) {
      expect(
        load.acknowledged.length,
        `${name}: ${summary(load)} ${JSON.stringify(load.unavailable.slice(0, 2))}\n${preview.log().slice(-4000)}`,
      ).toBeGreaterThan(0);
      expect(
        load.acknowledged.filter((email) => !stored.has(email)),
        `${name}: acknowledged but not in D1 (${summary(load)})`,
      ).toEqual([]);
    }
    step(
      `${stored.size} leads stored for ${workerdLoad.acknowledged.length + groupLoad.acknowledged.length} acknowledged; ` +
        `${mailBeforeRestart} e-mails before the last restart`,
    );

    // Every stored lead's e-mail to the owner arrives: what the kills cut off waits in the outbox for the
    // cron the preview fires at the next minute (no request is made from here on).
    const ownerMailFor = (email: string) =>
      sink!.messages.some((m) => m.rcpt.includes(OWNER) && (m.header('reply-to') ?? '').includes(email));
    const mailDeadline = Date.now() + 90_000;
    let missing = [...stored].filter((email) => !ownerMailFor(email));
    while (missing.length > 0 && Date.now() < mailDeadline) {
      await new Promise((r) => setTimeout(r, 500));
      missing = missing.filter((email) => !ownerMailFor(email));
    }
    step(`owner e-mails in (${sink!.messages.length} e-mails in all)`);
    expect(missing, `stored leads whose owner e-mail never came:\n${preview.log().slice(-3000)}`).toEqual([]);
  }, 360_000);
  // Last: it overloads the preview on purpose, and what comes after should not start behind its backlog.
  // 1,500 connections and a 2 s settle: about 5 s on a quiet machine, more on CI's; the lead after it, up
  // to 30 s more.
  it('keeps answering after a flood of connections that leave mid-request, with no socket left half-closed at wrangler (issue 44)', async () => {
    // wrangler dev's proxy leaves its side of a connection the client closed mid-request in CLOSE-WAIT,
    // for good: under a hostile load it held 19,983 and stopped answering. The preview's front door
    // (scripts/preview-front.ts) reads each request whole and reuses a small pool of connections to it.
    const flood = (i: number) =>
      new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            i % 3 === 0
              ? 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":'
              : `GET ${i % 3 === 1 ? '/' : '/nu-exista'} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
          );
          setTimeout(() => socket.destroy(), 5);
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
    for (let i = 0; i < 1500; i += 50) await Promise.all(Array.from({ length: 50 }, (_, k) => flood(i + k)));
    await new Promise((r) => setTimeout(r, 2000));
    expect(halfClosedAt(preview!.wranglerPort)).toBeLessThanOrEqual(16);
    const health = await fetch(`${preview!.origin}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(200);

    // A visitor's lead after the flood is stored, by a client that comes back when a 503 says to
    // (Retry-After: the front door's queue of requests for wrangler is bounded, MAX_PENDING).
    const email = `after-flood-${Date.now().toString(36)}@firma-flood.ro`;
    const answers: string[] = [];
    const deadline = Date.now() + 30_000;
    let posted: Response;
    for (;;) {
      posted = await fetch(`${preview!.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...VALID_LEAD, email }),
        signal: AbortSignal.timeout(15_000),
      });
      const retryAfter = Number(posted.headers.get('retry-after'));
      if (posted.status !== 503 || !(retryAfter > 0) || Date.now() > deadline) break;
      answers.push(`503 (Retry-After ${retryAfter}): ${(await posted.text()).trim()}`);
      await new Promise((r) => setTimeout(r, retryAfter * 1000));
    }
    if (posted.status !== 201)
      expect.fail(
        `POST /api/contact answered ${posted.status}: ${await posted.text()}\nbefore: ${answers.join('\n')}\n${preview!.log().slice(-4000)}`,
      );
    const db = new Database(d1File(dataDir), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').get(email)).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  }, 90_000);
});
