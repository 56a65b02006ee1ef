/**
 * Which content files are translations: `<slug>.en.md` beside the Romanian `<slug>.md` (lib/i18n/locales.ts,
 * docs/content.md). Shared by the editor's configuration (lib/cms/config.ts: the English collections list
 * only these) and its script in the browser (./backend-filter.ts: the Romanian collections list none of
 * them), so the two sides cannot disagree. No Node import: this runs in the browser.
 */
import { defaultLocale, locales } from '@/lib/i18n/locales';

/** The languages that live in suffixed files ("en"). */
export const TRANSLATION_LOCALES = locales.filter((locale) => locale !== defaultLocale);

const TRANSLATION_FILE = new RegExp(`\\.(?:${TRANSLATION_LOCALES.join('|')})\\.md$`);

/** `content/blog/x.en.md` → true; `content/blog/x.md` → false. */
export function isTranslationPath(path: string): boolean {
  return TRANSLATION_FILE.test(path);
}

/** A folder collection's `extension` for one language's Markdown files: "md" (Romanian), "en.md". */
export function markdownExtension(locale: (typeof locales)[number]): string {
  return locale === defaultLocale ? 'md' : `${locale}.md`;
}
