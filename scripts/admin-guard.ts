/**
 * What the editor's server (`npm run admin`, scripts/admin.ts) answers, and which files it lets
 * decap-server touch (issue 30). The Host and Origin check also guards `npm run dev` (scripts/dev.ts).
 *
 * The file API has no sign-in: it trusts whoever can reach 127.0.0.1. A web page the owner has open can
 * reach it too, through DNS rebinding: the page's own name (evil.example) is re-pointed at 127.0.0.1, so
 * the browser sends it the page's requests as same-origin ones, with `Host: evil.example:4100`. So:
 *
 * 1. Every request must name this server exactly: `Host` is `127.0.0.1:<port>` or `localhost:<port>`, and an
 *    `Origin`, when the browser sends one, is `http://127.0.0.1:<port>` or `http://localhost:<port>`.
 *    Checked before anything else, the body included.
 * 2. Every file an action reads, lists, writes, moves or deletes is inside content/, by its real path
 *    (symbolic links followed), and what is written has the extension of a content file or a picture. A
 *    request with any other path does nothing at all: decap-server never sees it.
 *
 * The checks are functions of the request and the file system only, so they are tested on their own
 * (scripts/admin-guard.test.ts) and end to end against the running server (e2e/admin.spec.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The folder the editor may touch, relative to the working copy: lib/cms/config.ts keeps every collection,
 * data file and media folder inside it (content/blog/<slug>/, content/portfolio/<slug>/, content/uploads).
 */
export const CONTENT_DIR = 'content';

/**
 * Extensions a request may write. Entries and data files: what the editor's collections are made of
 * (`extension: md`, the `content/*.yaml` forms; a test checks every one in lib/cms/config.ts). Pictures:
 * the types the image pipeline encodes (SUPPORTED_EXTENSIONS in lib/images/pipeline.ts; checked by a test).
 * Nothing else: content/ is read by the build, and vitest runs the test files it finds there, so a `.ts`,
 * `.js`, `.mjs`, `.json` or dotfile there could be run or read as code or configuration.
 */
export const WRITABLE_EXTENSIONS = [
  '.md',
  '.yaml',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.avif',
  '.svg',
] as const;

/** decap-server reads up to 50 MB of JSON (a picture travels as base64 inside it); so do we. */
export const MAX_BODY_BYTES = 50 * 1024 * 1024;

export type Refusal = { status: 403 | 413 | 415 | 422; message: string };

/** The `Host` values that name this server: the addresses a browser uses for it. */
export function ownHosts(port: number): string[] {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  // A browser leaves the default port out of Host.
  if (port === 80) hosts.push('127.0.0.1', 'localhost');
  return hosts;
}

/** The origins of the pages this server serves itself. */
export function ownOrigins(port: number): string[] {
  const suffix = port === 80 ? '' : `:${port}`;
  return [`http://127.0.0.1${suffix}`, `http://localhost${suffix}`];
}

/**
 * A refusal when the request does not name this server (DNS rebinding, another site, another local
 * server's page), else null. Browsers send Host in lower case; a missing Host is refused. `server` names
 * the server in the message: the editor, or `npm run dev` (scripts/dev.ts), which is checked the same way.
 */
export function checkHeaders(
  headers: { host?: string; origin?: string | string[] },
  port: number,
  server: string = 'editorul',
): Refusal | null {
  const host = headers.host;
  if (typeof host !== 'string' || !ownHosts(port).includes(host.toLowerCase())) {
    return {
      status: 403,
      message: `Cerere refuzată: ${server} răspunde doar la adresa http://127.0.0.1:${port} (numele din cerere nu este al lui).`,
    };
  }
  const origin = headers.origin;
  if (origin !== undefined && (typeof origin !== 'string' || !ownOrigins(port).includes(origin))) {
    return {
      status: 403,
      message: `Cerere refuzată: vine de la o altă pagină decât cele de la http://127.0.0.1:${port}.`,
    };
  }
  return null;
}

/** Express (decap-server's router) matches `/api/v1` case-insensitively, with or without a final slash. */
export function isApiPath(url: string | undefined): boolean {
  const pathname = (url ?? '').split('?')[0]!.toLowerCase();
  return pathname === '/api/v1' || pathname === '/api/v1/';
}

/** What an action does with a path: `list` may name content/ itself; `write` also checks the extension. */
export type Access = 'read' | 'list' | 'write' | 'delete';
export type FileUse = { path: unknown; access: Access };

const invalid = (message: string): Refusal => ({ status: 422, message: `Cerere invalidă: ${message}.` });
const outside = (shown: string): Refusal => ({
  status: 403,
  message: `Cerere refuzată: editorul lucrează doar cu fișierele din ${CONTENT_DIR}/ („${shown}” nu este acolo).`,
});
const notWritable = (shown: string): Refusal => ({
  status: 403,
  message: `Cerere refuzată: în ${CONTENT_DIR}/ editorul scrie doar texte (${WRITABLE_EXTENSIONS.slice(0, 2).join(', ')}) și imagini (${WRITABLE_EXTENSIONS.slice(2).join(', ')}), nu „${shown}”.`,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every path an action of decap-server's file-system API (`registerLocalFs`, decap-server 3.11, the
 * `localFs` middleware) reads or writes, exactly as that middleware takes them from the body; a refusal
 * for an action it does not handle or a body of another shape. Actions and fields:
 *
 * - info, getDeployPreview: no file.
 * - entriesByFolder `folder`, getMedia `mediaFolder`: a folder listed (and, for getMedia, every file read).
 * - entriesByFiles `files[].path`, getEntry `path`, getMediaFile `path`: files read.
 * - persistEntry `dataFiles[]` (or `entry`) `.path` and `.newPath`, `assets[].path`: files written; a
 *   `newPath` moves the file, and with subfolders every file of its folder, into the new one's folder.
 * - persistMedia `asset.path`: a file written.
 * - deleteFile `path`, deleteFiles `paths[]`: files deleted.
 */
export function fileUses(body: unknown): FileUse[] | Refusal {
  if (!isRecord(body) || typeof body.action !== 'string') return invalid('lipsește acțiunea');
  const params = body.params;
  const needParams = (): Record<string, unknown> | null => (isRecord(params) ? params : null);
  const list = (value: unknown, what: string): unknown[] | Refusal =>
    Array.isArray(value) ? value : invalid(`${what} trebuie să fie o listă`);

  switch (body.action) {
    case 'info':
    case 'getDeployPreview':
      return [];
    case 'entriesByFolder': {
      const p = needParams();
      return p ? [{ path: p.folder, access: 'list' }] : invalid('lipsesc parametrii');
    }
    case 'getMedia': {
      const p = needParams();
      return p ? [{ path: p.mediaFolder, access: 'list' }] : invalid('lipsesc parametrii');
    }
    case 'getEntry':
    case 'getMediaFile': {
      const p = needParams();
      return p ? [{ path: p.path, access: 'read' }] : invalid('lipsesc parametrii');
    }
    case 'entriesByFiles': {
      const p = needParams();
      if (!p) return invalid('lipsesc parametrii');
      const files = list(p.files, 'files');
      if (!Array.isArray(files)) return files;
      const uses: FileUse[] = [];
      for (const file of files) {
        if (!isRecord(file)) return invalid('fiecare fișier trebuie să aibă o cale');
        uses.push({ path: file.path, access: 'read' });
      }
      return uses;
    }
    case 'persistEntry': {
      const p = needParams();
      if (!p) return invalid('lipsesc parametrii');
      // decap-server: `dataFiles = [entry]` when dataFiles is left out.
      const dataFiles = list(p.dataFiles === undefined ? [p.entry] : p.dataFiles, 'dataFiles');
      if (!Array.isArray(dataFiles)) return dataFiles;
      const assets = list(p.assets, 'assets');
      if (!Array.isArray(assets)) return assets;
      const uses: FileUse[] = [];
      for (const file of dataFiles) {
        if (!isRecord(file)) return invalid('fiecare fișier trebuie să aibă o cale');
        uses.push({ path: file.path, access: 'write' });
        if (file.newPath !== undefined) uses.push({ path: file.newPath, access: 'write' });
      }
      for (const asset of assets) {
        if (!isRecord(asset)) return invalid('fiecare imagine trebuie să aibă o cale');
        uses.push({ path: asset.path, access: 'write' });
      }
      return uses;
    }
    case 'persistMedia': {
      const p = needParams();
      if (!p || !isRecord(p.asset)) return invalid('lipsește imaginea');
      return [{ path: p.asset.path, access: 'write' }];
    }
    case 'deleteFile': {
      const p = needParams();
      return p ? [{ path: p.path, access: 'delete' }] : invalid('lipsesc parametrii');
    }
    case 'deleteFiles': {
      const p = needParams();
      if (!p) return invalid('lipsesc parametrii');
      const paths = list(p.paths, 'paths');
      if (!Array.isArray(paths)) return paths;
      return paths.map((value) => ({ path: value, access: 'delete' as const }));
    }
    default:
      return invalid('acțiune necunoscută');
  }
}

/** A path as shown in a message: short, without control characters. */
function shown(value: string): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/** True when `inner` is `root` itself or below it (both absolute and normalised). */
function within(root: string, inner: string): boolean {
  const relative = path.relative(root, inner);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/**
 * The check on the path's text alone: a relative path with `/` separators, no `..` segment, no NUL or
 * other control character, no backslash (a separator on Windows), that resolves inside content/ (a file
 * strictly below it; a listed folder may be content/ itself); a written file with an allowed extension.
 * Returns the absolute path, or a refusal. Percent signs are not decoded, here or by decap-server: in a
 * JSON body `%2e%2e` is a file name like any other.
 */
export function checkPathText(repoDir: string, use: FileUse): { absolute: string } | Refusal {
  const value = use.path;
  if (typeof value !== 'string' || value === '') return invalid('lipsește calea unui fișier');
  const label = shown(value);
  if (value.length > 1024 || /[\u0000-\u001f\u007f\\]/.test(value)) return outside(label);
  if (path.posix.isAbsolute(value) || path.win32.isAbsolute(value) || /^[a-z]:/i.test(value))
    return outside(label);
  if (value.split('/').includes('..')) return outside(label);
  const root = path.resolve(repoDir, CONTENT_DIR);
  const absolute = path.resolve(repoDir, value);
  if (!within(root, absolute) || (absolute === root && use.access !== 'list')) return outside(label);
  if (use.access === 'write' && !isWritableName(absolute)) return notWritable(label);
  return { absolute };
}

function isWritableName(file: string): boolean {
  const name = path.basename(file);
  const extension = path.extname(name).toLowerCase();
  // ".md" alone is a dotfile, not a Markdown file.
  return !name.startsWith('.') && (WRITABLE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The check on the file system: the deepest part of the path that exists, resolved through symbolic
 * links, is inside content/'s own real path (so content/blog/x → /etc or → ../.github is refused, as is a
 * file that is itself a link out); for a write, the real target's name passes the extension check too.
 */
export async function checkRealPath(
  repoDir: string,
  use: FileUse,
  absolute: string,
): Promise<Refusal | null> {
  const label = shown(String(use.path));
  let root: string;
  try {
    root = await fs.realpath(path.resolve(repoDir, CONTENT_DIR));
  } catch {
    return outside(label);
  }
  const missing: string[] = [];
  let existing = absolute;
  for (;;) {
    try {
      await fs.lstat(existing);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return outside(label);
      missing.unshift(path.basename(existing));
      const parent = path.dirname(existing);
      if (parent === existing) return outside(label);
      existing = parent;
    }
  }
  let real: string;
  try {
    real = path.join(await fs.realpath(existing), ...missing);
  } catch {
    // A dangling link: refused rather than written through.
    return outside(label);
  }
  if (!within(root, real) || (real === root && use.access !== 'list')) return outside(label);
  if (use.access === 'write' && !isWritableName(real)) return notWritable(label);
  return null;
}

/** The whole decision on a parsed body of `POST /api/v1`: null when decap-server may run it. */
export async function checkApiBody(repoDir: string, body: unknown): Promise<Refusal | null> {
  const uses = fileUses(body);
  if (!Array.isArray(uses)) return uses;
  for (const use of uses) {
    const text = checkPathText(repoDir, use);
    if ('status' in text) return text;
    const real = await checkRealPath(repoDir, use, text.absolute);
    if (real) return real;
  }
  return null;
}

/** `application/json`, with or without parameters (Decap sends `application/json; charset=utf-8`). */
export function isJsonContentType(value: string | undefined): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}
