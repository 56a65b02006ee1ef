import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import type { FormLocale } from '@/lib/forms/schemas';

/**
 * The request's query, from any request target at all (an absolute form with a bad port, a malformed
 * escape): never throws, since the error answers themselves read it.
 */
export function queryOf(req: IncomingMessage): URLSearchParams {
  const target = req.url ?? '';
  return new URLSearchParams(target.includes('?') ? target.slice(target.indexOf('?') + 1) : '');
}

/**
 * The language of a request, known before its body is read, so that every answer to an English form is
 * English: a 429, 413 or 415 is decided before the body's own `lang` field is seen. In order:
 *
 * 1. `lang` in the query: the English forms post to `/api/contact?lang=en` (lib/forms/endpoints.ts), and
 *    the links in English e-mails carry it;
 * 2. the page the form was sent from (Referer, same-origin posts carry the path): under `/en/` is English,
 *    any other page of the site Romanian;
 * 3. the browser's Accept-Language, between the two languages of the site;
 * 4. Romanian.
 *
 * The body's `lang`, once read, still decides the language of what follows (field errors, the e-mails).
 */
export function requestLocale(req: IncomingMessage): FormLocale {
  const lang = queryOf(req).get('lang')?.toLowerCase();
  if (lang === 'en' || lang === 'ro') return lang;
  const referer = req.headers.referer;
  if (referer) {
    try {
      const path = new URL(referer).pathname;
      return path === '/en' || path.startsWith('/en/') ? 'en' : 'ro';
    } catch {
      // A malformed Referer says nothing: fall through.
    }
  }
  const accepted = new Negotiator({ headers: { 'accept-language': req.headers['accept-language'] } }).language(['ro', 'en']);
  return accepted === 'en' ? 'en' : 'ro';
}
