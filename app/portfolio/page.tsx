import { AllProjectsSection, RecentProjectsSection } from '@/components/portfolio/portfolio-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { StatsBand } from '@/components/sections/stats-band';
import { ACTIVE_PROJECTS_LABEL, portfolioStats } from '@/content/portfolio';
import { getProjects } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata(staticPages.portfolio);

export default function PortfolioPage() {
  const projects = getProjects();
  const stats = [{ value: String(projects.length), label: ACTIVE_PROJECTS_LABEL }, ...portfolioStats];
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([{ name: staticPages.portfolio.title, path: staticPages.portfolio.path }])}
      />
      <PageHero
        eyebrow="Portofoliu clienți"
        title="Proiecte care vorbesc de la sine"
        lead="Site-uri, magazine online, identități vizuale și campanii pentru afaceri mici și mijlocii, fiecare cu un rezultat măsurabil."
      >
        <StatsBand stats={stats} tone="dark" className="mx-auto mt-12 max-w-4xl" />
      </PageHero>
      <RecentProjectsSection projects={projects} />
      <AllProjectsSection projects={projects} />
      <CtaSection
        title="Vrei un proiect ca acestea?"
        description="Spune-mi ce ai nevoie și primești o propunere gratuită în cel mult 24 de ore."
        primary={{ label: 'Începe un proiect', href: '/contact' }}
        secondary={{ label: 'Vezi serviciile', href: '/services' }}
      />
    </>
  );
}
