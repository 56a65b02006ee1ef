import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';
import { keepWhole } from '@/lib/typography';

/**
 * The dark band that opens every inner page: eyebrow, one h1, a lead and optional extra content, centred.
 * `split`: from lg the text on the left and the extra content (the portfolio's figures) beside it, in a
 * shorter band, so the page's own content (the work) comes up sooner.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
  split = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  className?: string;
  split?: boolean;
}) {
  return (
    <section className={cn('on-dark relative overflow-hidden bg-ink text-white', className)}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--color-brand)_65%,transparent),transparent_60%)]" />
      <Container
        className={cn(
          'relative text-center',
          split ? 'py-12 sm:py-16 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-16 lg:text-left' : 'py-16 sm:py-24',
        )}
      >
        <div>
          {eyebrow && <p className="mb-4 text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
          <h1 className={cn('mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl', split && 'lg:mx-0')}>{keepWhole(title)}</h1>
          {lead && <p className={cn('mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-foreground sm:text-xl', split && 'lg:mx-0')}>{keepWhole(lead)}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
