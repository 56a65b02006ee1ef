import { Picture } from '@/components/ui/picture';
import { cx } from '@/lib/cx';
import { readManifest } from '@/lib/images/types';
import { monogram } from '@/lib/text';

/** The owner's photo as the image step encoded it (content/site/portrait.*), if there is one. */
export function ownerPortrait() {
  return readManifest().site?.cover;
}


/**
 * The owner's face (issue 34): the photo from content/site/ through the picture pipeline, round; until the
 * owner adds one, a monogram in the brand kit's colours, never a stock face. Decorative where the name is
 * printed beside it (`label` absent); otherwise named.
 */
export function Portrait({
  name,
  size,
  sizes,
  label,
  className,
}: {
  name: string;
  /** Tailwind classes of the circle's size and of the monogram's letters (size-12 text-base). */
  size: string;
  /** The picture's laid-out width, for its srcset. */
  sizes: string;
  label?: string;
  className?: string;
}) {
  const photo = ownerPortrait();
  if (photo)
    return (
      <span className={cx('block shrink-0 overflow-hidden rounded-full ring-4 ring-primary-soft', size, className)}>
        <Picture image={label ? { ...photo, alt: label } : { ...photo, alt: '' }} sizes={sizes} ratio="1 / 1" className="size-full object-cover" />
      </span>
    );
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cx(
        'grid shrink-0 place-items-center rounded-full bg-accent font-extrabold tracking-tight text-accent-foreground ring-4 ring-accent/25',
        size,
        className,
      )}
    >
      {monogram(name)}
    </span>
  );
}
