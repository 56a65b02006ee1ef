import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { existsIn } from '@/lib/i18n/routes';
import { siteConfig } from '@/lib/site';
import type { MenuItem } from '@/lib/types';

/**
 * The site's menus in one language: names from the UI dictionary, paths with the locale prefix. A page
 * that does not exist in the language is left out of its menus (never a link to the other language).
 */
const available = (href: string, locale: Locale) => existsIn(href.split('#')[0] || '/', locale);
const localize = (items: MenuItem[], locale: Locale): MenuItem[] =>
  items
    .filter((item) => available(item.href, locale))
    .map((item) => ({
      ...item,
      href: localePath(item.href, locale),
      ...(item.children ? { children: localize(item.children, locale) } : {}),
    }));

export function mainMenu(locale: Locale): MenuItem[] {
  const t = getDictionary(locale).layout;
  return localize(
    [
      { name: t.home, href: '/' },
      { name: t.about, href: '/about' },
      {
        name: t.services,
        href: '/services',
        children: [
          { name: 'Web Design', href: '/services#web-design' },
          { name: 'WordPress Development', href: '/services#wordpress' },
          { name: t.graphicDesign, href: '/services#graphic-design' },
          { name: t.digitalMarketing, href: '/services#marketing' },
        ],
      },
      { name: t.portfolio, href: '/portfolio' },
      { name: t.blog, href: '/blog' },
    ],
    locale,
  );
}

/** The header's two buttons: the pricing section and the contact page (an e-mail link where that page is not translated). */
export function headerActions(locale: Locale): { pricing?: MenuItem; contact: MenuItem } {
  const t = getDictionary(locale).layout;
  return {
    ...(available('/services', locale) ? { pricing: { name: t.pricing, href: localePath('/services#preturi', locale) } } : {}),
    contact: available('/contact', locale)
      ? { name: t.contactButton, href: localePath('/contact', locale) }
      : { name: t.contactButton, href: `mailto:${siteConfig.email}` },
  };
}

export function footerQuickLinks(locale: Locale): MenuItem[] {
  const t = getDictionary(locale).footer;
  return localize(
    [
      { name: t.home, href: '/' },
      { name: t.about, href: '/about' },
      { name: t.services, href: '/services' },
      { name: t.portfolio, href: '/portfolio' },
      { name: t.blog, href: '/blog' },
      { name: t.contact, href: '/contact' },
    ],
    locale,
  );
}

export function policyLinks(locale: Locale): MenuItem[] {
  const t = getDictionary(locale).footer;
  return localize(
    [
      { name: t.privacy, href: '/privacy' },
      { name: t.terms, href: '/terms' },
    ],
    locale,
  );
}
