import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/server/config';
import { createApp } from '@/server/app';
import { rememberSecrets, scrub } from '@/server/core/redact';
import { checkSmtpUrl } from '@/server/mail/smtp-url';
import { parseSmtpUrl } from '@/server/mail/transport-worker';
import { freePort, startSmtpSink, testOptions, testStorage, VALID_LEAD, type SmtpSink } from '@/server/testing';
import { sendTestMail } from './mail-diagnosis';

/**
 * Mail proven before the first visitor: the test e-mail of `npm run mail:test` / `npm run setup` and its
 * Romanian diagnosis against real local SMTP servers; the one SMTP_URL check both hosts share; no password
 * in any output.
 */
const PASSWORD = 'Parola#Secreta9';
const ENCODED = encodeURIComponent(PASSWORD);

let sink: SmtpSink;
let picky: SMTPServer;
let pickyPort: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  // A server that knows one account: ana@firma.ro with PASSWORD.
  picky = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'ana@firma.ro' && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  pickyPort = await new Promise<number>((resolve) => picky.listen(0, '127.0.0.1', () => resolve((picky.server.address() as { port: number }).port)));
});
afterAll(async () => {
  await sink.close();
  await new Promise<void>((resolve) => picky.close(() => resolve()));
});

const send = (smtpUrl: string, extra: Partial<Parameters<typeof sendTestMail>[0]> = {}) =>
  sendTestMail({ smtpUrl, from: 'Atelier <ana@firma.ro>', to: 'ana@firma.ro', siteName: 'Atelier', timeoutMs: 3000, ...extra });

describe('the test e-mail and its diagnosis', () => {
  it('reaches the inbox through a good account (the password %-encoded)', async () => {
    expect(await send(`smtp://ana%40firma.ro:${ENCODED}@127.0.0.1:${pickyPort}`)).toEqual({ ok: true, server: `127.0.0.1:${pickyPort}` });
    expect(await send(`smtp://127.0.0.1:${sink.port}`)).toMatchObject({ ok: true });
    const [mail] = await sink.waitFor(1);
    expect(mail!.header('subject')).toBe('Test: e-mailul site-ului Atelier funcționează');
  });

  it.each([
    ['a wrong password', () => `smtp://ana%40firma.ro:gresita@127.0.0.1:${pickyPort}`, /a refuzat numele de utilizator sau parola \(535\)/],
    ['a # left unencoded in the password', () => `smtp://ana%40firma.ro:${PASSWORD}@127.0.0.1:${pickyPort}`, /conține „#”, care într-o adresă trebuie scris %23/],
    ['a % left unencoded', () => `smtp://ana:50%reducere@127.0.0.1:${pickyPort}`, /conține „%”, care într-o adresă trebuie scris %25/],
    ['TLS from the first byte on a plain port', () => `smtps://ana%40firma.ro:${ENCODED}@127.0.0.1:${pickyPort}`, /nu vorbește TLS de la început: pentru portul \d+ folosește smtp:\/\//],
    ['a closed port', () => `smtp://ana%40firma.ro:${ENCODED}@127.0.0.1:${closedPort}`, /portul \d+ de pe 127\.0\.0\.1 e închis/],
  ])('%s: says so in Romanian, never the password', async (_name, url, said) => {
    const result = await send(url());
    expect(result.ok).toBe(false);
    const problem = (result as { problem: string }).problem;
    expect(problem).toMatch(said);
    for (const secret of [PASSWORD, ENCODED, 'Secreta', 'gresita', 'reducere']) expect(problem).not.toContain(secret);
  });

  it('with the Worker’s rules: port 25 is refused', async () => {
    expect(await send('smtp://ana:x@smtp.firma.ro:25', { cloudflare: true })).toMatchObject({ ok: false, problem: expect.stringMatching(/portul 25 e închis pentru Cloudflare/) });
  });
});

let closedPort = 0;
beforeAll(async () => {
  closedPort = await freePort();
});

describe('one SMTP_URL check for both hosts', () => {
  const nodeAccepts = (url: string) => {
    try {
      loadConfig({ SMTP_URL: url });
      return true;
    } catch {
      return false;
    }
  };
  const workerAccepts = (url: string) => {
    try {
      parseSmtpUrl(url);
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['smtps://ana%40firma.ro:p%23ss@smtp.firma.ro:465', true],
    ['smtp://ana:pass@smtp.firma.ro:587', true],
    ['smtp://smtp.firma.ro:587', true], // credential-less: a relay that trusts the sender
    ['smtp://127.0.0.1:2525', true],
    ['smtps://ana:pa#ss@smtp.firma.ro:465', false],
    ['smtps://ana:pa/ss@smtp.firma.ro:465', false],
    ['smtps://ana:pa?ss@smtp.firma.ro:465', false],
    ['smtps://ana@smtp.firma.ro:465', false],
    ['https://smtp.firma.ro', false],
    ['smtp.firma.ro:465', false],
  ])('%s: accepted %s by both', (url, ok) => {
    expect(checkSmtpUrl(url).ok).toBe(ok);
    expect(nodeAccepts(url)).toBe(ok);
    expect(workerAccepts(url)).toBe(ok);
  });
});

describe('passwords never reach the output', () => {
  it('the Node server refuses a # in the password at start, naming the problem and not the password', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SMTP_URL: `smtps://ana%40firma.ro:${PASSWORD}@smtp.firma.ro:465`, PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent-never-created' },
    });
    expect(result.status).toBe(1);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toContain('Serverul nu pornește: SMTP_URL: parola (sau numele de utilizator) conține „#”, care într-o adresă trebuie scris %23.');
    expect(output).not.toMatch(/Secreta|Parola#/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('scrub removes URL passwords and remembered secrets, raw or encoded', () => {
    rememberSecrets({ SMTP_URL: `smtps://ana:${ENCODED}@h:465`, GITHUB_CLIENT_SECRET: 'gh-secret-123456', CLOUDFLARE_API_TOKEN: 'cf-token-abcdef' });
    const line = scrub(`failed: smtps://ana:${ENCODED}@h:465 (${PASSWORD}) gh-secret-123456 postgres://u:pw@db/x cf-token-abcdef`);
    expect(line).toBe('failed: smtps://ana:***@h:465 (***) *** postgres://u:***@db/x ***');
  });

  it('the Node server’s log: a failing account, the editor’s secret, a lead: no line holds a secret, and health says mail is failing', async () => {
    const storage = await testStorage();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const smtpUrl = `smtp://ana%40firma.ro:${ENCODED}@127.0.0.1:${pickyPort}`;
    const badUrl = `smtp://ana%40firma.ro:${encodeURIComponent('Gresita#Parola7')}@127.0.0.1:${pickyPort}`;
    // The log function as npm start builds it (server/config.ts), with its secrets remembered.
    const { log } = loadConfig({ SMTP_URL: smtpUrl, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'gh-client-secret-987' });
    loadConfig({ SMTP_URL: badUrl });
    const app = createApp(
      testOptions(storage.dataDir, {
        databaseUrl: storage.databaseUrl,
        smtpUrl: badUrl,
        minFillMs: 0,
        rateLimit: false,
        outbox: { pollMs: 30, retryBaseMs: 10, retryMaxMs: 20, giveUpAfterMs: 60_000 },
        log,
      }),
    );
    try {
      await app.listen();
      const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const posted = await fetch(`${origin}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID_LEAD) });
      expect(posted.status).toBe(201);
      let health: { status: string; mail: { smtp: string } } | undefined;
      for (let i = 0; i < 100; i++) {
        health = (await (await fetch(`${origin}/api/health`)).json()) as typeof health;
        if (health!.mail.smtp === 'failing') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(health).toMatchObject({ status: 'degraded', mail: { smtp: 'failing' } });
      log(`a stack quoting ${badUrl} and gh-client-secret-987`);
    } finally {
      await app.close();
      spy.mockRestore();
      await storage.cleanup();
    }
    const all = lines.join('\n');
    expect(all).toMatch(/outbox: SMTP send failed/);
    for (const secret of [PASSWORD, ENCODED, 'Gresita', 'gh-client-secret-987']) expect(all).not.toContain(secret);
  });
});
