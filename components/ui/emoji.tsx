import { cx } from '@/lib/cx';

/** The specification's emoji "images": zero bytes, with an accessible label. */
export function Emoji({ symbol, label, className }: { symbol: string; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cx('leading-none select-none', className)}>
      {symbol}
    </span>
  );
}
