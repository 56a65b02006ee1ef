import { Quote } from '@/components/icons/lucide/quote';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';

export function TestimonialsSection({ locale = 'ro' }: { locale?: Locale }) {
  const { testimonials } = loadData('home', locale);
  const t = getDictionary(locale).sections;
  return (
    <Section aria-labelledby="testimoniale-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.testimonialsEyebrow}</SectionEyebrow>
        <SectionTitle id="testimoniale-titlu">{t.testimonialsTitle}</SectionTitle>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-(--radius-card) border border-border bg-card p-8 shadow-sm">
              {/* The stars and the quote glyph on one line, at its two ends: stacked, the glyph crowded the stars. */}
              <div className="flex items-start justify-between gap-4">
                <Stars rating={item.rating} label={fill(t.stars, { rating: item.rating, max: 5 })} />
                <Quote aria-hidden="true" className="-mt-1 size-10 shrink-0 text-primary/25" />
              </div>
              <blockquote className="mt-4 flex-1 text-lg text-pretty">{fill(t.quote, { text: item.content })}</blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold">{item.name}</p>
                <p className="text-sm text-muted-foreground">{item.role}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        {/* Outlined like the other sections' links: the filled buttons are the hero's and the closing band's.
            No arrow: the label is long, and with one it would not fit a 360 px phone on one line. */}
        <ButtonLink href={localePath('/contact', locale)} variant="outline" size="lg">
          {t.testimonialsCta}
        </ButtonLink>
      </div>
    </Section>
  );
}
