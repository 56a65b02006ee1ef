import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { BASE_SECURITY_HEADERS } from '@/server/core/security-headers';

export { BODY_MESSAGES, BODY_MESSAGES_IN, type BodyFailure } from '@/server/core/body';

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

/** Reads and drops the rest of a body we will not use, up to a limit; past it, the connection ends (lingering). */
export function drain(req: IncomingMessage): void {
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT) lingerOnClose(req);
  });
  req.on('error', () => {});
}


/** The request's headers as Web Headers (repeated ones joined, as HTTP allows). */
export function nodeHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The request's body as a Web stream, read only as fast as the forms core asks for it (backpressure:
 * the socket is paused while a chunk waits), so a body the core refuses is never buffered. `detach`
 * hands what is left back to the host (the lingering close) once the answer is decided.
 */
export function nodeBody(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; detach(): void } {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const onData = (chunk: Buffer) => {
    controller?.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller?.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => controller?.close();
  const onAbort = () => {
    if (!req.complete) controller?.error(new Error('the client went away'));
  };
  const detach = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('close', onAbort);
    req.off('error', onAbort);
    controller = null;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on('data', onData);
        req.on('end', onEnd);
        req.on('close', onAbort);
        req.on('error', onAbort);
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
      },
    },
    { highWaterMark: 1 },
  );
  return { stream, detach };
}

/**
 * A plain-text refusal that ends the connection (lingering, above) without reading the body: the Node
 * server's 400/421/501 before a request reaches a handler, and the Cloudflare preview's front door's.
 */
export function refuseConnection(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  lingerOnClose(req);
  const body = `${message}\n`;
  res.writeHead(status, {
    ...BASE_SECURITY_HEADERS,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
