/**
 * The Cloudflare Worker host's MailTransport: SMTP over `cloudflare:sockets` with worker-mailer
 * (1.2.1, pinned: this file relies on its internals, see connectWorkerMailer). No `node:` import: it runs
 * in workerd. worker-mailer itself is loaded on the first connection, because it imports
 * `cloudflare:sockets`, which only workerd has; the rest of this file is plain code, unit-tested on Node.
 *
 * SMTP_URL, as on Node:
 * - `smtps://user:pass@host` (port 465 by default): implicit TLS.
 * - `smtp://user:pass@host` (port 587 by default): STARTTLS, **required** for any host but loopback.
 *   worker-mailer's STARTTLS is opportunistic (used only when the server offers it; there is no "require
 *   TLS"), so a man in the middle who strips STARTTLS would get the password and the leads in clear. This
 *   adapter refuses instead: no AUTH and no message over plain text to a remote host (MailError, command
 *   'STARTTLS'; retried like any network failure). On loopback (`localhost`, 127.0.0.0/8, ::1: local
 *   tests and `wrangler dev` against a local sink) `smtp://` is plain text unless `?requireTLS=true`.
 * - `?secure=true|false` overrides the scheme's choice and `?requireTLS=true` asks for STARTTLS on
 *   loopback too (nodemailer's names); nodemailer's other parameters mean nothing here and are ignored.
 * - Port 25 is closed to Workers (Cloudflare's rule): refused at once with a message that says so.
 *
 * One connection per drain: the first `send` connects, the next ones reuse it (worker-mailer sends
 * them one after another), `close()` says QUIT. After an error that leaves the session in doubt
 * (timeout, closed connection, a failed RSET) the connection is dropped and the next send connects anew;
 * a refusal of the envelope or the content (a reply to MAIL FROM, RCPT TO or DATA) keeps it, as
 * worker-mailer resets the session itself.
 */
import type { EmailOptions, WorkerMailerOptions } from 'worker-mailer';
import { UnsafeMessageError } from '@/server/mail/message';
import { checkSmtpUrl } from '@/server/mail/smtp-url';
import { MailError, type MailTransport, type WireMailbox, type WireMessage } from '@/server/mail/transport';

/** Waiting for the TCP (and TLS) connection to open. */
const CONNECT_TIMEOUT_MS = 10_000;
/** Waiting for each reply of the server (as nodemailer's socketTimeout on Node). */
const RESPONSE_TIMEOUT_MS = 30_000;
/** How long `close()` waits for the server's answer to QUIT before closing the socket anyway. */
const CLOSE_TIMEOUT_MS = 5_000;

/** What SMTP_URL says, for worker-mailer. */
export type SmtpSettings = {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://, port 465). */
  secure: boolean;
  /** Refuse to authenticate or send unless the connection is TLS (implicit or after STARTTLS). */
  requireTls: boolean;
  credentials?: { username: string; password: string };
};

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1'
  );
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Reads SMTP_URL. Throws (a configuration error, not a MailError) for what can never work. */
export function parseSmtpUrl(smtpUrl: string): SmtpSettings {
  // The same check as the Node server's at start (server/mail/smtp-url.ts): both hosts accept the same URLs.
  const checked = checkSmtpUrl(smtpUrl);
  if (!checked.ok) throw new Error(checked.problem);
  const url = checked.url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new Error('SMTP_URL has no host');
  const flag = (name: string) => {
    const value = url.searchParams.get(name);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  };
  const secure = flag('secure') ?? url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const loopback = isLoopbackHost(host);
  if (port === 25 && !loopback)
    throw new Error(
      'SMTP_URL: port 25 is closed to Cloudflare Workers; use 465 (smtps://) or 587 (smtp://, STARTTLS)',
    );
  const settings: SmtpSettings = { host, port, secure, requireTls: !loopback || flag('requireTLS') === true };
  if (url.username || url.password)
    settings.credentials = { username: decode(url.username), password: decode(url.password) };
  return settings;
}

/** worker-mailer's options for these settings. */
export function workerMailerOptions(settings: SmtpSettings): WorkerMailerOptions {
  const options: WorkerMailerOptions = {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // On loopback without requireTLS: plain text, even if the server offers STARTTLS (a local test
    // server's certificate would not verify anyway).
    startTls: settings.requireTls,
    // worker-mailer's default is none: it would refuse every server that offers AUTH. It picks PLAIN,
    // then LOGIN, then CRAM-MD5 among those the server offers.
    authType: ['plain', 'login', 'cram-md5'],
    // Its only timeout option: the socket's opening (see RESPONSE_TIMEOUT_MS for the replies).
    socketTimeoutMs: CONNECT_TIMEOUT_MS,
    // Bounces carry the headers, not the visitor's message; a failure or a delay is reported, as servers
    // do by default. worker-mailer's own default is NOTIFY=NEVER (no bounce at all) and, without RET,
    // a trailing space after MAIL FROM that strict servers refuse.
    dsn: { RET: { HEADERS: true }, NOTIFY: { FAILURE: true, DELAY: true } },
    logLevel: 4, // LogLevel.NONE: failures come back as MailErrors, the outbox logs them.
  };
  if (settings.credentials) options.credentials = settings.credentials;
  return options;
}

// --- headers -----------------------------------------------------------------------------------------

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// RFC 2047 §5 (3): inside a phrase (a display name) an encoded word may only carry these as they are.
const Q_SAFE = /[A-Za-z0-9!*+\-/]/;
/** RFC 5322's recommended line length; folding keeps our header lines within it where it can. */
const LINE = 78;
/** An encoded word is at most 75 characters (RFC 2047 §2). */
const WORD = 75;
const WORD_FRAME = '=?UTF-8?Q??='.length;

/** Length of the last line of a folded value. */
const lastLine = (value: string) => value.length - (value.lastIndexOf('\r\n') + 2);

/**
 * Text as RFC 2047 Q encoded words of whole characters, folded so no line passes 78 characters
 * (`used`: what the line holds before the text, e.g. "Subject: "). Folding white space between two
 * encoded words is not part of the text (RFC 2047 §6.2).
 */
function encodedWords(text: string, used: number): string {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let room = Math.min(WORD, Math.max(LINE - used, 20)) - WORD_FRAME;
  let word = '';
  for (const char of text) {
    let piece = '';
    if (char === ' ') piece = '_';
    else if (Q_SAFE.test(char)) piece = char;
    else
      for (const byte of encoder.encode(char))
        piece += `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (word && word.length + piece.length > room) {
      words.push(word);
      word = '';
      room = WORD - WORD_FRAME; // a continuation line: one space, then the word
    }
    word += piece;
  }
  words.push(word);
  return words.map((w) => `=?UTF-8?Q?${w}?=`).join('\r\n ');
}

/** ASCII text folded at its spaces so lines stay within 78 characters where a space allows. */
function foldAtSpaces(text: string, used: number): string {
  let folded = '';
  let line = used;
  for (const [index, token] of text.split(' ').entries()) {
    if (index > 0 && line + 1 + token.length > LINE && line > 1) {
      folded += '\r\n ';
      line = 1;
    } else if (index > 0) {
      folded += ' ';
      line += 1;
    }
    folded += token;
    line += token.length;
  }
  return folded;
}

const asIs = (text: string) => PRINTABLE_ASCII.test(text) && !text.includes('=?');

/** Unstructured text (Subject): ASCII as it is, anything else (or what looks like an encoded word) encoded. */
function unstructured(text: string, used: number): string {
  return asIs(text) ? foldAtSpaces(text, used) : encodedWords(text, used);
}

/**
 * `Name <address>` for From, To and Reply-To (`used`: the field name and ": "). worker-mailer would
 * write `"<encoded word>" <address>` (an encoded word inside quotes, which RFC 2047 forbids), put an
 * ASCII name in quotes without escaping, so a `"` in a visitor's name could close the quotes and add an
 * address to Reply-To, and make one encoded word of any length.
 */
export function mailboxHeader(box: WireMailbox, used = 0): string {
  if (!box.name) return box.address;
  const name = asIs(box.name) ? `"${box.name.replace(/[\\"]/g, '\\$&')}"` : encodedWords(box.name, used);
  const address = `<${box.address}>`;
  const line = name.includes('\r\n') ? lastLine(name) : used + name.length;
  return `${name}${line + 1 + address.length > LINE ? '\r\n ' : ' '}${address}`;
}

const HEADER_NAME = /^[!-9;-~]+$/;

/**
 * worker-mailer's options for a wire message. The headers it would build itself (From, To, Reply-To,
 * Subject) are given ready, so it only adds Date, MIME-Version and the body's Content-Type; the
 * envelope (MAIL FROM, RCPT TO) comes from `from` and `to`.
 */
export function toEmailOptions(message: WireMessage): EmailOptions {
  const headers: Record<string, string> = {
    From: mailboxHeader(message.from, 'From: '.length),
    To: mailboxHeader(message.to, 'To: '.length),
  };
  if (message.replyTo) headers['Reply-To'] = mailboxHeader(message.replyTo, 'Reply-To: '.length);
  headers.Subject = unstructured(message.subject, 'Subject: '.length);
  headers['Message-ID'] = message.messageId;
  if (message.listUnsubscribe) headers['List-Unsubscribe'] = `<${message.listUnsubscribe}>`;
  const ours = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(message.headers)) {
    if (ours.has(name.toLowerCase())) throw new UnsafeMessageError(`header ${name} is the transport's`);
    headers[name] = value;
  }
  // worker-mailer writes `name: value` as given: nothing may end the line early (a fold, CRLF then a
  // space before more text, is the only line break allowed).
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || /[\r\n]/.test(value.replace(/\r\n (?=\S)/g, '')))
      throw new UnsafeMessageError(`unsafe header ${JSON.stringify(name)}`);
  }
  const options: EmailOptions = {
    from: message.from.address,
    to: message.to.address,
    subject: message.subject,
    // worker-mailer refuses a message without a body.
    text: message.text || '\r\n',
    ...(message.html ? { html: message.html } : {}),
    headers,
  };
  // worker-mailer takes attachments as base64 text, with the MIME type it writes as it is.
  if (message.calendar)
    options.attachments = [
      {
        filename: 'invite.ics',
        content: base64Utf8(message.calendar.ics),
        mimeType: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
      },
    ];
  return options;
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// --- errors ------------------------------------------------------------------------------------------

// worker-mailer's errors are plain Errors whose message carries the server's reply; the prefix says
// which command was answered (dist/index.mjs of 1.2.1).
const COMMANDS: [RegExp, string][] = [
  [/^Invalid MAIL FROM:/, 'MAIL FROM'],
  [/^Invalid RCPT TO:/, 'RCPT TO'],
  [/^Failed to send DATA:/, 'DATA'],
  [/^Failed send email body:/, 'DATA'],
  [/^Failed to connect to SMTP server:/, 'CONN'],
  [/^Failed to EHLO\./, 'EHLO'],
  [/^Failed to HELO\./, 'HELO'],
  [/^Failed to start TLS:/, 'STARTTLS'],
  [/^Failed to plain authentication:/, 'AUTH PLAIN'],
  [/^(Invalid login:|Failed to login authentication:)/, 'AUTH LOGIN'],
  [/^(Invalid CRAM-MD5 challenge:|Failed to cram-md5 authentication:)/, 'AUTH CRAM-MD5'],
  [/^(smtp server requires authentication|No supported auth method found)/, 'AUTH'],
  [/^Failed to reset:/, 'RSET'],
  [/^Socket timeout!/, 'CONN'],
];

/**
 * A worker-mailer error as a MailError: the command from the message's prefix and the reply code from
 * the reply it quotes (after the addresses and DSN parameters of the command, if any), e.g.
 * "Invalid RCPT TO: <x@y.ro> NOTIFY=FAILURE 550 5.1.1 No such user" → 550, 'RCPT TO'.
 * `command` is the fallback for errors without a known prefix (the connection's 'CONN').
 */
export function toMailError(error: unknown, command?: string): MailError {
  if (error instanceof MailError) return error;
  const raw = error instanceof Error ? error.message : String(error);
  const message = raw.replace(/\s+/g, ' ').trim();
  const known = COMMANDS.find(([prefix]) => prefix.test(message));
  if (!known) return new MailError(message, { command, cause: error });
  const reply = message.replace(known[0], '').replace(/<[^>]*>/g, ' ');
  const code = /(?:^|\s)([2-5]\d\d)(?=[\s-]|$)/.exec(reply)?.[1];
  return new MailError(message, {
    responseCode: code === undefined ? undefined : Number(code),
    command: known[1],
    cause: error,
  });
}

/** A refusal of the envelope or the content: the server answered, the session goes on after RSET. */
function refusedMessage(error: MailError): boolean {
  return (
    error.responseCode !== undefined &&
    (error.command === 'MAIL FROM' || error.command === 'RCPT TO' || error.command === 'DATA')
  );
}

// --- the connection ----------------------------------------------------------------------------------

/** One SMTP session, as the transport uses it. */
export type SmtpSession = {
  send(email: EmailOptions): Promise<void>;
  close(): Promise<void>;
  /** False once the session ended (closed, or given up by worker-mailer after a failed RSET). */
  readonly open: boolean;
};

export type SmtpConnector = (settings: SmtpSettings) => Promise<SmtpSession>;

/** WorkerMailer's members this adapter uses beyond its typed API (worker-mailer 1.2.1). */
type MailerInternals = {
  active: boolean;
  responseTimeoutMs: number;
  supportsStartTls: boolean;
  socket: { close(): Promise<void> };
  reader: ReadableStreamDefaultReader<Uint8Array>;
  read(): Promise<string>;
  auth(): Promise<void>;
  initializeSmtpSession(): Promise<void>;
  start(): Promise<void>;
  send(email: EmailOptions): Promise<void>;
  close(error?: Error): Promise<void>;
};

/** One SMTP reply (all lines of a multi-line one) from the socket. */
async function readReply(mailer: MailerInternals): Promise<string> {
  const decoder = new TextDecoder();
  let reply = '';
  for (;;) {
    // `reader` is read each time: STARTTLS replaces it.
    const { value, done } = await mailer.reader.read();
    if (done) throw new Error(`Connection closed by the SMTP server${reply ? `: ${reply}` : ''}`);
    reply += decoder.decode(value, { stream: true });
    if (!reply.endsWith('\n')) continue;
    const lines = reply.split(/\r?\n/);
    if (!/^\d{3}-/.test(lines[lines.length - 2] ?? '')) return reply;
  }
}

/**
 * QUIT, waiting at most CLOSE_TIMEOUT_MS for the server, then the socket is closed whatever happened
 * (worker-mailer's `close()` leaves it open when the answer to QUIT does not come).
 */
async function endSession(mailer: MailerInternals): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    mailer.close().catch(() => {}),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  await mailer.socket.close().catch(() => {});
}

/**
 * Opens a session with worker-mailer. It does what `WorkerMailer.connect()` does (construct, then
 * `initializeSmtpSession()`, then the `start()` loop), with fixes for bugs of 1.2.1 that would hit us,
 * made on this instance before it reads anything:
 * - `read()` loops forever on a connection the server closed (`if (!value) continue` without looking at
 *   `done`): a microtask loop that starves the timers too, so the Worker hangs until the runtime kills
 *   it. Ours throws "Connection closed by the SMTP server".
 * - The constructor sets the reply timeout from `socketTimeoutMs` and ignores `responseTimeoutMs`.
 * - STARTTLS is opportunistic; with `requireTls` the session fails before AUTH and before any message
 *   when the connection is still plain text. (`supportsStartTls` true means `tls()` ran: `startTls` is
 *   on whenever `requireTls` is, and worker-mailer upgrades as soon as the server offers it.)
 * - `close()` leaves the socket open when QUIT is not answered: endSession closes it.
 * - Without credentials it throws whenever the server offers AUTH; ours skips AUTH then, as nodemailer does.
 * Upgrading worker-mailer means checking these internals again; the workerd test
 * (transport-worker.workerd.test.ts) goes through each of them.
 */
export const connectWorkerMailer: SmtpConnector = async (settings) => {
  const { WorkerMailer } = await import('worker-mailer');
  const Mailer = WorkerMailer as unknown as new (options: WorkerMailerOptions) => MailerInternals;
  let mailer: MailerInternals;
  try {
    mailer = new Mailer(workerMailerOptions(settings));
  } catch (error) {
    throw toMailError(error, 'CONN');
  }
  mailer.responseTimeoutMs = RESPONSE_TIMEOUT_MS;
  mailer.read = () => readReply(mailer);
  const auth = mailer.auth.bind(mailer);
  mailer.auth = async () => {
    if (settings.requireTls && !settings.secure && !mailer.supportsStartTls)
      throw new MailError(
        `${settings.host}:${settings.port} did not offer STARTTLS: not sending credentials or mail over plain text (use smtps:// on 465, or a server that offers STARTTLS)`,
        { command: 'STARTTLS' },
      );
    // No credentials in SMTP_URL: send without AUTH, as nodemailer does on Node (a relay that trusts the
    // sender). worker-mailer 1.2.1 would refuse every server that merely offers AUTH.
    if (!settings.credentials) return;
    await auth();
  };
  try {
    await mailer.initializeSmtpSession();
  } catch (error) {
    void endSession(mailer);
    throw toMailError(error, 'CONN');
  }
  // The loop that sends queued messages one by one; it ends with the session and reports through each send.
  void mailer.start().catch(() => {});
  return {
    send: (email) => mailer.send(email),
    close: () => endSession(mailer),
    get open() {
      return mailer.active;
    },
  };
};

/**
 * SMTP through worker-mailer, one connection at a time (see the top of this file). Concurrent sends
 * share the connection and go out in turn. Call `close()` once the sends it should wait for have
 * settled: it ends the session, failing any message still queued on it.
 */
export class WorkerMailTransport implements MailTransport {
  private readonly settings: SmtpSettings;
  /** The session of this drain: connecting, or open. */
  private session: Promise<SmtpSession> | null = null;

  constructor(
    smtpUrl: string,
    private readonly connect: SmtpConnector = connectWorkerMailer,
  ) {
    this.settings = parseSmtpUrl(smtpUrl);
  }

  /** The open session, or a new one. Concurrent callers share one connection attempt and its failure. */
  private async current(): Promise<{ pending: Promise<SmtpSession>; session: SmtpSession }> {
    for (let attempt = 0; ; attempt++) {
      let pending = this.session;
      if (!pending) {
        pending = this.connect(this.settings).catch((error: unknown) => {
          throw toMailError(error, 'CONN');
        });
        this.session = pending;
      }
      let session: SmtpSession;
      try {
        session = await pending;
      } catch (error) {
        if (this.session === pending) this.session = null;
        throw error;
      }
      if (session.open) return { pending, session };
      // worker-mailer ended the session on its own (a failed RSET): a send on it would never settle.
      this.drop(pending, session);
      if (attempt > 0)
        throw new MailError('the SMTP session ended as soon as it opened', { command: 'CONN' });
    }
  }

  /** Forgets a session in doubt; the next send connects anew. */
  private drop(pending: Promise<SmtpSession>, session: SmtpSession): void {
    if (this.session !== pending) return;
    this.session = null;
    void session.close().catch(() => {});
  }

  async send(message: WireMessage): Promise<void> {
    const email = toEmailOptions(message);
    const { pending, session } = await this.current();
    try {
      await session.send(email);
    } catch (error) {
      const failure = toMailError(error);
      if (!refusedMessage(failure) || !session.open) this.drop(pending, session);
      throw failure;
    }
  }

  async close(): Promise<void> {
    const pending = this.session;
    this.session = null;
    const session = await pending?.catch(() => null);
    await session?.close();
  }
}

/** The Worker's transport for SMTP_URL (throws a configuration error for a URL that can never work). */
export function createWorkerTransport(smtpUrl: string): MailTransport {
  return new WorkerMailTransport(smtpUrl);
}
