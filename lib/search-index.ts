// Where the blog's search index lives, shared by the build (scripts/postbuild.mjs writes it) and the
// browser (lib/use-pagefind.ts reads it, only once a visitor starts searching).

export const PAGEFIND_URL = '/pagefind/pagefind.js';

/**
 * Pagefind result id → article slug, written next to the index at build time. Pagefind itself tells a
 * result's URL only through its fragment (about 2.8 KB per result, one request each); with this map a
 * search of 15 hits downloads 15 fewer files.
 */
export const PAGEFIND_SLUGS_URL = '/pagefind/slugs.json';

/** "/blog/un-articol.html" or "/blog/un-articol" → "un-articol" */
export function articleSlug(url: string): string | undefined {
  return url.match(/\/blog\/([^/?#.]+)(?:\.html)?\/?$/)?.[1];
}
