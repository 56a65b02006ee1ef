/**
 * The preview's `node:child_process`: lib/redirects.ts asks git for renamed pages at build time; the content
 * check the preview runs reads only content/redirects.yaml, so nothing here is called. If it were, the
 * answer is git's when it is missing: a failure, which its callers take as "no history".
 */
export function execFileSync(): never {
  throw new Error('no processes in the editor preview');
}

const childProcess = { execFileSync };
export default childProcess;
