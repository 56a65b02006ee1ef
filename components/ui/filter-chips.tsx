'use client';

import { cx } from '@/lib/cx';

export type Chip = { id: string; label: string; count: number };

/**
 * A click the page may handle itself: a plain left click. A click with a modifier (new tab, new window,
 * download) or another button is left to the browser, which follows the link's href.
 */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link's click handler that does `action` in place of following the link, for a plain click only. */
export function inPlace(action: () => void) {
  return (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };
}

/**
 * The chips of a category filter, as links: each href is the filtered view's URL, which the pre-rendered
 * page answers without a script (see the explorers). With `onSelect`, a plain click filters in place
 * instead. The active chip is `aria-current`.
 */
export function FilterChips({
  chips,
  active,
  label,
  href,
  onSelect,
}: {
  chips: Chip[];
  active: string;
  label: string;
  href: (id: string) => string;
  onSelect?: (id: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const current = chip.id === active;
        return (
          <a
            key={chip.id}
            href={href(chip.id)}
            aria-current={current ? 'true' : undefined}
            data-chip={chip.id}
            onClick={onSelect ? inPlace(() => onSelect(chip.id)) : undefined}
            className={cx(
              'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
              current
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-foreground hover:border-primary hover:text-primary',
            )}
          >
            {chip.label}
            <span className={cx('rounded-full px-2 py-0.5 text-xs', current ? 'bg-white/20' : 'bg-muted')}>
              {chip.count}
            </span>
          </a>
        );
      })}
    </div>
  );
}
