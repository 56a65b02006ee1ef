/**
 * Where the browser posts the forms, fixed at build time. Defaults to the same origin (our server in
 * server/); set NEXT_PUBLIC_CONTACT_ENDPOINT / NEXT_PUBLIC_NEWSLETTER_ENDPOINT to use a service elsewhere.
 */
export const CONTACT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || '/api/contact';
export const NEWSLETTER_ENDPOINT = process.env.NEXT_PUBLIC_NEWSLETTER_ENDPOINT || '/api/newsletter';
