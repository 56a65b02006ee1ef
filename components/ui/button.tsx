import Link from '@/components/ui/link';
import { cx } from '@/lib/cx';
import { buttonClass, type ButtonVariants } from '@/components/ui/button-class';

export function Button({ className, variant, size, type = 'button', ...props }: React.ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cx(buttonClass({ variant, size }), className)} {...props} />;
}

/** A link styled as a button: internal hrefs use our intent-prefetching Link, external ones open safely. */
export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & ButtonVariants & { href: string }) {
  const classes = cx(buttonClass({ variant, size }), className);
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    const external = href.startsWith('http');
    return (
      <a href={href} className={classes} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})} {...props} />
    );
  }
  return <Link href={href} className={classes} {...props} />;
}
