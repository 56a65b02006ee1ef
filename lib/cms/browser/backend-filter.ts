/**
 * Romanian and English entries apart (issue 32). Articles and case studies keep both languages in one
 * folder: `<slug>.md` Romanian, `<slug>.en.md` English, the names the site's loaders read. Decap 3 cannot
 * say "not *.en.md" in a configuration: a folder collection lists every file ending in its `extension`,
 * `filter` compares a front matter value (none tells the languages apart), and i18n `multiple_files` would
 * rename the Romanian files `<slug>.ro.md`. The English collections are simply `extension: en.md`; for the
 * Romanian ones (`extension: md`, which also matches `.en.md`), this wraps the backend's folder listings
 * and leaves the translations out. Every backend the configuration may name is wrapped (github online,
 * proxy for `npm run admin`), before Decap creates it.
 */
import type { BackendEntry, BackendImplementation, Cursor, DecapCms } from './decap';
import { isTranslationPath } from './translations';

/** Every backend the configuration may name. */
export const BACKENDS = ['github', 'gitlab', 'gitea', 'forgejo', 'bitbucket', 'azure', 'git-gateway', 'aws-cognito-github-proxy', 'proxy', 'test-repo'];

const romanianOnly = (entries: BackendEntry[]) => keepSymbols(entries, entries.filter((e) => !isTranslationPath(e.file.path)));

/** A paginating backend hangs its cursor on the listed array under a symbol: the filtered array keeps it. */
function keepSymbols<T extends object>(from: T, to: T): T {
  for (const symbol of Object.getOwnPropertySymbols(from)) (to as Record<symbol, unknown>)[symbol] = (from as Record<symbol, unknown>)[symbol];
  return to;
}

/** The files a paginating backend's cursor pages through (GitHub: `data.files`, each with its path). */
function cursorPaths(cursor: Cursor): string[] {
  const files = cursor.data?.get('files') as { toJS(): unknown } | undefined;
  const list = files?.toJS();
  return Array.isArray(list) ? list.map((f: { path?: unknown }) => String(f?.path ?? '')) : [];
}

/** The implementation with its folder listings for `extension: md` leaving out `<slug>.<locale>.md`. */
export function withoutTranslations<T extends BackendImplementation>(implementation: T): T {
  const { entriesByFolder, allEntriesByFolder, traverseCursor } = implementation;
  if (entriesByFolder)
    implementation.entriesByFolder = async (folder, extension, depth) => {
      const entries = await entriesByFolder.call(implementation, folder, extension, depth);
      return extension === 'md' ? romanianOnly(entries) : entries;
    };
  if (allEntriesByFolder)
    implementation.allEntriesByFolder = async (folder, extension, depth, pathRegex) => {
      const entries = await allEntriesByFolder.call(implementation, folder, extension, depth, pathRegex);
      return extension === 'md' ? romanianOnly(entries) : entries;
    };
  if (traverseCursor)
    implementation.traverseCursor = async (cursor, action) => {
      const page = await traverseCursor.call(implementation, cursor, action);
      // The next page of a listing: a Romanian one (extension "md") holds Romanian files; an English one
      // (extension "en.md") holds translations only, and stays whole.
      const romanianListing = cursorPaths(cursor).some((path) => path.endsWith('.md') && !isTranslationPath(path));
      return romanianListing ? { ...page, entries: romanianOnly(page.entries) } : page;
    };
  return implementation;
}

export function installBackendFilter(cms: DecapCms): void {
  for (const name of BACKENDS) {
    const backend = cms.getBackend(name);
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args: unknown[]) => withoutTranslations(init(...args));
  }
}
