import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMessage } from '@/lib/forms/messages';
import type { App } from '@/server/app';
import { BODY_MESSAGES_IN } from '@/server/body';
import { recipientKey } from '@/server/mail/limits';
import { formsServiceSuite } from '@/server/test-rig';
import { deliverDue, sentMail, TEST_ENGINE, VALID_LEAD, type ReceivedMail } from '@/server/testing';

/**
 * What the service answers when the request or the process misbehaves: the language of an answer given
 * before the body is read, transfer codings, bodies far too large or stalled, spoofed client addresses,
 * mail to one catch-all domain, and claims left by a process that died mid-send. On the engine under
 * test (SQLite, or PostgreSQL in the vitest "postgres" project), against the real server and SMTP sink.
 */

const service = formsServiceSuite();
const start = service.start;

/** Sends raw bytes and resolves with everything the server sent back until it closed (or timeoutMs). */
function raw(
  port: number,
  head: string,
  body: (socket: net.Socket) => void = () => {},
  timeoutMs = 8000,
): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let reset = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, reset });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', done);
    socket.write(head.replace(/\n/g, '\r\n'));
    body(socket);
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { message: string };

describe('an English form gets English answers, also before its body is read', () => {
  let origin: string;
  beforeAll(async () => {
    ({ origin } = await start({ rateLimit: { max: 2, windowMs: 60_000 }, maxBodyBytes: 2048, trustProxy: true }));
  });
  const en = BODY_MESSAGES_IN.en;
  // Each request from a client of its own (through the loopback proxy), except where the limit is the test.
  let client = 0;
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

  it('413, 415 and 400 in English for ?lang=en, a Referer under /en/ and an English browser; Romanian otherwise', async () => {
    const big = JSON.stringify({ ...VALID_LEAD, message: 'x'.repeat(5000) });
    const ways: [string, Record<string, string>][] = [
      ['/api/contact?lang=en', {}],
      ['/api/contact', { Referer: 'http://127.0.0.1/en/contact' }],
      ['/api/contact', { 'Accept-Language': 'en-GB,en;q=0.9' }],
    ];
    for (const [path, headers] of ways) {
      const tooLarge = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...from(), ...headers },
        body: big,
      });
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as { message: string }).message).toBe(en.tooLarge);
      const wrongType = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...from(), ...headers },
        body: 'x',
      });
      expect(wrongType.status).toBe(415);
      expect(((await wrongType.json()) as { message: string }).message).toBe(en.unsupported);
    }
    const romanian = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Referer: 'http://127.0.0.1/contact',
        'Accept-Language': 'en',
        ...from(),
      },
      body: '{"name": "Ion',
    });
    expect(romanian.status).toBe(400);
    expect(((await romanian.json()) as { message: string }).message).toBe(BODY_MESSAGES_IN.ro.malformed);
  });

  it('a form posted without JavaScript gets an English page for its 413, and an English 429', async () => {
    const page = await fetch(`${origin}/api/contact?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...from() },
      body: `lang=en&message=${'x'.repeat(5000)}`,
    });
    expect(page.status).toBe(413);
    const html = await page.text();
    expect(html).toMatch(/<html lang="en"[ >]/);
    expect(html).toContain('The message was not sent');
    expect(html).toContain(en.tooLarge);

    // The limit is 2 per client: the third post from one address is told to wait, in English.
    const send = () =>
      fetch(`${origin}/api/newsletter?lang=en`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.99' },
        body: JSON.stringify({ email: 'reader@example.com', lang: 'en' }),
      });
    await send();
    await send();
    const limited = await send();
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(((await limited.json()) as { message: string }).message).toBe(retryAfterMessage(seconds, 'en'));
  });
});

describe('bodies the service cannot or will not read', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await start({ rateLimit: false, bodyIdleMs: 400 }));
  });

  it('answers 501 to a transfer coding other than chunked (gzip, chunked), and stores nothing', async () => {
    const { text } = await raw(
      port,
      'POST /api/contact HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nTransfer-Encoding: gzip, chunked\n\n',
      (socket) => socket.end('2\r\n{}\r\n0\r\n\r\n'),
    );
    expect(statusOf(text)).toBe(501);
    expect(text).toMatch(/connection: close/i);
  });

  it('answers 413 to a body far over the limit, and the client reads it (no reset)', async () => {
    // 64 MB announced, sent as fast as the socket takes it: the answer comes before the body, and the
    // connection is closed gently (lingering), so the 413 is not wiped out by a TCP reset.
    const size = 64 * 1024 * 1024;
    const { text } = await raw(
      port,
      `POST /api/contact HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: ${size}\n\n`,
      (socket) => {
        const chunk = Buffer.alloc(256 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < size && !socket.destroyed) {
            sent += chunk.length;
            if (!socket.write(chunk)) {
              socket.once('drain', pump);
              return;
            }
          }
        };
        socket.on('error', () => {});
        pump();
      },
      10_000,
    );
    expect(statusOf(text)).toBe(413);
    expect(jsonOf(text).message).toBe(BODY_MESSAGES_IN.ro.tooLarge);
  });

  it('answers 408 once a body goes quiet, instead of holding it until the request timeout', async () => {
    const started = Date.now();
    const { text } = await raw(
      port,
      'POST /api/contact?lang=en HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: 500\n\n',
      (socket) => socket.write('{"name": "Ion'),
    );
    expect(statusOf(text)).toBe(408);
    expect(jsonOf(text).message).toBe(BODY_MESSAGES_IN.en.timeout);
    // bodyIdleMs is 400 here: far below the request timeout's 30 s.
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

describe('the names the server answers to (DNS rebinding)', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await start({ siteUrl: 'https://www.studio-exemplu.ro', publicUrl: 'https://www.studio-exemplu.ro' }));
  });

  it('refuses a Host that names another site with 421, and answers its own names and any address', async () => {
    const get = (host: string) => raw(port, `GET /api/health HTTP/1.1\nHost: ${host}\nConnection: close\n\n`);
    for (const host of ['evil.example:3000', 'evil.example', 'studio-exemplu.ro.evil.example', 'localhost.evil.example']) {
      const { text } = await get(host);
      expect(statusOf(text), host).toBe(421);
      expect(text).toContain('Acest server nu răspunde pentru adresa cerută.');
    }
    for (const host of ['www.studio-exemplu.ro', 'WWW.Studio-Exemplu.RO.', 'studio-exemplu.ro', `127.0.0.1:${port}`, `localhost:${port}`, '[::1]:80', '10.0.0.7']) {
      const { text } = await get(host);
      expect(statusOf(text), host).toBe(200);
    }
  });

  it('refuses two Host lines with 400, and checks an absolute-form target’s authority, not its Host line (issue 44)', async () => {
    for (const path of ['/api/health', '/', '/contact']) {
      const twice = await raw(port, `GET ${path} HTTP/1.1\nHost: www.studio-exemplu.ro\nHost: evil.example\nConnection: close\n\n`);
      expect(statusOf(twice.text), path).toBe(400);
      expect(twice.text).toContain('Cererea nu a putut fi înțeleasă');
      const foreign = await raw(port, `GET http://evil.example${path} HTTP/1.1\nHost: www.studio-exemplu.ro\nConnection: close\n\n`);
      expect(statusOf(foreign.text), path).toBe(421);
      const own = await raw(port, `GET http://www.studio-exemplu.ro${path} HTTP/1.1\nHost: evil.example\nConnection: close\n\n`);
      expect(statusOf(own.text), path).not.toBe(421);
      expect(statusOf(own.text), path).toBeLessThan(500);
    }
  });
});

describe('methods no route takes', () => {
  it('TRACE and methods of no route on /api paths: 405 with Allow (404 for an unknown path), never a 500 or a stack (issue 44)', async () => {
    const lines: string[] = [];
    const { port } = await start({ rateLimit: false, log: (line) => lines.push(line) });
    const send = (method: string, path: string) =>
      raw(port, `${method} ${path} HTTP/1.1\nHost: 127.0.0.1\nAccept-Language: en\nContent-Length: 0\nConnection: close\n\n`);
    for (const method of ['TRACE', 'PROPFIND']) {
      for (const [path, allow] of [
        ['/api/contact', 'POST'],
        ['/api/health', 'GET, HEAD'],
        ['/api/leads/status?t=x', 'GET, POST'],
      ] as const) {
        const { text } = await send(method, path);
        expect(statusOf(text), `${method} ${path}`).toBe(405);
        expect(text, `${method} ${path}`).toMatch(new RegExp(`\r\nallow: ${allow}\r\n`, 'i'));
        expect(jsonOf(text).message).toBe('This method is not accepted at this address.');
      }
      expect(statusOf((await send(method, '/api/nu-exista')).text), method).toBe(404);
    }
    // Node's HTTP parser knows no TRACK and no lower-case method: its 400, before any code of ours.
    for (const method of ['TRACK', 'trace']) expect(statusOf((await send(method, '/api/contact')).text), method).toBe(400);
    expect(lines.filter((line) => /^500|\n\s+at /.test(line))).toEqual([]);
  });
});

describe('behind a proxy, only the proxy speaks for the client', () => {
  const postFrom = (origin: string, forwardedFor: string) =>
    fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ ...VALID_LEAD, email: 'ion@exemplu.ro' }),
    });

  it('a client that is not a trusted proxy cannot claim another address: its 11th post is refused', async () => {
    // Trusts a proxy at 10.9.9.9 only; the test connects from 127.0.0.1, as an outsider would directly.
    const { origin } = await start({ trustProxy: ['10.9.9.9'], rateLimit: { max: 10, windowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postFrom(origin, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('from the trusted proxy, the address it appended counts, not what the client wrote before it', async () => {
    const { origin } = await start({ trustProxy: true, rateLimit: { max: 10, windowMs: 60_000 } });
    const statuses: number[] = [];
    // The client writes a new address each time; the proxy (loopback here) appends the one it saw.
    for (let i = 0; i < 11; i++) statuses.push((await postFrom(origin, `203.0.113.${i}, 198.51.100.7`)).status);
    expect(statuses[10]).toBe(429);
    // Another real client behind the same proxy is counted apart.
    expect((await postFrom(origin, '198.51.100.8')).status).toBe(201);
  });
});

describe('mail to one domain', () => {
  it('a catch-all domain gets 5 auto-replies a day however many addresses are made up; big providers count per address', async () => {
    const { app, origin } = await start({ rateLimit: false });
    const post = (email: string) =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...VALID_LEAD, email }),
      });
    for (let i = 0; i < 12; i++) expect((await post(`nume${i}@catch-all.ro`)).status).toBe(201);
    for (let i = 0; i < 7; i++) expect((await post(`persoana.${i}.x@gmail.com`)).status).toBe(201);
    const autoReply = (domain: string) => (m: ReceivedMail) =>
      m.header('auto-submitted') === 'auto-replied' && m.rcpt.some((r) => recipientKey(r).endsWith(`@${domain}`));
    await deliverDue(app, Date.now());
    expect(await app.db!.value('SELECT COUNT(*) FROM leads')).toBe(19);
    expect(service.sink.messages.filter(autoReply('catch-all.ro'))).toHaveLength(5);
    expect(service.sink.messages.filter(autoReply('gmail.com'))).toHaveLength(7);
  });
});

describe('a process that died while sending', () => {
  /** A message claimed mid-retry by a process that no longer runs: leased for minutes, with an error. */
  async function leftOver(app: App, owner: string) {
    await app.worker!.stop();
    const now = Date.now();
    await app.db!.run(
      `INSERT INTO outbox (kind, payload, created_at, attempts, next_attempt_at, last_error, lease_owner, message_id)
       VALUES ('lead-owner', ?, ?, 1, ?, 'connect ECONNREFUSED', ?, ?)`,
      [
        JSON.stringify({ to: { address: 'office@exemplu.ro' }, subject: 'Lăsat de un proces mort', text: 't' }),
        now - 1000,
        now + 5 * 60_000,
        owner,
        `<left-over-${owner}@exemplu.ro>`,
      ],
    );
  }

  it('takes back at start what it had claimed, retry or not, instead of waiting out the lease', async () => {
    const first = await start({ rateLimit: false, instanceId: 'host-a:3000' });
    await leftOver(first.app, 'host-a:3000');
    await first.app.close();
    // The same data (SQLite file or PostgreSQL database), a new process under the same identity.
    const again = await service.restart(first.storage, { rateLimit: false, instanceId: 'host-a:3000' });
    const [mail] = await sentMail(again, service.sink, (m) => m.header('subject') === 'Lăsat de un proces mort');
    expect(mail!.header('message-id')).toBe('<left-over-host-a:3000@exemplu.ro>');
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'PostgreSQL: another instance’s live claim is left to its lease',
    async () => {
      const { app } = await start({ rateLimit: false, instanceId: 'host-b:3000' });
      await leftOver(app, 'host-c:3000');
      expect(await app.worker!.takeBackClaims()).toBe(0);
      expect(await app.db!.value("SELECT COUNT(*) FROM outbox WHERE lease_owner = 'host-c:3000'")).toBe(1);
    },
  );
});

describe('the language of any request target', () => {
  it('an absolute-form target with an impossible port still gets an answer (the error path reads the language)', async () => {
    const { port } = await start({ rateLimit: false });
    for (const method of ['HEAD', 'GET', 'POST']) {
      const { text } = await raw(
        port,
        `${method} http://[::1]:99999/ HTTP/1.1\nHost: 127.0.0.1\nOrigin: null\nContent-Length: 0\nConnection: close\n\n`,
      );
      expect(statusOf(text), method).toBeGreaterThanOrEqual(200);
      expect(statusOf(text), method).toBeLessThan(500);
    }
  });
});
