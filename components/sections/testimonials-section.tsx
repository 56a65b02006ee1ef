import { Quote } from '@/components/icons/lucide/quote';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';

export function TestimonialsSection({ locale = 'ro' }: { locale?: Locale }) {
  const { testimonials } = loadData('home', locale);
  return (
    <Section aria-labelledby="testimoniale-titlu">
      <SectionHeader>
        <SectionEyebrow>Testimoniale</SectionEyebrow>
        <SectionTitle id="testimoniale-titlu">Ce spun clienții</SectionTitle>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-(--radius-card) border border-border bg-card p-8 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-primary/30" />
              <Stars rating={t.rating} />
              <blockquote className="mt-4 flex-1 text-lg text-pretty">„{t.content}”</blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold">{t.name}</p>
                <p className="text-sm text-muted-foreground">{t.role}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/contact" size="lg">
          Devino următorul client mulțumit
        </ButtonLink>
      </div>
    </Section>
  );
}
