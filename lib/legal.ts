import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { ContentError } from '@/lib/content';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { plural } from '@/lib/i18n/format';
import { renderMarkdown } from '@/lib/markdown';
import { legalIdentity, siteConfig } from '@/lib/site';

/**
 * The legal texts as Markdown (content/legal/<name>.md, <name>.en.md beside it), with the values that
 * differ per deployment as tokens: `{site.email}`, `{legal.legalName}`, … and `{?key}…{/?}` for a part
 * shown only when the value is set. An unknown token fails the build naming the file.
 */
const frontMatter = z.strictObject({ title: z.string().min(3), updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export type LegalName = 'privacy' | 'terms';

/** The token values in a locale. */
export function legalValues(locale: Locale): Record<string, string> {
  const identity = legalIdentity();
  const { legal } = siteConfig;
  const en = locale !== defaultLocale;
  const registration = en
    ? [legal.cui && `tax ID (CUI) ${legal.cui}`, legal.tradeRegister && `Trade Register no. ${legal.tradeRegister}`].filter(
        (part): part is string => Boolean(part),
      )
    : identity.registration;
  return {
    'site.name': siteConfig.name,
    'site.email': siteConfig.email,
    'site.leadRetentionMonths': plural(locale, siteConfig.leadRetentionMonths, en ? 'month' : 'lună', en ? 'months' : 'luni'),
    'site.unconfirmedSignupDays': plural(locale, siteConfig.unconfirmedSignupDays, en ? 'day' : 'zi', en ? 'days' : 'zile'),
    'site.serverLogDays': plural(locale, siteConfig.serverLogDays, en ? 'day' : 'zi', en ? 'days' : 'zile'),
    'legal.legalName': identity.name,
    'legal.registration': registration.join(', '),
    'legal.registeredAddress': identity.address ?? '',
    'legal.details': [...registration, ...(identity.address ? [identity.address] : [])].join(', '),
    // The configured statement is Romanian ("+ TVA"); English says the same in English.
    'legal.vatStatement': en ? vatInEnglish(legal.vatStatement) : legal.vatStatement,
  };
}

/** "+ TVA" → "plus VAT"; "TVA inclus" → "VAT included"; "neplătitor de TVA" → "not VAT-registered". */
export function vatInEnglish(statement: string): string {
  const s = statement.toLowerCase();
  if (s.includes('neplătitor') || s.includes('scutit')) return 'not VAT-registered, no VAT charged';
  if (s.includes('inclus')) return 'VAT included';
  if (s.includes('+') || s.includes('plus')) return 'plus VAT';
  return statement ? 'VAT as stated in the offer' : '';
}

/** Replaces the tokens of a legal text; throws on a token it does not know. */
export function fillLegal(text: string, values: Record<string, string>, file: string): string {
  const unknown = new Set<string>();
  const out = text
    .replace(/\{\?([\w.]+)\}([\s\S]*?)\{\/\?\}/g, (_whole, key: string, inner: string) => {
      if (!(key in values)) unknown.add(key);
      return values[key] ? inner : '';
    })
    .replace(/\{([a-z]+\.[\w]+)\}/g, (whole, key: string) => {
      if (!(key in values)) {
        unknown.add(key);
        return whole;
      }
      return values[key]!;
    });
  if (unknown.size > 0) throw new ContentError(file, [...unknown].map((key) => `unknown placeholder {${key}}`));
  return out;
}

export function loadLegal(name: LegalName, locale: Locale): { title: string; updated: string; html: string } {
  const file = path.join('content', 'legal', `${name}${locale === defaultLocale ? '' : `.${locale}`}.md`);
  const parsed = matter(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), {});
  const meta = frontMatter.safeParse(parsed.data);
  if (!meta.success) throw new ContentError(file, meta.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const body = fillLegal(parsed.content, legalValues(locale), file);
  return { ...meta.data, html: renderMarkdown(body, { images: {}, anchorLabel: getDictionary(locale).article.anchor }).html };
}
