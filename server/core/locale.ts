import Negotiator from 'negotiator';
import type { FormLocale } from '@/lib/forms/schemas';

/** What the language is read from: a Web Request, or the Node host's view of its own request. */
export type LocaleSource = { url: string; headers: { get(name: string): string | null } };

/** The request's query, from any request target at all: never throws, since the error answers read it. */
export function queryOf(request: LocaleSource): URLSearchParams {
  try {
    return new URL(request.url).searchParams;
  } catch {
    return new URLSearchParams();
  }
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
export function requestLocale(request: LocaleSource): FormLocale {
  const lang = queryOf(request).get('lang')?.toLowerCase();
  if (lang === 'en' || lang === 'ro') return lang;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const path = new URL(referer).pathname;
      return path === '/en' || path.startsWith('/en/') ? 'en' : 'ro';
    } catch {
      // A malformed Referer says nothing: fall through.
    }
  }
  const accepted = new Negotiator({
    headers: { 'accept-language': request.headers.get('accept-language') ?? undefined },
  }).language(['ro', 'en']);
  return accepted === 'en' ? 'en' : 'ro';
}
