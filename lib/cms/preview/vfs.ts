/**
 * The preview's `node:fs`: the few synchronous calls the site's loaders make (lib/content.ts,
 * lib/data/load.ts, lib/i18n/dictionary.ts, lib/images/types.ts), answered from memory. The editor's preview
 * script (lib/cms/preview-script.ts) bundles those loaders unchanged with this module in place of Node's,
 * seeded with the repository's content/ as it was built, and writes the entry being edited over its file
 * before each render: the page is then read, validated and rendered by exactly the site's own code.
 */
type File = { text: string; mtimeMs: number };

const files = new Map<string, File>();
let clock = 1;

const clean = (p: string) => p.replace(/\/+$/, '') || '/';

function notFound(p: string, syscall: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, ${syscall} '${p}'`), {
    code: 'ENOENT',
    path: p,
    syscall,
  });
}

/** Every file, by absolute path. */
export function seed(entries: Record<string, string>) {
  files.clear();
  for (const [p, text] of Object.entries(entries)) writeFile(p, text);
}

/** Writes (or replaces) one file; a later mtime, so the loaders' caches see the change. */
export function writeFile(p: string, text: string) {
  files.set(clean(p), { text, mtimeMs: clock++ });
}

export function removeFile(p: string) {
  files.delete(clean(p));
}

/** The text of a file as seeded or last written (undefined when there is none). */
export function peek(p: string): string | undefined {
  return files.get(clean(p))?.text;
}

function isDirectory(p: string): boolean {
  const prefix = `${clean(p)}/`;
  for (const name of files.keys()) if (name.startsWith(prefix)) return true;
  return false;
}

export function readFileSync(p: string): string {
  const file = files.get(clean(String(p)));
  if (!file) throw notFound(String(p), 'open');
  return file.text;
}

export function existsSync(p: string): boolean {
  return files.has(clean(String(p))) || isDirectory(String(p));
}

export function statSync(p: string) {
  const file = files.get(clean(String(p)));
  if (!file && !isDirectory(String(p))) throw notFound(String(p), 'stat');
  return {
    mtimeMs: file?.mtimeMs ?? 0,
    size: file?.text.length ?? 0,
    isFile: () => Boolean(file),
    isDirectory: () => !file,
  };
}

/** The names directly inside a folder, sorted (Node's order on the file systems we build on). */
export function readdirSync(p: string): string[] {
  const prefix = `${clean(String(p))}/`;
  const names = new Set<string>();
  for (const name of files.keys())
    if (name.startsWith(prefix)) names.add(name.slice(prefix.length).split('/')[0]!);
  if (names.size === 0 && !files.has(clean(String(p)))) throw notFound(String(p), 'scandir');
  return [...names].sort();
}

const fs = { readFileSync, existsSync, statSync, readdirSync };
export default fs;
