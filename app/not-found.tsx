/**
 * The root segment's not-found boundary. With two root layouts, every unknown URL gets
 * app/global-not-found.tsx (404.html), so this is never shown; but Next writes the root boundary's element
 * into every page's RSC payload, and without this file that is its own English 404 page with inline
 * styles (about 330 B of brotli on every page). A server component returning nothing costs nothing.
 */
export default function RootNotFound() {
  return null;
}
