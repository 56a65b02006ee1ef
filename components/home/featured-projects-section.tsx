import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { ProjectCard } from '@/components/portfolio/project-card';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { getProjects } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cardLabels } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';

export function FeaturedProjectsSection({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).home;
  const labels = cardLabels(locale);
  const featured = getProjects(locale).filter((p) => p.featured).slice(0, 3);
  return (
    <Section tone="muted" aria-labelledby="proiecte-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.projectsEyebrow}</SectionEyebrow>
        <SectionTitle id="proiecte-titlu">{t.projectsTitle}</SectionTitle>
        <SectionDescription>{t.projectsDescription}</SectionDescription>
      </SectionHeader>
      {/* A centred wrapping row, not a grid: at md the third card sits centred under two, never beside an empty cell. */}
      <ul className="flex flex-wrap justify-center gap-6 lg:grid lg:grid-cols-3" data-testid="home-projects">
        {featured.map((project) => (
          <li key={project.slug} className="w-full md:w-[calc(50%-0.75rem)] lg:w-auto">
            <ProjectCard project={project} labels={labels} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={localePath('/portfolio', locale)} variant="outline" size="lg">
          {t.allProjects}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
