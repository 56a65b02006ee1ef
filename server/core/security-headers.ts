/**
 * The security headers every response of ours carries, runtime-neutral so both hosts send the same:
 * server/headers.ts (Node) and worker/index.ts (Cloudflare, where `_headers` covers only the static
 * assets, not what the Worker answers itself).
 */

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Legacy twin of frame-ancestors 'none', for browsers that predate CSP level 2.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  // A policy for every response (also JSON, images, the 404): no framing, no plugins, no <base> hijack.
  // Pages get their full policy on top of it; two policies are both enforced, so nothing is loosened.
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/** Sent only over HTTPS (browsers ignore it on plain HTTP, and a local preview must not pin it). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * A response with the security headers added where the response does not set its own (a page the
 * forms service writes brings its own Content-Security-Policy), plus HSTS over HTTPS: what the Node
 * server sets on /api before it writes the core's answer.
 */
export function withSecurityHeaders(response: Response, https: boolean): Response {
  // A Response from fetch() (or from the assets binding) has immutable headers: copy it.
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!copy.headers.has(name)) copy.headers.set(name, value);
  }
  if (https) copy.headers.set('Strict-Transport-Security', HSTS);
  return copy;
}
