import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { keepWhole } from '@/lib/typography';

type Action = { label: string; href: string };

/** The closing call to action of a page: a primary and a secondary action. */
export function CtaSection({ title, description, primary, secondary }: { title: string; description: string; primary: Action; secondary: Action }) {
  return (
    // After a plain white band its own top padding would double that band's (160 px of white): the card
    // then starts at the band's bottom padding.
    <section className="py-16 sm:py-20 [[data-tone=plain]+&]:pt-0">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-(--radius-card) bg-gradient-to-br from-brand to-ink px-6 py-14 text-center text-white sm:px-12">
          <h2 className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-foreground">{keepWhole(description)}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={primary.href} variant="accent" size="lg">
              {primary.label}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={secondary.href} variant="outline-light" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
