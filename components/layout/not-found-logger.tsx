/** What the 404 page runs: logs the path a visitor tried, so broken links show up in the console. */
export const NOT_FOUND_LOG_SCRIPT =
  'console.error("404 Error: User attempted to access non-existent route:",location.pathname)';

/**
 * Logs the attempted path (spec, Not-found), as an inline script rather than a client component.
 *
 * The root not-found page is part of the root layout's payload on every page, so a client component here
 * made every page fetch and run a chunk at startup for the 404 page alone. The script runs wherever the
 * 404 page loads: typed or followed to a missing address, and after a client-side navigation to one (the
 * static export answers that page's payload with 404, and Next then loads the page itself). Its hash is
 * in the 404 page's Content-Security-Policy like every inline script's (scripts/postbuild.mjs).
 * It relies on a missing page always arriving as a page load: React never runs a script it renders in the
 * browser, so a client component calling notFound() would show this page without the log (none does; the
 * only notFound() calls run at build time, in app/blog/[slug] and app/portfolio/[slug]).
 */
export function NotFoundLogger() {
  return <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG_SCRIPT }} />;
}
