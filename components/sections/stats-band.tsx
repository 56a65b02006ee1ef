import type { Stat } from '@/lib/types';
import { cn } from '@/lib/utils';

/**
 * A row of figures. Rendered as a description list so each number stays tied to its label. The figures
 * sit at the top of their cells (`justify-end` in a reversed column), so a label that wraps does not push
 * its neighbour's figure off the row's baseline; an odd last figure on the two-column phone grid is
 * centred across both columns instead of hanging under the first.
 */
export function StatsBand({
  stats,
  className,
  tone = 'light',
  size = 'lg',
  oneRow = false,
}: {
  stats: Stat[];
  className?: string;
  tone?: 'light' | 'dark';
  /** `sm`: smaller figures, for a band that sits beside a page's title. */
  size?: 'lg' | 'sm';
  /** Every figure on one row at every width (three in a narrow panel), instead of two a row on a phone. */
  oneRow?: boolean;
}) {
  return (
    <dl
      className={cn(
        'grid gap-6',
        oneRow ? (stats.length === 3 ? 'grid-cols-3 gap-3' : 'grid-cols-4 gap-3') : 'grid-cols-2 lg:grid-cols-4',
        !oneRow && stats.length === 3 && 'lg:grid-cols-3',
        className,
      )}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse items-center justify-end text-center',
            !oneRow && stats.length % 2 === 1 && index === stats.length - 1 && 'col-span-2 lg:col-span-1',
          )}
        >
          <dt className={cn('mt-1 text-sm font-medium sm:text-base', tone === 'dark' ? 'text-ink-foreground' : 'text-muted-foreground')}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              'font-extrabold tracking-tight',
              size === 'sm' ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl',
              tone === 'dark' ? 'text-white' : 'text-primary',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
