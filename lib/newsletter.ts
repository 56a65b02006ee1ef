/**
 * The newsletter's letters (issue 47): content/newsletter/<slug>.md in Romanian, <slug>.en.md beside it for
 * English subscribers. The same loader as the blog's (lib/content.ts), with its front matter schema. One
 * list feeds the archive pages (/newsletter, /en/newsletter), the sitemap and `npm run newsletter`.
 */
import { z } from 'zod';
import { hasContentDir, loadDir } from '@/lib/content';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { siteToday } from '@/lib/publishing';
import { legalIdentity, siteConfig } from '@/lib/site';
import type { Letter, LetterBrand } from '@/server/mail/newsletter';

export const letterFrontMatter = z.strictObject({
  /** Example content shipped with the site (the blog's and portfolio's examples say the same). */
  sample: z.boolean().optional(),
  /** The e-mail's subject, and the page's title on the archive. */
  subject: z.string().trim().min(3).max(150),
  /** YYYY-MM-DD: the letter's date on the archive, which shows it from that day on. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data are forma AAAA-LL-ZZ, de exemplu 2026-11-03'),
  /** The line inboxes show after the subject. */
  preheader: z.string().trim().max(200).optional(),
  /** false: sent, but not on the site's archive. */
  archive: z.boolean().default(true),
});

export type LetterEntry = z.infer<typeof letterFrontMatter> & { slug: string; body: string };

const DIR = 'newsletter';

/** An owner who deletes the folder has no letters (and the archive says so), not a broken build. */
const hasLetters = () => hasContentDir(DIR);

/** Every letter in one language, newest first. */
export function getLetters(locale: Locale = defaultLocale): LetterEntry[] {
  if (!hasLetters()) return [];
  return loadDir(DIR, letterFrontMatter, locale).sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
}

/**
 * The letters the archive shows in a language: `archive` left on and dated today or before. An English
 * page exists only for a letter that has its English version.
 */
export function getArchivedLetters(locale: Locale = defaultLocale, today = siteToday()): LetterEntry[] {
  return getLetters(locale).filter((letter) => letter.archive && letter.date <= today);
}

/** The letter `slug` with both versions, as the sender takes it; undefined when there is no such file. */
export function getLetter(slug: string): Letter | undefined {
  const ro = getLetters(defaultLocale).find((letter) => letter.slug === slug);
  if (!ro) return undefined;
  const en = getLetters('en').find((letter) => letter.slug === slug);
  const text = (entry: LetterEntry) => ({
    subject: entry.subject,
    preheader: entry.preheader,
    markdown: entry.body,
  });
  return { slug, date: ro.date, archive: ro.archive, ro: text(ro), ...(en ? { en: text(en) } : {}) };
}

/** The brand, legal identity and origins every letter carries (the footer's legal data). */
export function letterBrand(
  origins: { siteUrl?: string; publicUrl?: string; ownerEmail?: string } = {},
): LetterBrand {
  const identity = legalIdentity();
  const siteUrl = origins.siteUrl ?? siteConfig.url;
  return {
    siteName: siteConfig.name,
    siteUrl,
    publicUrl: origins.publicUrl ?? siteUrl,
    primary: siteConfig.brand.primary,
    accent: siteConfig.brand.accent,
    legalName: identity.name,
    legalDetails: [...identity.registration, ...(identity.address ? [identity.address] : [])].join(', '),
    ownerEmail: origins.ownerEmail ?? siteConfig.email,
  };
}
