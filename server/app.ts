import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryAfterMessage } from '@/lib/forms/messages';
import { BODY_MESSAGES_IN, drain, lingerOnClose, nodeBody, nodeHeaders, refuseConnection, unsupportedTransferCoding } from '@/server/body';
import { loadData } from '@/lib/data/load';
import type { AppOptions } from '@/server/config';
import { API_MESSAGES, createApi, FORBIDDEN_METHODS } from '@/server/core/api';
import { requestLocale as webLocale } from '@/server/core/locale';
import { openDatabase, type DB } from '@/server/db';
import { BASE_SECURITY_HEADERS, HSTS, isHttps, setSecurityHeaders } from '@/server/headers';
import { allowedHosts, hostAllowed, requestHost } from '@/server/hosts';
import { requestLocale } from '@/server/locale';
import { OutboxWorker } from '@/server/mail/outbox';
import { loadPageShell } from '@/server/page-shell';
import { BadRequestError, canonicalPath, locationFor, parseRequestPath } from '@/server/path';
import { clientAddress, proxyTrust } from '@/server/proxy';
import { RateLimiter, SharedRateLimiter, type Limiter } from '@/server/rate-limit';
import { applyRetention } from '@/server/retention';
import { createStaticHandler } from '@/server/static';
import { createNodeTransport } from '@/server/mail/transport-node';

export type { AppOptions } from '@/server/config';

export type App = {
  server: http.Server;
  /** Null when the forms API is disabled, and until listen() has opened the database. */
  readonly db: DB | null;
  readonly worker: OutboxWorker | null;
  /** Starts listening; resolves with the origin (http://host:port). */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops accepting requests, lets the outbox finish its batch, closes the database. */
  close(): Promise<void>;
  /** Retention (also run at start and on a schedule). */
  runMaintenance(): Promise<void>;
};

export const RATE_LIMIT_MESSAGE = (seconds: number) => retryAfterMessage(seconds);

/** The site's HTTP server: the forms API under /api, the static export for the rest. */
export function createApp(options: AppOptions): App {
  const handleStatic = createStaticHandler(options.outDir);
  const formsOn = options.dataDir !== null;
  const trust = proxyTrust(options.trustProxy);
  const hosts = allowedHosts([options.siteUrl, options.publicUrl, ...options.corsOrigins], options.extraHosts);
  /** Where "back to the site" links point: "/" when this server also serves the site. */
  const siteHref = options.publicUrl === options.siteUrl ? '/' : options.siteUrl;
  // Opened by listen(): the database (and, with PostgreSQL, its migrations) is asynchronous.
  let db: DB | null = null;
  let worker: OutboxWorker | null = null;
  let limiter: Limiter | null = null;
  let sweepLimits: (() => Promise<unknown>) | null = null;

  const runMaintenance = async () => {
    if (!db) return;
    try {
      const removed = await applyRetention(
        db,
        options.retentionMonths,
        new Date(options.now?.() ?? Date.now()),
      );
      if (removed && removed.leads > 0)
        options.log(`retention: deleted ${removed.leads} leads older than ${options.retentionMonths} months`);
      await sweepLimits?.();
    } catch (error) {
      options.log(`retention failed: ${(error as Error).message}`);
    }
  };

  let api: ReturnType<typeof createApi> | null = null;

  async function openForms(): Promise<void> {
    if (!formsOn || db) return;
    const opened = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      poolSize: options.poolSize,
    });
    db = opened;
    const brand = {
      siteName: options.siteName,
      ownerName: options.ownerName,
      ownerEmail: options.ownerEmail,
      siteUrl: options.siteUrl,
      options: loadData('contact'),
    };
    const mailer = new OutboxWorker(opened, {
      ...options.outbox,
      transport: options.smtpUrl ? createNodeTransport(options.smtpUrl) : null,
      from: options.mailFrom,
      log: options.log,
      strangerMailPerHour: options.strangerMailPerHour,
      owner: { address: options.ownerEmail, siteName: options.siteName },
      now: options.now,
      instanceId: options.instanceId,
      // Always: the visitors' booking reminders go through it too; lead reminders only exist with a delay (due_at).
      reminders: { brand, publicUrl: options.publicUrl },
    });
    worker = mailer;
    if (options.rateLimit) {
      // One process (SQLite) counts in memory; instances sharing PostgreSQL count in it.
      if (opened.engine === 'postgres') {
        const shared = new SharedRateLimiter(opened, options.rateLimit);
        limiter = shared;
        sweepLimits = () => shared.sweep();
      } else {
        limiter = new RateLimiter(options.rateLimit);
      }
    }
    api = createApi({
      db: opened,
      engine: opened.engine,
      limiter,
      options,
      mail: mailer,
      brand,
      siteHref,
      now: options.now ?? Date.now,
      shell: (language) => (options.outDir ? loadPageShell(options.outDir, language) : null),
    });
  }

  /**
   * Hands a request under /api to the forms core as a Web Request, its body streamed from the socket,
   * and writes the core's Response. What only the socket knows stays here: the client's address (the
   * socket, or a trusted proxy), and ending the connection gently when the core answered before the
   * body was read (a 413, a 429: lingering close, server/body.ts).
   */
  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
    search: string,
  ): Promise<void> {
    if (FORBIDDEN_METHODS.test(req.method ?? '')) {
      // TRACE, TRACK: no Web Request can carry them, so the core sees a stand-in with the same headers.
      drain(req);
      const standIn = new Request(`http://localhost${pathname}${search}`, { headers: nodeHeaders(req) });
      await writeResponse(res, api ? api.refuseMethod(standIn, pathname) : apiOff(standIn));
      return;
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : nodeBody(req);
    const request = new Request(`http://localhost${pathname}${search}`, {
      method: req.method,
      headers: nodeHeaders(req),
      body: body?.stream ?? null,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = api
      ? await api.handle(request, pathname, { address: clientAddress(peerOf(req), trust) })
      : apiOff(request);
    body?.detach();
    if (!response) return;
    // The rest of an unread body is not worth waiting for: the connection ends, lingering.
    await writeResponse(res, response, body !== null && !req.complete);
  }

  async function writeResponse(res: http.ServerResponse, response: Response, closing = false): Promise<void> {
    const payload = Buffer.from(await response.arrayBuffer());
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.setHeader('Content-Length', payload.byteLength);
    if (closing) {
      res.setHeader('Connection', 'close');
      lingerOnClose(res.req);
    }
    res.end(payload);
  }

  /** FORMS_API=off: /api answers 404 as a static host would, and the forms offer e-mail instead. */
  function apiOff(request: Request): Response {
    return Response.json(
      { message: API_MESSAGES[webLocale(request)].notFound },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }

  const peerOf = (req: http.IncomingMessage) => ({ remoteAddress: req.socket.remoteAddress, headers: req.headers });
  const https = (req: http.IncomingMessage) => isHttps(req, trust);

  /** Routes one request. Throws (or rejects) only for what the guard below turns into a status. */
  function route(req: http.IncomingMessage, res: http.ServerResponse): void | Promise<void> {
    // Two Host lines: 400. A name that is not this site's (a DNS-rebinding page, or a misrouted request):
    // 421 (RFC 9110), this server does not answer for that name (server/hosts.ts).
    const host = requestHost(req);
    if (host === null) {
      refuseConnection(req, res, 400, API_MESSAGES[requestLocale(req)].badRequest);
      return;
    }
    if (!hostAllowed(host, hosts)) {
      refuseConnection(req, res, 421, API_MESSAGES[requestLocale(req)].misdirected);
      return;
    }
    const { decoded, clean, search } = parseRequestPath(req.url);
    // Node removes the chunking but not a compression before it: the body cannot be read as sent.
    if (unsupportedTransferCoding(req)) {
      refuseConnection(req, res, 501, BODY_MESSAGES_IN[requestLocale(req)].transferCoding);
      return;
    }
    if (clean === '/api' || clean.startsWith('/api/')) {
      setSecurityHeaders(res, req, clean, trust);
      return handleApi(req, res, clean, search);
    }
    const hsts = https(req) ? { 'Strict-Transport-Security': HSTS } : undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      drain(req);
      res.writeHead(405, { ...BASE_SECURITY_HEADERS, ...hsts, Allow: 'GET, HEAD', 'Content-Length': 0 });
      res.end();
      return;
    }
    // One URL per page; the Location is built from the clean path, so it never leaves the origin.
    const canonical = canonicalPath(clean);
    // A renamed page's old address (lib/redirects.ts), the query kept: in one hop even when written
    // another way (`/despre/`), as the Worker's assets answer from the same `_redirects` table.
    const moved = handleStatic.movedTo(canonical);
    if (moved) {
      res.writeHead(301, {
        ...BASE_SECURITY_HEADERS,
        ...hsts,
        Location: moved.startsWith('/') ? locationFor(moved, search) : moved,
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    if (canonical !== decoded) {
      res.writeHead(301, {
        ...BASE_SECURITY_HEADERS,
        ...hsts,
        Location: locationFor(canonical, search),
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    handleStatic.serve(req, res, canonical, hsts);
  }

  /**
   * The one boundary every request passes: whatever a handler throws or rejects becomes an answer (400
   * for a request we cannot read, 503 when the database is unavailable, a logged 500 for our own bug)
   * and the process stays up.
   */
  function fail(req: http.IncomingMessage, res: http.ServerResponse, error: unknown) {
    const clientFault = error instanceof BadRequestError;
    const isApi = (req.url ?? '').startsWith('/api');
    if (res.headersSent) {
      options.log(`${clientFault ? 400 : 500} ${req.method ?? '?'} after the answer began: ${(error as Error)?.message ?? String(error)}`);
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    if (clientFault) options.log(`400 ${req.method ?? '?'}: ${error.message}`);
    else options.log(`500 ${req.method ?? '?'}: ${(error as Error)?.stack ?? String(error)}`);
    drain(req);
    const status = clientFault ? 400 : 500;
    const locale = requestLocale(req);
    const message = clientFault ? API_MESSAGES[locale].badRequest : API_MESSAGES[locale].unexpected;
    const body = isApi ? JSON.stringify({ message }) : `${message}\n`;
    res.writeHead(status, {
      ...BASE_SECURITY_HEADERS,
      'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      ...(clientFault ? { Connection: 'close' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const noop = () => {};
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // A client that resets mid-request makes these emit "error"; unheard, that would end the process.
    req.on('error', noop);
    res.on('error', noop);
    try {
      const pending = route(req, res);
      if (pending) pending.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  });
  // A slow client cannot hold a request open for minutes: the headers within 15 s, the whole request
  // within 30 s (checked every second, connectionsCheckingInterval above; Node's default is 30 s, which
  // let a stalled request sit for nearly a minute), and a body that goes quiet for 10 s gets its 408 at
  // once (server/body.ts).
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;

  let maintenance: NodeJS.Timeout | null = null;

  let sweeper: NodeJS.Timeout | null = null;

  return {
    server,
    get db() {
      return db;
    },
    get worker() {
      return worker;
    },
    runMaintenance,
    async listen(port = 0, host = '127.0.0.1') {
      await openForms();
      const origin = await new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${shownHost}:${address.port}`);
        });
      });
      await runMaintenance();
      maintenance = setInterval(() => void runMaintenance(), options.maintenanceIntervalMs);
      maintenance.unref();
      if (sweepLimits && options.rateLimit) {
        const sweep = sweepLimits;
        sweeper = setInterval(() => void sweep().catch(() => {}), options.rateLimit.windowMs);
        sweeper.unref();
      }
      await worker?.start();
      return origin;
    },
    async close() {
      if (maintenance) clearInterval(maintenance);
      if (sweeper) clearInterval(sweeper);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 3000);
      await closed;
      clearTimeout(force);
      await worker?.stop();
      await db?.close();
    },
  };
}
