'use client';

import { cx } from '@/lib/cx';

export type Chip = { id: string; label: string; count: number };

/** Toggle buttons for a category filter; the active one is `aria-pressed`. */
export function FilterChips({ chips, active, onSelect, label }: { chips: Chip[]; active: string; onSelect: (id: string) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.id === active;
        return (
          <button
            key={chip.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(chip.id)}
            className={cx(
              'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-foreground hover:border-primary hover:text-primary',
            )}
          >
            {chip.label}
            <span className={cx('rounded-full px-2 py-0.5 text-xs', pressed ? 'bg-white/20' : 'bg-muted')}>{chip.count}</span>
          </button>
        );
      })}
    </div>
  );
}
