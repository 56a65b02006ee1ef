/**
 * Reading a form's body from a Web `Request`, the same on both hosts. What only a socket can do (a
 * lingering close after a refusal, transfer codings) stays in the Node host (server/body.ts).
 */
import { formLocale, type FormLocale } from '@/lib/forms/schemas';
import { requestLocale } from '@/server/core/locale';
import { wantsHtml } from '@/server/core/http';

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

/** A body that sends nothing for this long is given up with 408. */
export const BODY_IDLE_MS = 10_000;

function mediaType(request: Request): { type: string; charset?: string } {
  const [type = '', ...params] = (request.headers.get('content-type') ?? '').split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([key]) => key?.toLowerCase() === 'charset')?.[1]
    ?.replace(/"/g, '')
    .toLowerCase();
  return { type: type.trim().toLowerCase(), charset };
}

/** The request's content type, if it is one we read. */
export function bodyKind(request: Request): 'json' | 'form' | null {
  const { type, charset } = mediaType(request);
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return null;
  const encoding = (request.headers.get('content-encoding') ?? 'identity').toLowerCase();
  if (encoding !== 'identity') return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

type Raw = Uint8Array | 'too-large' | 'timeout' | 'aborted';

/** At most maxBytes of the body, chunk by chunk; gives up at the first byte over, or when it goes quiet. */
async function readRaw(request: Request, maxBytes: number, idleMs: number): Promise<Raw> {
  const declared = Number(request.headers.get('content-length'));
  // Over the limit by its own word: answered at once, before a byte of the body is read.
  if (Number.isFinite(declared) && declared > maxBytes) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const quiet = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), idleMs);
    });
    let next: ReadableStreamReadResult<Uint8Array> | 'timeout';
    try {
      next = await Promise.race([reader.read(), quiet]);
    } catch {
      return 'aborted';
    } finally {
      clearTimeout(timer);
    }
    if (next === 'timeout' || (!next.done && size + next.value.byteLength > maxBytes)) {
      // The rest is not read; the host ends the connection gently (server/body.ts).
      reader.cancel().catch(() => {});
      return next === 'timeout' ? 'timeout' : 'too-large';
    }
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
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
 * 415 for another content type, 413 when too large, 408 when it stalls, 400 when it does not parse or
 * is not valid UTF-8. Null when the client went away (nobody to answer).
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  locale: FormLocale = 'ro',
  idleMs = BODY_IDLE_MS,
): Promise<BodyResult | null> {
  const kind = bodyKind(request);
  if (!kind) return failure('unsupported', locale);
  const raw = await readRaw(request, maxBytes, idleMs);
  if (raw === 'aborted') return null;
  if (raw === 'too-large') return failure('tooLarge', locale);
  if (raw === 'timeout') return failure('timeout', locale);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(raw);
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

/** A form's post, read: its fields, and how and in which language to answer it. */
export type FormPost = {
  data: Record<string, unknown>;
  kind: 'json' | 'form';
  /** A browser's plain form post (no JavaScript) gets a page, not JSON (server/core/http.ts). */
  html: boolean;
  /** The form says its language (`lang`); a post without one keeps what the request said. */
  language: FormLocale;
};

/**
 * The start every form's POST shares (contact, newsletter, booking): the body read within the limits,
 * and the language and kind of the answer. A Response when the body cannot be read (the refusal, in the
 * language the request asked for), null when the client went away.
 */
export async function readFormPost(
  request: Request,
  options: { maxBodyBytes: number; bodyIdleMs?: number },
  reject: (status: number, message: string) => Response,
): Promise<FormPost | Response | null> {
  const requested = requestLocale(request);
  const body = await readBody(request, options.maxBodyBytes, requested, options.bodyIdleMs);
  if (!body) return null;
  if (!body.ok) return reject(body.status, body.message);
  return {
    data: body.data,
    kind: body.kind,
    html: wantsHtml(request, body.kind),
    language: body.data.lang === undefined ? requested : formLocale(body.data.lang),
  };
}
