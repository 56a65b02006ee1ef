/**
 * The page's React Server Components payload, moved out of the HTML into a script file of its own.
 *
 * `next build` writes each page twice into its HTML: once as markup, and once as the RSC ("flight")
 * payload React hydrates from, in inline `<script>self.__next_f.push([1,"…"])</script>` elements at the
 * end of the body. The payload is JSON escaped into JavaScript strings, so brotli finds little of the
 * markup in it: on `/about` it was 9.6 of the page's 13.5 KB. With its response headers the page then
 * no longer fits in the first round trip of a new connection (TCP's initial window of 10 segments, about
 * 14.6 KB: Lighthouse's simulation counts it, and so does a phone), and every page paints one round trip
 * later (150 ms in Lighthouse's mobile profile).
 *
 * postbuild takes those scripts out and writes them, unchanged and in their order, into
 * `/_next/static/flight/<hash>.js`; the startup loader (startup-scripts.ts) runs that file before it
 * adds the framework's chunks, so Next finds the same `self.__next_f` entries it would have found in the
 * page, and hydration is the same. Nothing a visitor sees needs the payload: the HTML is the whole page.
 * The file name carries the hash of its content, so it is cached for good, like the chunks.
 */
import crypto from 'node:crypto';

/** Where the payload files go, under out/, and the URL prefix they are served at. */
export const PAYLOAD_DIR = '/_next/static/flight/';

// Next's inline payload scripts: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` and the
// data pushes. Next escapes `<` inside them (as \u003c), so a script's text never holds one.
const PAYLOAD_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[^<]*\]\))<\/script>/g;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';

export type Externalized = {
  /** The page without its payload scripts. */
  html: string;
  /** The file's source: the scripts' own text, in document order. */
  source: string;
  /** Its URL: PAYLOAD_DIR, the first 16 hex digits of the SHA-256 of the source, `.js`. */
  url: string;
};

/**
 * The page with its inline payload scripts taken out, and the script file that replaces them; null for a
 * page without any (one postbuild already handled, or not a Next page).
 */
export function externalizePayload(html: string): Externalized | null {
  const scripts: string[] = [];
  const rest = html.replace(PAYLOAD_SCRIPT, (_, script: string) => {
    scripts.push(script);
    return '';
  });
  if (scripts.length === 0) return null;
  if (scripts[0] !== BOOTSTRAP)
    throw new Error(`flight payload: the first payload script is not Next's bootstrap: ${scripts[0]!.slice(0, 80)}`);
  if (/self\.__next_f/.test(rest))
    throw new Error('flight payload: a payload script is left in the page in a shape this step does not know');
  const source = `${scripts.join(';\n')};\n`;
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
  return { html: rest, source, url: `${PAYLOAD_DIR}${hash}.js` };
}
