import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { retryAfterMessage } from '@/lib/forms/messages';
import { createContactHandler } from '@/server/api/contact';
import type { ApiContext } from '@/server/api/context';
import { createNewsletterHandlers } from '@/server/api/newsletter';
import { bodyKind, drain } from '@/server/body';
import type { AppOptions } from '@/server/config';
import { openDatabase, type DB } from '@/server/db';
import { BASE_SECURITY_HEADERS, HSTS, isHttps, setSecurityHeaders } from '@/server/headers';
import { OutboxWorker, outboxStats } from '@/server/mail/outbox';
import { clientAddress, clientKey, RateLimiter, SharedRateLimiter, type Limiter } from '@/server/rate-limit';
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

/** The site's HTTP server: the forms API under /api, the static export for the rest. */
export function createApp(options: AppOptions): App {
  const handleStatic = createStaticHandler(options.outDir);
  // The pages the service writes itself (API errors, newsletter links) take the built site's look.
  setSiteLook(options.outDir);
  const formsOn = options.dataDir !== null;
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
      siteHref: options.publicUrl === options.siteUrl ? '/' : options.siteUrl,
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
          sendJson(res, 503, {
            status: 'error',
            engine: opened.engine,
            database: (error as Error).message,
          });
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

  function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): void | Promise<void> {
    const route = routes.get(pathname);
    const reject: Reject = (status, message, headers = {}) => {
      // The rest of an unread body is not worth waiting for.
      const hasBody =
        req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
      if (hasBody && !req.complete) headers = { ...headers, Connection: 'close' };
      if (wantsHtml(req, bodyKind(req))) {
        sendPage(
          res,
          status,
          {
            title: 'Mesajul nu a fost trimis',
            tone: 'error',
            paragraphs: [message],
            links: [
              {
                href: options.publicUrl === options.siteUrl ? '/' : options.siteUrl,
                label: 'Înapoi la site',
              },
            ],
          },
          options.siteName,
          headers,
        );
      } else {
        sendJson(res, status, { message }, headers);
      }
    };
    if (!route) {
      drain(req);
      reject(404, 'Adresa cerută nu există.');
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
      reject(405, 'Metoda nu este acceptată la această adresă.', { Allow: route.methods.join(', ') });
      return;
    }
    if (route.limited && limiter) {
      const wait = limiter.hit(`${pathname} ${clientKey(clientAddress(req, options.trustProxy))}`);
      const limited = (seconds: number) => {
        if (seconds <= 0) return false;
        drain(req);
        reject(429, RATE_LIMIT_MESSAGE(seconds), { 'Retry-After': String(seconds) });
        return true;
      };
      if (typeof wait === 'number') {
        if (limited(wait)) return;
      } else {
        return wait.then((seconds) => {
          if (!limited(seconds)) return route.handle(req, res, reject);
        });
      }
    }
    return route.handle(req, res, reject);
  }

  const https = (req: http.IncomingMessage) => isHttps(req, options.trustProxy);

  /** Routes one request. Throws (or rejects) only for what the guard below turns into a status. */
  function route(req: http.IncomingMessage, res: http.ServerResponse): void | Promise<void> {
    const { decoded, clean, search } = parseRequestPath(req.url);
    if (clean === '/api' || clean.startsWith('/api/')) {
      setSecurityHeaders(res, req, clean, options.trustProxy);
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
   * for a request we cannot read, a logged 500 for our own bug) and the process stays up.
   */
  function fail(req: http.IncomingMessage, res: http.ServerResponse, error: unknown) {
    const clientFault = error instanceof BadRequestError;
    if (clientFault) options.log(`400 ${req.method ?? '?'}: ${error.message}`);
    else options.log(`500 ${req.method ?? '?'}: ${(error as Error)?.stack ?? String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    drain(req);
    const status = clientFault ? 400 : 500;
    const message = clientFault
      ? 'Cererea nu a putut fi înțeleasă (adresă sau antet greșit).'
      : 'A apărut o eroare neașteptată. Încearcă din nou.';
    const api = (req.url ?? '').startsWith('/api');
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
  const server = http.createServer((req, res) => {
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
  // A slow client cannot hold a request open for minutes.
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
