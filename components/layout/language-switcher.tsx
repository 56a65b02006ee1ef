'use client';

import { usePathname } from 'next/navigation';
import { counterpart } from '@/lib/i18n/paths';
import { otherLocale, pathLocale, unlocalizedPath, type Locale } from '@/lib/i18n/locales';

export type SwitcherLabels = {
  /** What the link does, in the page's language. */
  same: string;
  /** What the link does when the page has no translation, in the page's language. */
  home: string;
};

/**
 * A link to the same page in the other language, or to that language's home when the page has no
 * translation. A plain `<a>` (the two languages are two root layouts: a full load either way), so it
 * works without JavaScript: the path comes from the route while the page is pre-rendered.
 * `translated`: the unlocalized paths that exist in English (every page exists in Romanian).
 */
export function LanguageSwitcher({
  labels,
  translated,
  className,
  children,
}: {
  labels: SwitcherLabels;
  translated: readonly string[];
  /** The link's whole class list (set by the server, so its text is not in the browser's bundle too). */
  className: string;
  /** The other language's name as the link shows it (set by the server: the header's short form too). */
  children: React.ReactNode;
}) {
  const pathname = usePathname() ?? '/';
  const current: Locale = pathLocale(pathname);
  const target = otherLocale(current);
  const bare = unlocalizedPath(pathname);
  const href = counterpart(bare, target, translated);
  const same = target === 'ro' || translated.includes(bare);
  return (
    <a
      href={href}
      hrefLang={target}
      data-language-switcher=""
      className={className}
    >
      {children}
      <span className="sr-only">({same ? labels.same : labels.home})</span>
    </a>
  );
}
