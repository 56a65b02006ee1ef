import { FeaturedProjectsSection } from '@/components/home/featured-projects-section';
import { HeroSection } from '@/components/home/hero-section';
import { ServicesSection } from '@/components/home/services-section';
import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { Container } from '@/components/ui/container';
import { loadData } from '@/lib/data/load';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';

export const homeMetadata = (locale: Locale) => pageMetadata(staticPageIn('home', locale));

/** The home page: its words from the UI dictionary, its display data from content/home*.yaml. */
export function HomePage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).home;
  const contact = localePath('/contact', locale);
  return (
    <>
      <HeroSection locale={locale} />
      <section aria-label={t.statsLabel} className="border-border border-b py-12">
        <Container>
          <StatsBand stats={loadData('home', locale).stats} />
        </Container>
      </section>
      <FeaturedProjectsSection locale={locale} />
      <ServicesSection locale={locale} />
      <ProcessSection locale={locale} />
      <TestimonialsSection locale={locale} />
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: localePath('/services', locale) }}
      />
    </>
  );
}
