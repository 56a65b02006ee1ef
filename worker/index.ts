/**
 * The whole site as one Cloudflare Worker: the static export (`out/`, served by the assets binding with
 * its `_headers` and `_redirects`) and the forms API, the same core as the Node server
 * (server/core/api.ts) on D1 (worker/d1-sql.ts), its outbox drained by a cron trigger and right after a
 * form is stored (`waitUntil`). wrangler.jsonc routes to this code first only `/api/*` and the paths
 * below that must not come from the assets as they are; of the rest, only what the assets do not have
 * reaches it (answered with the 404 page); a page or a file is served without running it.
 *
 * Configuration: the same variable names as `npm start` (server/core/config.ts), as Worker variables and
 * secrets (`wrangler secret put SMTP_URL`); the site's own defaults are bundled from the content at
 * build time (worker/site.generated.json, scripts/worker-site.ts).
 */
import { API_MESSAGES, createApi } from '@/server/core/api';
import { parseFormsConfig, type FormsConfig } from '@/server/core/config';
import { requestLocale } from '@/server/core/locale';
import { shellFromHtml, type PageShell } from '@/server/core/page-shell';
import { applyRetention } from '@/server/core/retention';
import { withSecurityHeaders } from '@/server/core/security-headers';
import { OutboxWorker } from '@/server/mail/outbox';
import { createWorkerTransport } from '@/server/mail/transport-worker';
import type { Brand } from '@/server/mail/templates';
import { BadRequestError, parseRequestPath } from '@/server/path';
import { scrub } from '@/server/core/redact';
import { SharedRateLimiter } from '@/server/rate-limit';
import { D1Sql } from '@/worker/d1-sql';
import generated from '@/worker/site.generated.json';
import type { WorkerSite } from '@/scripts/worker-site';

const SITE = generated as WorkerSite;

export type Env = {
  /** The static export (wrangler.jsonc `assets`). */
  ASSETS: Fetcher;
  /** The forms database (wrangler.jsonc `d1_databases`). */
  DB: D1Database;
} & Partial<Record<string, string>>;

/**
 * The retention cron of wrangler.jsonc (daily, 03:00 UTC); the other one (every minute) drains the
 * outbox. (A Worker module exports only handlers, so these stay module-private.)
 */
const RETENTION_CRON = '0 3 * * *';

// Never a password or a token in the log (server/core/redact.ts), as on Node.
const log = (message: string) => console.log(scrub(message));

/** The variables, parsed once per isolate (they only change with a new deployment, which is a new isolate). */
let parsed: { env: Env; config: FormsConfig } | null = null;
function configOf(env: Env): FormsConfig {
  if (parsed?.env !== env) {
    const strings: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(env)) if (typeof value === 'string') strings[name] = value;
    parsed = { env, config: parseFormsConfig(strings, SITE.site) };
  }
  return parsed.config;
}

/**
 * The look of the pages the forms service writes, from the built 404 pages, fetched from the assets
 * once per isolate (a new deployment is a new isolate, so the stylesheet's name always matches).
 */
const shells: Partial<Record<'ro' | 'en', PageShell | null>> = {};
async function loadShells(env: Env, origin: string): Promise<void> {
  for (const language of ['ro', 'en'] as const) {
    if (language in shells) continue;
    try {
      const response = await env.ASSETS.fetch(new URL(language === 'en' ? '/en/404' : '/404', origin));
      shells[language] = response.ok ? shellFromHtml(await response.text()) : null;
    } catch {
      shells[language] = null;
    }
  }
}
const shell = (language: 'ro' | 'en') => shells[language] ?? shells.ro ?? null;

/** The owner's brand for e-mails and pages: the settings, and the contact form's options bundled at build. */
function brandOf(config: FormsConfig): Brand {
  return {
    siteName: config.siteName,
    ownerName: config.ownerName,
    ownerEmail: config.ownerEmail,
    siteUrl: config.siteUrl,
    options: SITE.contact,
  };
}

/**
 * Sends what is due in the outbox, once, through SMTP over `cloudflare:sockets` (worker-mailer), then
 * ends: the cron calls it every minute, and a stored form calls it through `waitUntil`. A message that
 * fails waits for its retry time; nothing is lost while the mail server is down (the rows stay).
 */
async function drainOutbox(env: Env, config: FormsConfig, now = Date.now): Promise<void> {
  if (!config.smtpUrl) return;
  const transport = createWorkerTransport(config.smtpUrl);
  const worker = new OutboxWorker(new D1Sql(env.DB), {
    ...config.outbox,
    transport,
    from: config.mailFrom,
    log,
    strangerMailPerHour: config.strangerMailPerHour,
    owner: { address: config.ownerEmail, siteName: config.siteName },
    now,
    // Always: the visitors' booking reminders go through it too; lead reminders only exist with a delay (due_at).
    reminders: { brand: brandOf(config), publicUrl: config.publicUrl },
  });
  try {
    await worker.drainOnce();
  } finally {
    await transport.close().catch(() => {});
  }
}

/** Retention and the rate limit's old windows, once a day. */
async function maintain(env: Env, config: FormsConfig, time: number): Promise<void> {
  const sql = new D1Sql(env.DB);
  const removed = await applyRetention(
    sql,
    config.retentionMonths,
    new Date(time),
    SITE.site.unconfirmedSignupDays,
  );
  if (removed && removed.leads > 0)
    log(`retention: deleted ${removed.leads} leads older than ${config.retentionMonths} months`);
  if (config.rateLimit) await new SharedRateLimiter(sql, config.rateLimit).sweep(time);
}

/** The answer to an /api request, through the same core as the Node server. */
async function handleApi(
  request: Request,
  pathname: string,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const config = configOf(env);
  const sql = new D1Sql(env.DB);
  await loadShells(env, request.url);
  let kicked = false;
  const api = createApi({
    db: sql,
    engine: 'd1',
    // Shared by every isolate in every location: the count lives in D1 (one UPSERT per request).
    limiter: config.rateLimit ? new SharedRateLimiter(sql, config.rateLimit) : null,
    options: { ...config, log },
    mail: {
      configured: Boolean(config.smtpUrl),
      kick: () => {
        kicked = true;
      },
    },
    brand: brandOf(config),
    // The Worker serves the site too: "back to the site" is this origin.
    siteHref: '/',
    now: Date.now,
    shell,
  });
  // Cloudflare sets CF-Connecting-IP to the visitor's address (a client cannot forge it through Cloudflare).
  const address = request.headers.get('CF-Connecting-IP') ?? '0.0.0.0';
  const response = (await api.handle(request, pathname, { address })) ?? new Response(null, { status: 400 });
  // The e-mails of a stored form go out now, after the answer, not at the next cron.
  if (kicked || response.status === 201)
    ctx.waitUntil(drainOutbox(env, config).catch((e: Error) => log(`outbox: ${e.message}`)));
  return response;
}

/** Paths that must answer the 404 page with status 404 (the assets would serve them as pages, 200). */
function isNotFoundPage(pathname: string): 'ro' | 'en' | null {
  if (/^\/(404|404\.html|_not-found(\.html|\.txt|\/.*)?)$/.test(pathname)) return 'ro';
  if (/^\/en\/(404|404\.html)$/.test(pathname)) return 'en';
  return null;
}

/**
 * Request headers that would make the assets answer something other than the whole 404 page: a
 * revalidation (304, no body) or a part of it (206). They concern the URL asked for, not the 404 page.
 */
const NOT_FOR_THE_404_PAGE = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

async function notFoundPage(request: Request, env: Env, language: 'ro' | 'en'): Promise<Response> {
  // The page as a GET of /404 (its _headers rule, its compression), whatever the method of the miss.
  const headers = new Headers(request.headers);
  for (const name of NOT_FOR_THE_404_PAGE) headers.delete(name);
  const page = await env.ASSETS.fetch(new Request(new URL(language === 'en' ? '/en/404' : '/404', request.url), { headers }));
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers: page.headers });
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const url = new URL(request.url);
    const https = url.protocol === 'https:';
    let pathname: string;
    try {
      pathname = parseRequestPath(url.pathname).clean;
    } catch (error) {
      if (!(error instanceof BadRequestError)) throw error;
      return withSecurityHeaders(
        Response.json({ message: API_MESSAGES[requestLocale(request)].badRequest }, { status: 400 }),
        https,
      );
    }
    try {
      if (pathname === '/api' || pathname.startsWith('/api/'))
        return withSecurityHeaders(await handleApi(request, pathname, env, ctx), https);
      const notFound = isNotFoundPage(pathname);
      if (notFound) return await notFoundPage(request, env, notFound);
      // What the assets do not have comes here (wrangler.jsonc not_found_handling "none"), and so does
      // the preview's /__scheduled in production: the nearest 404 page, with the /404 page's own headers
      // (the assets' 404-page handling would give it the "/*" page policy, which lacks the hash of the
      // 404 page's logger script).
      const asset = await env.ASSETS.fetch(request);
      if (asset.status !== 404) return asset;
      return await notFoundPage(
        request,
        env,
        pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ro',
      );
    } catch (error) {
      log(`500 ${request.method} ${pathname}: ${(error as Error)?.stack ?? String(error)}`);
      return withSecurityHeaders(
        Response.json(
          { message: API_MESSAGES[requestLocale(request)].unexpected },
          { status: 500, headers: { 'Cache-Control': 'no-store' } },
        ),
        https,
      );
    }
  },

  async scheduled(controller, env, ctx): Promise<void> {
    const config = configOf(env);
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(
        maintain(env, config, controller.scheduledTime).catch((e: Error) =>
          log(`retention failed: ${e.message}`),
        ),
      );
      return;
    }
    ctx.waitUntil(drainOutbox(env, config).catch((e: Error) => log(`outbox: ${e.message}`)));
  },
} satisfies ExportedHandler<Env>;
