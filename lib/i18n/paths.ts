import { localePath, type Locale } from '@/lib/i18n/locales';

/**
 * Where the language switcher on an unlocalized path leads in the target locale: the same page, or that
 * locale's home when the page has no translation. `translated`: the unlocalized paths that exist in
 * English (every page exists in Romanian). Client-safe (no file system).
 */
export function counterpart(path: string, target: Locale, translated: readonly string[]): string {
  // The 404 pages are not each other's twins: the switcher on a 404 leads to the other language's home.
  if (path === '/404') return localePath('/', target);
  if (target === 'ro') return path;
  return translated.includes(path) ? localePath(path, target) : localePath('/', target);
}
