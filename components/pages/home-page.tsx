import { FeaturedProjectsSection } from '@/components/home/featured-projects-section';
import { HeroSection } from '@/components/home/hero-section';
import { ServicesSection } from '@/components/home/services-section';
import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { Container } from '@/components/ui/container';
import { homeStats } from '@/content/home';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { existsIn } from '@/lib/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { siteConfig } from '@/lib/site';

export const homeMetadata = (locale: Locale) => pageMetadata(staticPageIn('home', locale));

/**
 * The home page. The sections built from display data (statistics, services, process, testimonials)
 * show in Romanian only until that data has English files (content/*.en.yaml); the English home never
 * shows them in Romanian.
 */
export function HomePage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).home;
  const romanian = locale === 'ro';
  const contact = existsIn('/contact', locale) ? localePath('/contact', locale) : `mailto:${siteConfig.email}`;
  return (
    <>
      <HeroSection locale={locale} />
      {romanian && (
        <section aria-label="Statistici" className="border-border border-b py-12">
          <Container>
            <StatsBand stats={homeStats} />
          </Container>
        </section>
      )}
      <FeaturedProjectsSection locale={locale} />
      {romanian && <ServicesSection />}
      {romanian && <ProcessSection />}
      {romanian && <TestimonialsSection />}
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={
          existsIn('/services', locale)
            ? { label: t.ctaSecondary, href: localePath('/services', locale) }
            : { label: t.ctaBlog, href: localePath('/blog', locale) }
        }
      />
    </>
  );
}
