import {
  AboutIntroSection,
  PhilosophySection,
  SkillsSection,
  TimelineSection,
  ValuesSection,
} from '@/components/about/about-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { siteConfigFor } from '@/lib/site';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/structured-data';

export const aboutMetadata = (locale: Locale) => pageMetadata(staticPageIn('about', locale));

export function AboutPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).about;
  const page = staticPageIn('about', locale);
  return (
    <>
      <JsonLd data={[personJsonLd(locale), breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)]} />
      <PageHero eyebrow={t.heroEyebrow} title={t.heroTitle} lead={siteConfigFor(locale).description} />
      <AboutIntroSection locale={locale} />
      <ValuesSection locale={locale} />
      <SkillsSection locale={locale} />
      <PhilosophySection locale={locale} />
      <TimelineSection locale={locale} />
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: localePath('/contact', locale) }}
        secondary={{ label: t.ctaSecondary, href: localePath('/portfolio', locale) }}
      />
    </>
  );
}
