/**
 * The classes of a button, in one place for Button, ButtonLink and the client error view. Kept apart from
 * button.tsx so a client component can style a button without importing the link component.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
  outline: 'border-2 border-primary text-primary hover:bg-primary-soft',
  ghost: 'text-foreground hover:bg-muted',
  light: 'bg-white text-ink hover:bg-ink-foreground',
  'outline-light': 'border-2 border-white/80 text-white hover:bg-white/10',
};

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  lg: 'h-13 px-8 text-base',
};

export type ButtonVariants = { variant?: keyof typeof variants; size?: keyof typeof sizes };

/**
 * Base, then variant, then size. A lookup rather than `cva`: with one variant, one size and no compound
 * rules this is all cva would do, and the error view, a client component on every page, would otherwise
 * ship cva's runtime to every visitor.
 */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonVariants = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
