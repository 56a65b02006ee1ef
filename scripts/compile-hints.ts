/**
 * V8 explicit compile hints for the framework's startup chunks.
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. React DOM and Next's
 * router are big modules whose factories all run while a page boots, so each page spent about 30 ms (on
 * this machine, unthrottled) of its longest task compiling them. A script whose first line is the magic
 * comment below is compiled eagerly instead, and for an async script that happens on V8's streaming
 * thread while the file downloads (Chrome 136 and later; to other engines it is just a comment).
 *
 * V8 advises the hint only where most functions run at load, so it goes on the chunks every page runs at
 * startup (one of `startupScripts` in every page): the framework, the router, Turbopack's runtime and the
 * layout's client components. At first only the two of 64 KiB and more had it. Once the loader inserted
 * the scripts after the first paint (scripts/startup-scripts.ts), the smaller three showed up in the
 * boot's long tasks, compiling function by function on the main thread as they ran (up to 13 ms in one
 * trace for the 30 KB chunk): hinting them too took Lighthouse's median TBT on `/` from 48 to 14 ms
 * (5 runs each, interleaved; README).
 * Chunks under 8 KiB compile in well under a millisecond, and the comment would cost them more in bytes
 * than it saves in time. Code loaded on demand or by one page (search, forms, toasts) keeps V8's lazy
 * default: hinting those as well measured no better.
 */
import { startupScripts } from './startup-scripts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Raw bytes from which a startup chunk gets the hint. */
export const MIN_HINT_BYTES = 8 * 1024;

/**
 * The chunks to hint: scripts every page runs at startup whose raw size is at least `minBytes`.
 * `sizeOf` gives a script URL's raw size in bytes.
 */
export function chunksToHint(
  pages: string[],
  sizeOf: (url: string) => number,
  minBytes = MIN_HINT_BYTES,
): string[] {
  const [first = [], ...rest] = pages.map((html) => startupScripts(html));
  return first.filter((url) => rest.every((list) => list.includes(url)) && sizeOf(url) >= minBytes);
}

/** The script with the hint as its first line (unchanged if it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
