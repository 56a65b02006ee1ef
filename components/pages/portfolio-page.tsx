import { AllProjectsSection, RecentProjectsSection } from '@/components/portfolio/portfolio-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { StatsBand } from '@/components/sections/stats-band';
import { JsonLd } from '@/components/seo/json-ld';
import { portfolioStats } from '@/content/portfolio';
import { getProjects } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatNumberIn } from '@/lib/i18n/format';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { existsIn } from '@/lib/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const portfolioMetadata = (locale: Locale) => pageMetadata(staticPageIn('portfolio', locale));

/**
 * The portfolio of a language. The hero's other figures (clients, success rate, response time) are
 * display data that has no English file yet, so the English page shows the project count alone.
 */
export function PortfolioPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).portfolio;
  const projects = getProjects(locale);
  const stats = [
    { value: formatNumberIn(projects.length, locale), label: t.activeProjects },
    ...(locale === defaultLocale ? portfolioStats : []),
  ];
  const page = staticPageIn('portfolio', locale);
  const contact = existsIn('/contact', locale) ? localePath('/contact', locale) : `mailto:${siteConfig.email}`;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <PageHero eyebrow={t.heroEyebrow} title={t.title} lead={t.lead}>
        <StatsBand stats={stats} tone="dark" className="mx-auto mt-12 max-w-4xl" />
      </PageHero>
      <RecentProjectsSection projects={projects} locale={locale} />
      <AllProjectsSection projects={projects} locale={locale} />
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
