import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryAfterMessage } from '@/lib/forms/messages';
import type { FormLocale } from '@/lib/forms/schemas';
import { createContactHandler } from '@/server/api/contact';
import { UNAVAILABLE_MESSAGE_IN, type ApiContext } from '@/server/api/context';
import { createNewsletterHandlers } from '@/server/api/newsletter';
import { BODY_MESSAGES_IN, bodyKind, drain, lingerOnClose, unsupportedTransferCoding } from '@/server/body';
import type { AppOptions } from '@/server/config';
import { openDatabase, type DB } from '@/server/db';
import { allowedHosts, hostAllowed } from '@/server/hosts';
import { requestLocale } from '@/server/locale';
import { clientAddress, proxyTrust } from '@/server/proxy';
import { isDatabaseUnavailable } from '@/server/sql';
import {
  BASE_SECURITY_HEADERS,
  HSTS,
  isHttps,
  setDocumentSecurityHeaders,
  setSecurityHeaders,
} from '@/server/headers';
import { OutboxWorker, outboxStats } from '@/server/mail/outbox';
import { clientKey, RateLimiter, SharedRateLimiter, type Limiter } from '@/server/rate-limit';
import { sendJson, sendPage, setSiteLook, wantsHtml } from '@/server/respond';
import { applyRetention } from '@/server/retention';
import { BadRequestError, canonicalPath, locationFor, parseRequestPath } from '@/server/path';
import { createStaticHandler } from '@/server/static';

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

type Reject = (status: number, message: string, headers?: Record<string, string>) => void;
type Route = {
  methods: string[];
  /** Counted by the rate limiter. */
  limited?: boolean;
  /** Browsers on the configured site origins may call it (CORS). */
  cors?: boolean;
  handle: (req: http.IncomingMessage, res: http.ServerResponse, reject: Reject) => void | Promise<void>;
};

export const RATE_LIMIT_MESSAGE = (seconds: number) => retryAfterMessage(seconds);

/** Seconds a client is told to wait while the database is unavailable. */
const RETRY_AFTER_S = 60;

/** What the API says for itself (not the handlers' own answers), per language. */
const API_MESSAGES = {
  ro: {
    notFound: 'Adresa cerută nu există.',
    method: 'Metoda nu este acceptată la această adresă.',
    badRequest: 'Cererea nu a putut fi înțeleasă (adresă sau antet greșit).',
    unexpected: 'A apărut o eroare neașteptată. Încearcă din nou.',
    misdirected: 'Acest server nu răspunde pentru adresa cerută.',
  },
  en: {
    notFound: 'The requested address does not exist.',
    method: 'This method is not accepted at this address.',
    badRequest: 'The request could not be understood (bad address or header).',
    unexpected: 'An unexpected error occurred. Please try again.',
    misdirected: 'This server does not answer for the requested address.',
  },
} satisfies Record<FormLocale, Record<string, string>>;

const ERROR_PAGE = {
  ro: { title: 'Mesajul nu a fost trimis', back: 'Înapoi la site' },
  en: { title: 'The message was not sent', back: 'Back to the site' },
} satisfies Record<FormLocale, Record<string, string>>;

/** The site's HTTP server: the forms API under /api, the static export for the rest. */
export function createApp(options: AppOptions): App {
  const handleStatic = createStaticHandler(options.outDir);
  // The pages the service writes itself (API errors, newsletter links) take the built site's look.
  setSiteLook(options.outDir);
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

  const routes = new Map<string, Route>();

  async function openForms(): Promise<void> {
    if (!formsOn || db) return;
    const opened = await openDatabase({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      poolSize: options.poolSize,
    });
    db = opened;
    const mailer = new OutboxWorker(opened, {
      ...options.outbox,
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      log: options.log,
      strangerMailPerHour: options.strangerMailPerHour,
      owner: { address: options.ownerEmail, siteName: options.siteName },
      now: options.now,
      instanceId: options.instanceId,
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
    const ctx: ApiContext = {
      db: opened,
      options,
      worker: mailer,
      brand: {
        siteName: options.siteName,
        ownerName: options.ownerName,
        ownerEmail: options.ownerEmail,
        siteUrl: options.siteUrl,
      },
      siteHref,
      now: options.now ?? Date.now,
    };
    const contact = createContactHandler(ctx);
    const newsletter = createNewsletterHandlers(ctx);
    routes.set('/api/contact', { methods: ['POST'], limited: true, cors: true, handle: contact });
    routes.set('/api/newsletter', {
      methods: ['POST'],
      limited: true,
      cors: true,
      handle: newsletter.handleSignUp,
    });
    routes.set('/api/newsletter/confirm', {
      methods: ['GET', 'POST'],
      handle: newsletter.handleConfirm,
    });
    routes.set('/api/newsletter/unsubscribe', {
      methods: ['GET', 'POST'],
      handle: newsletter.handleUnsubscribe,
    });
    routes.set('/api/health', {
      methods: ['GET', 'HEAD'],
      cors: true,
      handle: async (_req, res) => {
        try {
          const started = performance.now();
          await opened.value('SELECT 1');
          const latencyMs = Math.round((performance.now() - started) * 100) / 100;
          const stats = await outboxStats(opened, options.now?.());
          sendJson(res, 200, {
            status: 'ok',
            database: 'ok',
            engine: opened.engine,
            latencyMs,
            mail: {
              smtp: mailer.configured ? 'configured' : 'not-configured',
              pending: stats.pending,
              held: stats.held,
              failed: stats.failed,
              oldestPendingMinutes:
                stats.oldestPendingMs === null ? null : Math.floor(stats.oldestPendingMs / 60_000),
            },
          });
        } catch (error) {
          // The detail (an address, a port) is for the log, not for whoever asks: CORS is open here.
          options.log(`health: database unavailable: ${(error as Error).message}`);
          sendJson(
            res,
            503,
            { status: 'error', engine: opened.engine, database: 'unavailable' },
            { 'Retry-After': String(RETRY_AFTER_S) },
          );
        }
      },
    });
  }

  function setCors(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (!origin || !options.corsOrigins.includes(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    return true;
  }

  /**
   * An API answer that is not the handler's own: JSON for scripts, a page in the site's look for a form
   * posted without JavaScript or a link opened in a browser, in the request's language.
   */
  function sendApiError(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
    locale: FormLocale = requestLocale(req),
  ): void {
    // The rest of an unread body is not worth waiting for: the connection ends, lingering (server/body.ts).
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (hasBody && !req.complete) {
      headers = { ...headers, Connection: 'close' };
      lingerOnClose(req);
    }
    const browser =
      wantsHtml(req, bodyKind(req)) ||
      (req.method === 'GET' && /\btext\/html\b/.test(String(req.headers.accept ?? '')));
    if (!browser) {
      sendJson(res, status, { message }, headers);
      return;
    }
    const say = ERROR_PAGE[locale];
    sendPage(
      res,
      status,
      {
        title: say.title,
        tone: 'error',
        paragraphs: [message],
        links: [{ href: `${siteHref.replace(/\/$/, '')}${locale === 'en' ? '/en' : '/'}`, label: say.back }],
      },
      options.siteName,
      headers,
      locale,
    );
  }

  /** The database is down or dropped the connection: the answer the forms know (write by e-mail), no stack. */
  function sendUnavailable(req: http.IncomingMessage, res: http.ServerResponse, error: unknown, where: string) {
    options.log(`503 ${where}: database unavailable: ${(error as Error)?.message ?? String(error)}`);
    const locale = requestLocale(req);
    sendApiError(req, res, 503, UNAVAILABLE_MESSAGE_IN[locale], { 'Retry-After': String(RETRY_AFTER_S) }, locale);
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    const route = routes.get(pathname);
    const locale = requestLocale(req);
    const reject: Reject = (status, message, headers) => sendApiError(req, res, status, message, headers, locale);
    if (!route) {
      drain(req);
      reject(404, API_MESSAGES[locale].notFound);
      return;
    }
    if (route.cors) setCors(req, res);
    if (req.method === 'OPTIONS' && route.cors) {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', route.methods.join(', '));
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.setHeader('Access-Control-Max-Age', '600');
      res.end();
      return;
    }
    if (!route.methods.includes(req.method ?? '')) {
      drain(req);
      reject(405, API_MESSAGES[locale].method, { Allow: route.methods.join(', ') });
      return;
    }
    if (route.limited && limiter) {
      let wait: number;
      try {
        wait = await limiter.hit(`${pathname} ${clientKey(clientAddress(peerOf(req), trust))}`);
      } catch (error) {
        // The shared count lives in the database: down, the request could not be stored either.
        if (!isDatabaseUnavailable(error)) throw error;
        drain(req);
        sendUnavailable(req, res, error, pathname);
        return;
      }
      if (wait > 0) {
        drain(req);
        reject(429, retryAfterMessage(wait, locale), { 'Retry-After': String(wait) });
        return;
      }
    }
    try {
      await route.handle(req, res, reject);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || res.headersSent) throw error;
      drain(req);
      sendUnavailable(req, res, error, pathname);
    }
  }

  const peerOf = (req: http.IncomingMessage) => ({ remoteAddress: req.socket.remoteAddress, headers: req.headers });
  const https = (req: http.IncomingMessage) => isHttps(req, trust);

  /** A plain-text refusal that ends the connection (lingering: server/body.ts) without reading the body. */
  function refuseConnection(req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string) {
    lingerOnClose(req);
    const body = `${message}\n`;
    res.writeHead(status, {
      ...BASE_SECURITY_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Routes one request. Throws (or rejects) only for what the guard below turns into a status. */
  function route(req: http.IncomingMessage, res: http.ServerResponse): void | Promise<void> {
    // A name that is not this site's: a DNS-rebinding page, or a misrouted request. 421 (RFC 9110):
    // this server does not answer for that name.
    if (!hostAllowed(req.headers.host, hosts)) {
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
      return handleApi(req, res, clean);
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
    const api = (req.url ?? '').startsWith('/api');
    if (res.headersSent) {
      options.log(`${clientFault ? 400 : 500} ${req.method ?? '?'} after the answer began: ${(error as Error)?.message ?? String(error)}`);
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    if (api && !clientFault && isDatabaseUnavailable(error)) {
      drain(req);
      setDocumentSecurityHeaders(res);
      sendUnavailable(req, res, error, req.method ?? '?');
      return;
    }
    if (clientFault) options.log(`400 ${req.method ?? '?'}: ${error.message}`);
    else options.log(`500 ${req.method ?? '?'}: ${(error as Error)?.stack ?? String(error)}`);
    drain(req);
    const status = clientFault ? 400 : 500;
    const locale = requestLocale(req);
    const message = clientFault ? API_MESSAGES[locale].badRequest : API_MESSAGES[locale].unexpected;
    const body = api ? JSON.stringify({ message }) : `${message}\n`;
    res.writeHead(status, {
      ...BASE_SECURITY_HEADERS,
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
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
