import type { IncomingMessage } from 'node:http';

export type BodyResult =
  | { ok: true; data: Record<string, unknown>; kind: 'json' | 'form' }
  | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_MESSAGES = {
  tooLarge: 'Mesajul este prea mare. Scurtează textul și încearcă din nou.',
  unsupported: 'Formatul cererii nu este acceptat. Trimite datele ca JSON sau ca formular.',
  malformed: 'Cererea nu a putut fi citită (format greșit). Reîncarcă pagina și încearcă din nou.',
} as const;

/** After a 413 we read (and drop) at most this much more, so the client gets to see the answer. */
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

/** Reads and drops the rest of a body we will not use, up to a limit; past it, closes the connection. */
export function drain(req: IncomingMessage): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT) req.destroy();
  });
  req.on('error', () => {});
}

function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large' | 'aborted'> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const tooLarge = () => {
      over = true;
      chunks.length = 0;
      resolve('too-large');
    };
    if (Number.isFinite(declared) && declared > maxBytes) tooLarge();
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > maxBytes + DRAIN_LIMIT) req.destroy();
        return;
      }
      if (size > maxBytes) {
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks, size));
    });
    req.on('error', () => resolve('aborted'));
    req.on('close', () => resolve('aborted'));
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
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult | null> {
  const kind = bodyKind(req);
  if (!kind) {
    drain(req);
    return { ok: false, status: 415, message: BODY_MESSAGES.unsupported };
  }
  const raw = await readRaw(req, maxBytes);
  if (raw === 'aborted') return null;
  if (raw === 'too-large') return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
  if (kind === 'form') return { ok: true, kind, data: parseForm(text) };
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
    return { ok: true, kind, data: data as Record<string, unknown> };
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
}
