/**
 * The local Cloudflare preview's front door (`npm run preview:cloudflare`): a small node:http server on the
 * preview's port that answers for the names the Node server answers for, and hands everything else to
 * `wrangler dev` listening on a private loopback port.
 *
 * Why a front and not a check in the Worker: `wrangler dev` answers some paths itself before the Worker
 * runs (`/__scheduled`, which fires the crons with --test-scheduled), and it answers any Host. A page on
 * `evil.example` whose name is re-pointed at 127.0.0.1 (DNS rebinding) could then post forms through the
 * developer's real SMTP_URL or fire the crons. On Cloudflare itself the Worker only receives the names
 * routed to it, so the deployed Worker needs no such check.
 *
 * The second reason is load: wrangler's proxy keeps a socket of each client connection, and under a
 * flood of short-lived connections it left thousands in CLOSE-WAIT and stopped answering (issue 44).
 * Here every request reaches wrangler over a small pool of kept-alive connections, whatever the clients
 * do. The preview is for trying the site, not for load (docs/security.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@/server/core/api';
import { refuseConnection } from '@/server/body';
import { hostAllowed, requestHost } from '@/server/hosts';
import { requestLocale } from '@/server/locale';

/** Headers of one connection (RFC 9110 §7.6.1), not passed from one side to the other. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/** Connections to wrangler at most, kept alive and reused. */
export const UPSTREAM_SOCKETS = 16;
/** Requests waiting for or at wrangler at most; past it, 503 at once instead of an ever longer queue. */
export const MAX_PENDING = 256;
/**
 * Its 503s say when to come back, as the forms' own do (server/core/api.ts): a client that honours
 * Retry-After (and the test of a flood, worker/faults.test.ts) waits for the queue to drain.
 */
const BUSY = { 'Retry-After': '2' };
/** A body larger than this is refused here (the forms' own limit, MAX_BODY_BYTES, is far lower). */
const MAX_BODY_BYTES = 1024 * 1024;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\//i;

const TOO_LARGE = {
  ro: 'Cererea este prea mare.',
  en: 'The request is too large.',
};
const UPSTREAM_DOWN = {
  ro: 'Previzualizarea Cloudflare nu răspunde acum (wrangler pornește sau repornește). Încearcă din nou peste câteva secunde.',
  en: 'The Cloudflare preview is not answering now (wrangler is starting or restarting). Try again in a few seconds.',
};

export type Front = { origin: string; server: http.Server; close(): Promise<void> };

export function startFront({
  port,
  host = '127.0.0.1',
  upstreamPort,
  allowed,
}: {
  port: number;
  host?: string;
  upstreamPort: number;
  /** The names of the site (server/hosts.ts allowedHosts), as the Node server has them. */
  allowed: ReadonlySet<string>;
}): Promise<Front> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: UPSTREAM_SOCKETS, maxFreeSockets: UPSTREAM_SOCKETS });
  /** Requests handed to wrangler and not yet answered in full (queued in the pool or in flight). */
  let pending = 0;
  const server = http.createServer((req, res) => {
    const locale = requestLocale(req);
    const name = requestHost(req);
    if (name === null) return refuseConnection(req, res, 400, API_MESSAGES[locale].badRequest);
    if (!hostAllowed(name, allowed)) return refuseConnection(req, res, 421, API_MESSAGES[locale].misdirected);
    if (pending >= MAX_PENDING) return refuseConnection(req, res, 503, UPSTREAM_DOWN[locale], BUSY);
    // The whole body first: wrangler never gets a request whose client stops half-way (it would hold
    // that connection open waiting for the rest).
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        refuseConnection(req, res, 413, TOO_LARGE[locale]);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES || res.destroyed) return;
      forward(req, res, name, Buffer.concat(chunks), locale);
    });
  });

  function forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    name: string | undefined,
    body: Buffer,
    locale: 'ro' | 'en',
  ) {
    // The path only (an absolute-form target becomes origin-form); Host as the visitor named it, so the
    // Worker builds its URLs from the name it was asked by.
    const target = req.url ?? '/';
    const path = ABSOLUTE.test(target) ? new URL(target).pathname + new URL(target).search : target;
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: name ?? `127.0.0.1:${port}` };
    for (const hop of HOP_BY_HOP) delete headers[hop];
    if (body.length > 0 || req.headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    pending++;
    let answer: http.IncomingMessage | undefined;
    const send = (fresh: boolean) => {
      const upstream = http.request(
        // A retry goes on a connection of its own, outside the pool (see below).
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path, headers, agent: fresh ? false : agent },
        (response) => {
          answer = response;
          response.on('close', () => pending--);
          // Read to the end even for a visitor who left: the pooled connection stays usable. (Closing
          // it instead is what leaves wrangler's side in CLOSE-WAIT.)
          if (res.destroyed) return void response.resume();
          const kept: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            if (!HOP_BY_HOP.has(response.rawHeaders[i]!.toLowerCase()))
              kept.push(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
          res.writeHead(response.statusCode ?? 502, kept);
          response.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection that wrangler closed just as it was taken again is reset before a byte
        // of answer: the race of an idle close, where the request was not read. It goes once more, on a
        // new connection (the retry Node's documentation gives for request.reusedSocket), POSTs included;
        // a second failure is the visitor's 503.
        if (!answer && !fresh && upstream.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
          return send(true);
        // On the preview's terminal: why a visitor got the 503 (the path only, never a query's token).
        console.error(
          `preview:cloudflare: wrangler nu a răspuns la ${req.method} ${path.split('?')[0]} (${error.code ?? error.message}); vizitatorul a primit 503.`,
        );
        if (!answer) pending--;
        if (res.headersSent) res.destroy();
        else refuseConnection(req, res, 503, UPSTREAM_DOWN[locale], BUSY);
      });
      upstream.end(body);
    };
    send(false);
    res.on('close', () => {
      if (res.writableFinished || !answer) return;
      answer.unpipe(res);
      answer.resume();
    });
  }
  // A client that opens a connection and sends nothing, or sends slowly, holds a socket here, not in wrangler.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  // wrangler dev's live reload and devtools use WebSockets on their own ports, not this one.
  server.on('upgrade', (_req, socket) => socket.destroy());
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
