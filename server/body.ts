import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FormLocale } from '@/lib/forms/schemas';

export type BodyFailure = 'tooLarge' | 'unsupported' | 'malformed' | 'timeout';

export type BodyResult =
  | { ok: true; data: Record<string, unknown>; kind: 'json' | 'form' }
  | { ok: false; status: 400 | 408 | 413 | 415; reason: BodyFailure; message: string };

/** What the service says when it cannot read a body, in the form's language. */
export const BODY_MESSAGES_IN = {
  ro: {
    tooLarge: 'Mesajul este prea mare. Scurtează textul și încearcă din nou.',
    unsupported: 'Formatul cererii nu este acceptat. Trimite datele ca JSON sau ca formular.',
    malformed: 'Cererea nu a putut fi citită (format greșit). Reîncarcă pagina și încearcă din nou.',
    timeout: 'Mesajul a ajuns prea încet și nu a fost primit. Verifică legătura la internet și încearcă din nou.',
    transferCoding: 'Codificarea cererii nu este acceptată. Trimite datele necomprimate.',
  },
  en: {
    tooLarge: 'The message is too large. Please shorten it and try again.',
    unsupported: 'This request format is not accepted. Please send the data as JSON or as a form.',
    malformed: 'The request could not be read (bad format). Please reload the page and try again.',
    timeout: 'The message arrived too slowly and was not received. Please check your connection and try again.',
    transferCoding: 'This request encoding is not accepted. Please send the data uncompressed.',
  },
} as const satisfies Record<FormLocale, Record<BodyFailure | 'transferCoding', string>>;
export const BODY_MESSAGES = BODY_MESSAGES_IN.ro;

const STATUS: Record<BodyFailure, 400 | 408 | 413 | 415> = {
  tooLarge: 413,
  unsupported: 415,
  malformed: 400,
  timeout: 408,
};

const failure = (reason: BodyFailure, locale: FormLocale): BodyResult => ({
  ok: false,
  status: STATUS[reason],
  reason,
  message: BODY_MESSAGES_IN[locale][reason],
});

/** A body that sends nothing for this long is given up with 408 (headers and whole requests: app.ts). */
export const BODY_IDLE_MS = 10_000;
/** After an answer that ends the connection, what the client still sends is read and dropped this long. */
const LINGER_MS = 5_000;

/**
 * Transfer codings other than chunked (`gzip, chunked`): Node's parser removes the chunking but not the
 * compression, so the body would be read as if it were plain. RFC 9112 §6.1: answer 501.
 */
export function unsupportedTransferCoding(req: IncomingMessage): boolean {
  const value = req.headers['transfer-encoding'];
  if (value === undefined) return false;
  return String(value)
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .some((coding) => coding !== 'chunked');
}

/**
 * Ends the connection after the answer the way nginx's lingering close does: our side is closed, and
 * what the client is still sending is read and dropped for a few seconds before the socket goes. Closing
 * at once, with unread bytes in the kernel's buffer, sends a TCP reset, which can wipe the answer (the
 * 413 a client uploading a large body must see) from the client's buffer before it reads it.
 */
export function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket as Socket & { lingering?: boolean };
  if (socket.lingering) return;
  socket.lingering = true;
  // Node's server calls destroySoon() once a "Connection: close" answer is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.resume();
  };
  req.on('data', () => {});
  req.on('error', () => {});
  req.resume();
}

/** A body we will not use is read and dropped up to this much, keeping the connection; past it, lingering close. */
const DRAIN_LIMIT = 1024 * 1024;

function mediaType(req: IncomingMessage): { type: string; charset?: string } {
  const [type = '', ...params] = String(req.headers['content-type'] ?? '').split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([key]) => key?.toLowerCase() === 'charset')?.[1]
    ?.replace(/"/g, '')
    .toLowerCase();
  return { type: type.trim().toLowerCase(), charset };
}

/** The request's content type, if it is one we read. */
export function bodyKind(req: IncomingMessage): 'json' | 'form' | null {
  const { type, charset } = mediaType(req);
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return null;
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/** Reads and drops the rest of a body we will not use, up to a limit; past it, the connection ends (lingering). */
export function drain(req: IncomingMessage): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT) lingerOnClose(req);
  });
  req.on('error', () => {});
}

function readRaw(
  req: IncomingMessage,
  maxBytes: number,
  idleMs: number,
): Promise<Buffer | 'too-large' | 'timeout' | 'aborted'> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    let idle: NodeJS.Timeout | undefined;
    const finish = (result: Buffer | 'too-large' | 'timeout' | 'aborted') => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      chunks.length = 0;
      // Whatever else arrives is dropped; the answer (413, 408) ends the connection with a lingering close.
      if (result === 'too-large' || result === 'timeout') lingerOnClose(req);
      resolve(result);
    };
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => finish('timeout'), idleMs);
      idle.unref();
    };
    // Over the limit by its own word: answered at once, before a byte of the body is read.
    if (Number.isFinite(declared) && declared > maxBytes) {
      finish('too-large');
      return;
    }
    arm();
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        finish('too-large');
        return;
      }
      chunks.push(chunk);
      arm();
    });
    req.on('end', () => {
      if (!done) {
        const body = Buffer.concat(chunks, size);
        finish(body);
      }
    });
    req.on('error', () => finish('aborted'));
    req.on('close', () => finish('aborted'));
  });
}

/** Form posts repeat a key for each checked box ("services=a&services=b"). */
function parseForm(text: string): Record<string, unknown> {
  const fields = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(text)) {
    const previous = fields.get(key);
    fields.set(
      key,
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value],
    );
  }
  // fromEntries defines own properties, so a "__proto__" field cannot reach the prototype.
  return Object.fromEntries(fields);
}

/**
 * Reads a JSON or URL-encoded body of at most maxBytes. Answers with the status to send on failure:
 * 415 for another content type, 413 when too large, 400 when it does not parse or is not valid UTF-8.
 */
export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
  locale: FormLocale = 'ro',
  idleMs = BODY_IDLE_MS,
): Promise<BodyResult | null> {
  const kind = bodyKind(req);
  if (!kind) {
    drain(req);
    return failure('unsupported', locale);
  }
  const raw = await readRaw(req, maxBytes, idleMs);
  if (raw === 'aborted') return null;
  if (raw === 'too-large' || raw === 'timeout') return failure(raw === 'timeout' ? 'timeout' : 'tooLarge', locale);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return failure('malformed', locale);
  }
  if (kind === 'form') return { ok: true, kind, data: parseForm(text) };
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return failure('malformed', locale);
    return { ok: true, kind, data: data as Record<string, unknown> };
  } catch {
    return failure('malformed', locale);
  }
}
