import { AllProjectsSection, RecentProjectsSection } from '@/components/portfolio/portfolio-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { StatsBand } from '@/components/sections/stats-band';
import { JsonLd } from '@/components/seo/json-ld';
import { loadData } from '@/lib/data/load';
import { getProjects } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatNumberIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const portfolioMetadata = (locale: Locale) => pageMetadata(staticPageIn('portfolio', locale));

/** The portfolio of a language: the computed project count, then the figures of content/portfolio*.yaml. */
export function PortfolioPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).portfolio;
  const projects = getProjects(locale);
  const stats = [
    { value: formatNumberIn(projects.length, locale), label: t.activeProjects },
    ...loadData('portfolio', locale).stats,
  ];
  const page = staticPageIn('portfolio', locale);
  const contact = localePath('/contact', locale);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      {/* A short band, the figures beside the title from lg, so the first project starts in the first screen. */}
      <PageHero eyebrow={t.heroEyebrow} title={t.title} lead={t.lead} split>
        <StatsBand stats={stats} tone="dark" size="sm" className="mx-auto mt-10 max-w-md gap-x-4 gap-y-6 lg:mt-0 lg:grid-cols-2" />
      </PageHero>
      <RecentProjectsSection projects={projects} locale={locale} />
      <AllProjectsSection projects={projects} locale={locale} />
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: localePath('/services', locale) }}
      />
    </>
  );
}
