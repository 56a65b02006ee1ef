import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { JsonLd } from '@/components/seo/json-ld';
import { PricingSection } from '@/components/services/pricing-section';
import { ServicesHero } from '@/components/services/services-hero';
import { StartupPackageSection } from '@/components/services/startup-package-section';
import { WhyChooseSection } from '@/components/services/why-choose-section';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { bookingHrefIn } from '@/lib/site';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const servicesMetadata = (locale: Locale) => pageMetadata(staticPageIn('services', locale));

export function ServicesPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).services;
  const page = staticPageIn('services', locale);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <ServicesHero locale={locale} />
      <PricingSection locale={locale} />
      <ProcessSection locale={locale} />
      <WhyChooseSection locale={locale} />
      <StartupPackageSection locale={locale} />
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: bookingHrefIn(locale) }}
        secondary={{ label: t.ctaSecondary, href: localePath('/portfolio', locale) }}
      />
    </>
  );
}
