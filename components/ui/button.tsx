import Link from '@/components/ui/link';
import { cva, type VariantProps } from 'class-variance-authority';
import { cx } from '@/lib/cx';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        accent: 'bg-accent text-accent-foreground hover:bg-amber-300',
        outline: 'border-2 border-primary text-primary hover:bg-primary-soft',
        ghost: 'text-foreground hover:bg-muted',
        light: 'bg-white text-ink hover:bg-primary-soft',
        'outline-light': 'border-2 border-white/80 text-white hover:bg-white/10',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-base',
        lg: 'h-13 px-8 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: React.ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link styled as a button: internal hrefs use our intent-prefetching Link, external ones open safely. */
export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: Omit<React.ComponentProps<'a'>, 'href'> & ButtonVariants & { href: string }) {
  const classes = cx(buttonVariants({ variant, size }), className);
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    const external = href.startsWith('http');
    return (
      <a href={href} className={classes} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})} {...props} />
    );
  }
  return <Link href={href} className={classes} {...props} />;
}
