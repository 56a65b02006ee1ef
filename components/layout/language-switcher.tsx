'use client';

import { usePathname } from 'next/navigation';
import { counterpart } from '@/lib/i18n/paths';
import { otherLocale, pathLocale, unlocalizedPath, type Locale } from '@/lib/i18n/locales';
import { cx } from '@/lib/cx';

export type SwitcherLabels = {
  /** The other language's name, in that language ("English", "Română"). */
  name: string;
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
  compact = false,
}: {
  labels: SwitcherLabels;
  translated: readonly string[];
  className?: string;
  /** Below xl the header shows the language's code ("EN"); its name stays the link's accessible name. */
  compact?: boolean;
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
      className={cx('inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold hover:bg-muted', className)}
    >
      {compact && (
        <span aria-hidden="true" className="xl:hidden">
          {target.toUpperCase()}
        </span>
      )}
      <span lang={target} className={compact ? 'sr-only xl:not-sr-only' : undefined}>
        {labels.name}
      </span>
      <span className="sr-only">({same ? labels.same : labels.home})</span>
    </a>
  );
}
