/**
 * The framework's startup scripts, loaded after the first paint.
 *
 * Next puts its chunks in the head as `<script async>` (plus a low-priority preload of the page's own
 * chunk), so a browser downloads them while it still waits for the style sheet and the font, and runs
 * them as they arrive, between the parser's slices of the document. On a slow connection they take
 * bandwidth from what the first paint needs; on a slow CPU their tasks stretch the parse. Lighthouse's
 * simulation counts every script requested before the largest paint into LCP (about 0.9 s more on `/`)
 * and every task between first paint and interactive into TBT.
 *
 * postbuild moves them into one small inline loader right after the charset meta, which adds the same
 * scripts, still async, once the first contentful paint is on screen (so after the style sheet is in). A
 * hidden page (a background tab) loads them at once, since it paints nothing to wait for.
 * The pre-rendered HTML is the whole page, links are plain links and forms post by themselves, so
 * nothing a visitor sees waits for the scripts; they only bring the widgets to life (React hydration).
 *
 * The loader sits before the style sheet on purpose: an inline script after a pending style sheet holds
 * the HTML parser until the sheet arrives. The scripts it adds carry the `async` attribute, as Next's
 * did: React, hydrating the layout's `<script async src>` resources, adopts an element that matches
 * `script[async][src=…]` and inserts (and runs) a second copy of any script it cannot find. The loader's
 * source is the same on every page (the list is in its `data-startup` attribute), so every page's
 * Content-Security-Policy allows it by one hash.
 */

/** The attribute of the loader that lists the scripts, space-separated, in document order. */
export const STARTUP_ATTRIBUTE = 'data-startup';

/**
 * The attribute of the loader that names the page's RSC payload file (flight-payload.ts), when postbuild
 * moved it out of the page. It has to run before the framework's chunks: Next reads the payload the
 * moment its entry chunk runs.
 */
export const PAYLOAD_ATTRIBUTE = 'data-payload';

/**
 * The loader, run where it stands: `document.currentScript` is the loader's own element. It waits for the
 * browser's first-contentful-paint entry, which arrives once that frame is on screen. Every browser Next
 * builds for (Chrome and Firefox 111, Safari 16.4) has paint timing; one without it gets the scripts at
 * once, as before. With a payload file, it asks for the payload and preloads the chunks at the same time,
 * and adds the chunks once the payload has run (scripts added by a script run in the order they arrive,
 * not the order they were added); if the payload fails to load, the chunks stay away too and the page
 * stays the pre-rendered one, which works without them. Written the long way on purpose: this spelling
 * is the one brotli packs smallest in the page (arrow functions and optional chaining came out 20 to 70
 * bytes bigger).
 */
export const STARTUP_LOADER =
  `(function(t){var s=t.getAttribute("${STARTUP_ATTRIBUTE}").split(" "),f=t.getAttribute("${PAYLOAD_ATTRIBUTE}"),d=0,P=window.PerformanceObserver;` +
  'function add(u,p){var e=document.createElement(p?"link":"script");if(p){e.rel="preload";e.as="script";e.href=u}else{e.src=u;e.async=true}document.head.appendChild(e);return e}' +
  'function run(){s.forEach(function(u){add(u)})}' +
  'function go(){if(d)return;d=1;if(!f)return run();add(f).onload=run;s.forEach(function(u){add(u,1)})}' +
  'if(document.hidden||!P||!(P.supportedEntryTypes||[]).includes("paint"))return go();' +
  'document.addEventListener("visibilitychange",go);' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})' +
  '})(document.currentScript)';

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/[^"]+\.js)"\/>/g;
const LOADER = new RegExp(`<script ${STARTUP_ATTRIBUTE}="([^"]*)"(?: ${PAYLOAD_ATTRIBUTE}="([^"]*)")?>`);
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The same-origin scripts a page runs at startup, as their URLs, in document order: the `<script src>`
 * elements (not `noModule` polyfills, which module-capable browsers never fetch) and those the loader
 * adds.
 */
export function startupScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="(\/[^"]+\.js)"/)?.[1];
    if (src) urls.push(src);
    const listed = tag.match(LOADER)?.[1];
    if (listed) urls.push(...listed.split(' '));
  }
  return urls;
}

/** The page's RSC payload file, as its URL, when postbuild moved it out of the page; else null. */
export function startupPayload(html: string): string | null {
  return html.match(LOADER)?.[2] ?? null;
}

/**
 * The page with its async startup scripts and script preloads replaced by the loader, which also runs the
 * payload file at `payload` first when there is one. A page without any is returned unchanged; so is one
 * that already has the loader.
 */
export function deferStartupScripts(html: string, payload?: string): string {
  if (LOADER.test(html)) return html;
  const urls: string[] = [];
  const take = (_: string, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return '';
  };
  // Next preloads the page's own chunk ahead of the shared ones: keep that order.
  const rest = html.replace(SCRIPT_PRELOAD, take).replace(ASYNC_SCRIPT, take);
  if (urls.length === 0) return html;
  if ([...urls, payload ?? ''].some((url) => /[\s"&<>]/.test(url)))
    throw new Error(`startup scripts: unexpected URL in ${[...urls, payload].join(', ')}`);
  if (!rest.includes(CHARSET)) throw new Error(`startup scripts: no ${CHARSET} to put the loader after`);
  return rest.replace(
    CHARSET,
    `${CHARSET}<script ${STARTUP_ATTRIBUTE}="${urls.join(' ')}"${payload ? ` ${PAYLOAD_ATTRIBUTE}="${payload}"` : ''}>${STARTUP_LOADER}</script>`,
  );
}
