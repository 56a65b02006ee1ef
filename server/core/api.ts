/**
 * The forms API as one function from a Web `Request` to a `Response`: the routes under /api, CORS, the
 * rate limit, and the answers a route does not give itself (404, 405, 429, 503, an unreadable body).
 * Both hosts call it: server/app.ts (node:http, SQLite or PostgreSQL) and the Cloudflare Worker. Storage,
 * mail, clock and configuration come in through `ApiContext`; no `node:` import here or below.
 */
import { retryAfterMessage } from '@/lib/forms/messages';
import type { FormLocale } from '@/lib/forms/schemas';
import { AUTH_PATH, CALLBACK_PATH, createAuthHandlers } from '@/server/core/auth';
import { bodyKind } from '@/server/core/body';
import {
  BOOKING_FEED_PATH,
  BOOKING_LINK_PATH,
  BOOKING_PATH,
  BOOKING_SLOTS_PATH,
  createBookingHandlers,
} from '@/server/core/booking';
import { createContactHandler } from '@/server/core/contact';
import { createLeadStatusHandler, LEAD_STATUS_PATH } from '@/server/core/lead-status';
import { UNAVAILABLE_MESSAGE_IN, type ApiContext, type Reject } from '@/server/core/context';
import { isDatabaseUnavailable } from '@/server/core/db-errors';
import { htmlPage, json, wantsHtml } from '@/server/core/http';
import { requestLocale } from '@/server/core/locale';
import { createNewsletterHandlers } from '@/server/core/newsletter';
import { outboxStats } from '@/server/mail/queue';
import { clientKey, type Limiter } from '@/server/rate-limit';

/** Seconds a client is told to wait while the database is unavailable. */
export const RETRY_AFTER_S = 60;

/** What the API says for itself (not the handlers' own answers), per language. */
export const API_MESSAGES = {
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

type Handler = (request: Request, reject: Reject) => Promise<Response | null> | Response | null;

type Route = {
  methods: string[];
  /** Counted by the rate limiter. */
  limited?: boolean;
  /** Browsers on the configured site origins may call it (CORS). */
  cors?: boolean;
  handle: Handler;
};

export type ApiDeps = ApiContext & {
  /** Null: no rate limit (load tests). */
  limiter: Limiter | null;
  /** The engine's name, for /api/health. */
  engine: string;
};

/**
 * Fetch's forbidden methods: a Web `Request` cannot carry them (undici throws, so Node's host cannot hand
 * one to `handle`). No route takes them; the host answers them with `refuseMethod`.
 */
export const FORBIDDEN_METHODS = /^(?:CONNECT|TRACE|TRACK)$/i;

/** Who is asking, as the host knows it (the socket or a trusted proxy; CF-Connecting-IP on Cloudflare). */
export type Client = { address: string };

/**
 * The API. `handle` answers every path under /api (404 for unknown ones); null only when the client
 * went away before its body arrived (nobody to answer).
 */
export function createApi(deps: ApiDeps) {
  const { options } = deps;
  const contact = createContactHandler(deps);
  const newsletter = createNewsletterHandlers(deps);
  const auth = createAuthHandlers(deps);
  const leadStatus = createLeadStatusHandler(deps);
  const booking = createBookingHandlers(deps);
  const routes = new Map<string, Route>([
    ['/api/contact', { methods: ['POST'], limited: true, cors: true, handle: contact }],
    ['/api/newsletter', { methods: ['POST'], limited: true, cors: true, handle: newsletter.handleSignUp }],
    ['/api/newsletter/confirm', { methods: ['GET', 'POST'], handle: newsletter.handleConfirm }],
    ['/api/newsletter/unsubscribe', { methods: ['GET', 'POST'], handle: newsletter.handleUnsubscribe }],
    // The owner's "Am răspuns" / "Spam" links (server/core/lead-status.ts). Not counted (issue 44: the
    // owner working through a morning's leads got 429): only the owner has a valid one, a forged one
    // costs one HMAC and no database write, and guessing a 256-bit signature is out of reach at any
    // rate, as is the newsletter links' 256-bit token, which has never been counted either.
    [LEAD_STATUS_PATH, { methods: ['GET', 'POST'], handle: leadStatus }],
    ['/api/health', { methods: ['GET', 'HEAD'], cors: true, handle: () => health() }],
    // The free consultation (server/core/booking.ts): the page without JavaScript (GET) and the booking
    // (POST) are counted like the contact form. Its signed links (the owner's Confirm / Refuz, either side's
    // cancel) and the owner's feed are not, for the status links' reason above: a 256-bit HMAC is the gate,
    // and the owner answering a morning's bookings, or a calendar app polling the feed, must never get 429.
    [BOOKING_SLOTS_PATH, { methods: ['GET'], cors: true, handle: booking.handleSlots }],
    [BOOKING_PATH, { methods: ['GET', 'POST'], limited: true, cors: true, handle: booking.handleBooking }],
    [BOOKING_LINK_PATH, { methods: ['GET', 'POST'], handle: booking.handleLink }],
    [BOOKING_FEED_PATH, { methods: ['GET'], handle: booking.handleFeed }],
    // The editor's GitHub sign-in (Decap CMS). Counted like the forms: a sign-in is two requests, and
    // each callback may cost a call to GitHub.
    [AUTH_PATH, { methods: ['GET'], limited: true, handle: auth.handleStart }],
    [CALLBACK_PATH, { methods: ['GET'], limited: true, handle: auth.handleCallback }],
  ]);

  async function health(): Promise<Response> {
    try {
      const started = performance.now();
      await deps.db.value('SELECT 1');
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const stats = await outboxStats(deps.db, deps.now());
      // Mail counts as failing once a message has failed several attempts: the site still takes leads (they
      // wait in the outbox), but none reaches the owner, so a monitor must see it.
      const failing = deps.mail.configured && stats.failing > 0;
      return json(200, {
        status: failing ? 'degraded' : 'ok',
        database: 'ok',
        engine: deps.engine,
        latencyMs,
        mail: {
          smtp: failing ? 'failing' : deps.mail.configured ? 'configured' : 'not-configured',
          pending: stats.pending,
          held: stats.held,
          failed: stats.failed,
          oldestPendingMinutes: stats.oldestPendingMs === null ? null : Math.floor(stats.oldestPendingMs / 60_000),
        },
      });
    } catch (error) {
      // The detail (an address, a port) is for the log, not for whoever asks: CORS is open here.
      options.log(`health: database unavailable: ${(error as Error).message}`);
      return json(
        503,
        { status: 'error', engine: deps.engine, database: 'unavailable' },
        { 'Retry-After': String(RETRY_AFTER_S) },
      );
    }
  }

  /**
   * An answer that is not the handler's own: JSON for scripts, a page in the site's look for a form
   * posted without JavaScript or a link opened in a browser, in the request's language.
   */
  function apiError(
    request: Request,
    status: number,
    message: string,
    headers: Record<string, string> = {},
    locale: FormLocale = requestLocale(request),
  ): Response {
    const browser =
      wantsHtml(request, bodyKind(request)) ||
      (request.method === 'GET' && /\btext\/html\b/.test(request.headers.get('accept') ?? ''));
    if (!browser) return json(status, { message }, headers);
    const say = ERROR_PAGE[locale];
    return htmlPage(
      status,
      {
        title: say.title,
        tone: 'error',
        paragraphs: [message],
        links: [{ href: `${deps.siteHref.replace(/\/$/, '')}${locale === 'en' ? '/en' : '/'}`, label: say.back }],
      },
      { siteName: deps.brand.siteName, shell: deps.shell(locale), language: locale, headers },
    );
  }

  /** The database is down or dropped the connection: the answer the forms know (write by e-mail), no stack. */
  function unavailable(request: Request, error: unknown, where: string): Response {
    options.log(`503 ${where}: database unavailable: ${(error as Error)?.message ?? String(error)}`);
    const locale = requestLocale(request);
    return apiError(request, 503, UNAVAILABLE_MESSAGE_IN[locale], { 'Retry-After': String(RETRY_AFTER_S) }, locale);
  }

  function cors(request: Request, response: Response): Response {
    const origin = request.headers.get('origin');
    response.headers.append('Vary', 'Origin');
    if (origin && options.corsOrigins.includes(origin)) response.headers.set('Access-Control-Allow-Origin', origin);
    return response;
  }

  /** A method the route does not take: 405 with the ones it does. */
  function refuse(request: Request, route: Route, locale: FormLocale): Response {
    return apiError(request, 405, API_MESSAGES[locale].method, { Allow: route.methods.join(', ') }, locale);
  }

  async function answer(request: Request, pathname: string, client: Client): Promise<Response | null> {
    const route = routes.get(pathname);
    const locale = requestLocale(request);
    const reject: Reject = (status, message, headers) => apiError(request, status, message, headers, locale);
    if (!route) return reject(404, API_MESSAGES[locale].notFound);
    if (request.method === 'OPTIONS' && route.cors) {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Methods': route.methods.join(', '),
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
          'Access-Control-Max-Age': '600',
        },
      });
    }
    if (!route.methods.includes(request.method)) return refuse(request, route, locale);
    if (route.limited && deps.limiter) {
      let wait: number;
      try {
        wait = await deps.limiter.hit(`${pathname} ${clientKey(client.address)}`, deps.now());
      } catch (error) {
        // The shared count lives in the database: down, the request could not be stored either.
        if (!isDatabaseUnavailable(error)) throw error;
        return unavailable(request, error, pathname);
      }
      if (wait > 0) return reject(429, retryAfterMessage(wait, locale), { 'Retry-After': String(wait) });
    }
    try {
      return await route.handle(request, reject);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(request, error, pathname);
    }
  }

  return {
    /**
     * Answers one request under /api. Our own bug is logged with its stack and answered 500; the host
     * adds its security headers and writes the response.
     */
    async handle(request: Request, pathname: string, client: Client): Promise<Response | null> {
      let response: Response | null;
      try {
        response = await answer(request, pathname, client);
      } catch (error) {
        options.log(`500 ${request.method}: ${(error as Error)?.stack ?? String(error)}`);
        response = json(500, { message: API_MESSAGES[requestLocale(request)].unexpected });
      }
      if (response && routes.get(pathname)?.cors) cors(request, response);
      return response;
    },

    /**
     * The answer `handle` gives a method the path's route does not take (404 for an unknown path), for
     * a method no Web Request can carry (FORBIDDEN_METHODS): `request` stands in for it, a GET with the
     * request's headers (its language, what it accepts).
     */
    refuseMethod(request: Request, pathname: string): Response {
      const route = routes.get(pathname);
      const locale = requestLocale(request);
      const response = route
        ? refuse(request, route, locale)
        : apiError(request, 404, API_MESSAGES[locale].notFound, {}, locale);
      if (route?.cors) cors(request, response);
      return response;
    },
  };
}
