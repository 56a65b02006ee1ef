import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';

/** A page band with consistent vertical rhythm. `tone` picks the background. */
export function Section({
  className,
  tone = 'plain',
  children,
  ...props
}: React.ComponentProps<'section'> & { tone?: 'plain' | 'muted' | 'ink' }) {
  return (
    <section
      data-tone={tone}
      className={cn(
        'py-16 sm:py-20',
        tone === 'muted' && 'bg-muted',
        tone === 'ink' && 'on-dark bg-ink text-white',
        className,
      )}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}

/** Compound heading for sections: eyebrow, title, description. */
export function SectionHeader({ className, align = 'center', ...props }: React.ComponentProps<'div'> & { align?: 'center' | 'start' }) {
  return <div className={cn('mb-10 max-w-2xl sm:mb-12', align === 'center' && 'mx-auto text-center', className)} {...props} />;
}

export function SectionEyebrow({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('mb-3 text-sm font-semibold tracking-wider text-primary uppercase', className)} {...props} />;
}

export function SectionTitle({ className, as: Tag = 'h2', ...props }: React.ComponentProps<'h2'> & { as?: 'h1' | 'h2' }) {
  return <Tag className={cn('text-3xl font-bold tracking-tight text-balance sm:text-4xl', className)} {...props} />;
}

export function SectionDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('mt-4 text-lg text-pretty text-muted-foreground', className)} {...props} />;
}
