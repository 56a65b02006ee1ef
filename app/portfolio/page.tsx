import { AllProjectsSection, RecentProjectsSection } from '@/components/portfolio/portfolio-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { StatsBand } from '@/components/sections/stats-band';
import { portfolioStats } from '@/content/portfolio';
import { getProjects } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Portofoliu clienți',
  description: 'Proiecte de web design, WordPress, branding și marketing digital realizate pentru afaceri din România, cu rezultatele lor.',
  path: '/portfolio',
});

export default function PortfolioPage() {
  const projects = getProjects();
  const stats = [{ value: String(projects.length), label: 'Proiecte active' }, ...portfolioStats];
  return (
    <>
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
