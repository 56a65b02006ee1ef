import { ContactMainSection, FaqSection } from '@/components/contact/contact-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { bookingHrefIn } from '@/lib/site';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/structured-data';

export const contactMetadata = (locale: Locale) => pageMetadata(staticPageIn('contact', locale));


export function ContactPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).contact;
  const page = staticPageIn('contact', locale);
  return (
    <>
      <JsonLd data={[faqJsonLd(locale), breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)]} />
      <PageHero eyebrow={t.heroEyebrow} title={t.heroTitle} lead={t.heroLead} />
      <ContactMainSection locale={locale} />
      <FaqSection locale={locale} />
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: bookingHrefIn(locale) }}
        secondary={{ label: t.ctaSecondary, href: localePath('/portfolio', locale) }}
      />
      <Toaster locale={locale} />
    </>
  );
}
