/**
 * Test helpers shared by the server tests, the e2e spec and the load test: a local SMTP sink that keeps
 * every message in memory, and a minimal parser for what it receives.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig, type AppOptions } from '@/server/config';

export type ReceivedMail = {
  /** Envelope recipients. */
  rcpt: string[];
  raw: string;
  /** Header lines as received, unfolded, in order: [name in lower case, raw value]. */
  headerLines: [string, string][];
  /** Decoded header value (RFC 2047 words decoded), first occurrence. */
  header(name: string): string | undefined;
  /** Decoded text body. */
  text: string;
  /** Decoded HTML alternative ('' when the message has none). */
  html: string;
};

export type SmtpSink = {
  port: number;
  messages: ReceivedMail[];
  /** Resolves once `count` messages matching `filter` arrived. */
  waitFor(
    count: number,
    filter?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

export function parseMail(raw: string, rcpt: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headerLines: [string, string][] = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && headerLines.length > 0) headerLines[headerLines.length - 1]![1] += line;
    else {
      const colon = line.indexOf(':');
      headerLines.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  const header = (name: string) => {
    const found = headerLines.find(([key]) => key === name.toLowerCase());
    return found ? decodeWords(found[1]).trim() : undefined;
  };
  return {
    rcpt,
    raw,
    headerLines,
    header,
    text: bodyText(header, body).replace(/\r\n/g, '\n'),
    html: bodyText(header, body, /^text\/html/i).replace(/\r\n/g, '\n'),
  };
}

/**
 * The text of a body: decoded, and for a multipart body (worker-mailer always sends multipart/mixed
 * around multipart/alternative) the first text/plain part's.
 */
function bodyText(header: (name: string) => string | undefined, body: string, want = /^text\/plain/i): string {
  const type = header('content-type') ?? 'text/plain';
  if (!/^multipart\//i.test(type) && !want.test(type)) return '';
  const boundary = /^multipart\/[^;]*;.*\bboundary="?([^";]+)"?/is.exec(type)?.[1];
  if (boundary) {
    // The CRLF before a delimiter belongs to the delimiter (RFC 2046; the first one's may be the
    // header/body separator); the last part ends at `--boundary--`.
    for (const part of `\r\n${body}`.split(`\r\n--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = parseMail(part.replace(/^[ \t]*\r\n/, ''));
      const innerType = inner.header('content-type') ?? 'text/plain';
      if (want.test(innerType)) return want.source.includes('html') ? inner.html : inner.text;
      if (/^multipart\//i.test(innerType)) {
        const found = want.source.includes('html') ? inner.html : inner.text;
        if (found) return found;
      }
    }
    return '';
  }
  const encoding = (header('content-transfer-encoding') ?? '7bit').toLowerCase();
  return encoding === 'quoted-printable'
    ? decodeQuotedPrintable(body).toString('utf8')
    : encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
}

export type SmtpSinkOptions = {
  /**
   * Offer AUTH (the default; any credentials or none are accepted). `false` for worker-mailer, which
   * authenticates whenever AUTH is offered and fails without credentials.
   */
  auth?: boolean;
};

/** An SMTP server on 127.0.0.1 that accepts everything. STARTTLS is off: its bundled certificate expired. */
export async function startSmtpSink(port = 0, { auth = true }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    closeTimeout: 1000,
    // A reverse DNS lookup per connection would make the sink, not the server, the bottleneck.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A test may stop the sink while the server still holds a connection.
  server.on('error', () => {});
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    messages,
    waitFor(count, filter = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.filter(filter);
          if (found.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `expected ${count} e-mails, got ${messages.filter(filter).length} within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Server options for a test instance: a temp data dir, a fast outbox, no logs unless asked. */
export function testOptions(dataDir: string, overrides: Partial<AppOptions> = {}): AppOptions {
  const base = loadConfig({});
  return {
    ...base,
    outDir: path.resolve('out'),
    dataDir,
    publicUrl: 'http://127.0.0.1',
    minFillMs: 3000,
    outbox: { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400, giveUpAfterMs: 60_000 },
    log: () => {},
    ...overrides,
  };
}

export const VALID_LEAD = {
  name: 'Ion Popescu',
  email: 'ion@firma.ro',
  phone: '0712 345 678',
  company: 'Firma Mea SRL',
  services: ['web-design', 'marketing'],
  budget: '1000-3000',
  message: 'Am nevoie de un site de prezentare pentru firmă, cu formular de contact și blog.',
  website: '',
  elapsedMs: 8000,
};

/** Which engine the forms tests run against: the vitest "postgres" project sets FORMS_TEST_ENGINE. */
export const TEST_ENGINE: 'sqlite' | 'postgres' =
  process.env.FORMS_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export type TestStorage = {
  /** A temp folder (the SQLite file with SQLite; unused but non-null, so the forms API is on, with PostgreSQL). */
  dataDir: string;
  /** Set with PostgreSQL: a fresh empty database on the test server. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
};

/** A fresh, empty forms store for one test on the engine under test. */
export async function testStorage(): Promise<TestStorage> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (TEST_ENGINE === 'sqlite') return { dataDir, cleanup: async () => removeDir() };
  const adminUrl = process.env.FORMS_TEST_PG_ADMIN_URL;
  if (!adminUrl)
    throw new Error('FORMS_TEST_PG_ADMIN_URL is not set (run through the vitest "postgres" project)');
  const { createTestDatabase } = await import('@/server/test-postgres');
  const database = await createTestDatabase(adminUrl);
  return {
    dataDir,
    databaseUrl: database.url,
    async cleanup() {
      removeDir();
      await database.drop();
    },
  };
}

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  child: import('node:child_process').ChildProcess;
  origin: string;
  /** What the process printed so far (its log). */
  output(): string;
};

/**
 * The real server (`server/index.ts`) in a child process, node + tsx directly so that SIGKILL hits the
 * server itself and not a wrapper. Resolves once /api/health answers (200, or 503 with `acceptDown`).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 20_000, acceptDown = false }: { timeoutMs?: number; acceptDown?: boolean } = {},
): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok || (acceptDown && r.status === 503),
      () => false,
    );
    if (up) return { child, origin, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/**
 * Waits on the outbox, not on a clock: sends what is due at `now` (the app's clock) until nothing due is
 * left unsent, then resolves; whatever the sink has by then is all the service will send at that time.
 * Fails with the outbox's state if it does not empty within `timeoutMs` (SMTP refusing, a bug).
 */
export async function deliverDue(
  app: { worker: { kick(): void; flush(): Promise<void> } | null; db: import('@/server/db').DB | null },
  now: number,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    app.worker!.kick();
    await app.worker!.flush();
    const due = await app.db!.value<number>(
      'SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?',
      [now],
    );
    if (Number(due) === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox: ${due} messages due at ${new Date(now).toISOString()} still unsent`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The messages matching `filter` once nothing due is left unsent (deliverDue): no fixed wait for mail.
 * At least one must match, else it fails saying what was sent.
 */
export async function sentMail(
  app: Parameters<typeof deliverDue>[0],
  sink: SmtpSink,
  filter: (mail: ReceivedMail) => boolean = () => true,
  now = Date.now(),
): Promise<ReceivedMail[]> {
  await deliverDue(app, now);
  const found = sink.messages.filter(filter);
  if (found.length === 0)
    throw new Error(`the outbox has nothing due, and none of the ${sink.messages.length} e-mails sent matches`);
  return found;
}

/** The text/calendar part of a received message (an .ics invitation), decoded; undefined without one. */
export function calendarPart(mail: ReceivedMail): string | undefined {
  const at = mail.raw.search(/Content-Type: text\/calendar/i);
  if (at < 0) return undefined;
  const part = mail.raw.slice(at);
  const bodyAt = part.indexOf('\r\n\r\n');
  const head = part.slice(0, bodyAt);
  const end = part.indexOf('\r\n--', bodyAt);
  const body = part.slice(bodyAt + 4, end < 0 ? undefined : end);
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body).toString('utf8');
  return body;
}
