/**
 * Where the browser posts the forms, fixed at build time. Defaults to the same origin (our server in
 * server/); set NEXT_PUBLIC_CONTACT_ENDPOINT / NEXT_PUBLIC_NEWSLETTER_ENDPOINT to use a service elsewhere.
 */
export const CONTACT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || '/api/contact';
export const NEWSLETTER_ENDPOINT = process.env.NEXT_PUBLIC_NEWSLETTER_ENDPOINT || '/api/newsletter';

/**
 * The endpoint a form in `locale` posts to. The English forms add `lang=en` to the URL, so the service
 * knows the language before it reads the body: a 429 or a 413 is English too (server/locale.ts).
 */
export function endpointIn(endpoint: string, locale: 'ro' | 'en'): string {
  if (locale === 'ro') return endpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}lang=${locale}`;
}

/** The free consultation's API (server/core/booking.ts): its slots are `${BOOKING_ENDPOINT}/slots`. */
export const BOOKING_ENDPOINT = process.env.NEXT_PUBLIC_BOOKING_ENDPOINT || '/api/booking';
