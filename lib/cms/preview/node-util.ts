/**
 * The preview's `node:util`: lib/data/load.ts compares two lists of file modification times with
 * isDeepStrictEqual, the only use in what the preview bundles.
 */
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const util = { isDeepStrictEqual };
export default util;
