import { Container } from '@/components/ui/container';
import { cn } from '@/lib/utils';
import { keepWhole } from '@/lib/typography';

/** The dark band that opens every inner page: eyebrow, one h1, a lead and optional extra content. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('on-dark relative overflow-hidden bg-ink text-white', className)}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--color-brand)_65%,transparent),transparent_60%)]" />
      <Container className="relative py-16 text-center sm:py-24">
        {eyebrow && <p className="mb-4 text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{keepWhole(title)}</h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-foreground sm:text-xl">{keepWhole(lead)}</p>}
        {children}
      </Container>
    </section>
  );
}
