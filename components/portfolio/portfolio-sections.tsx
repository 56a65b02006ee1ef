import { FeaturedProject } from '@/components/portfolio/featured-project';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cardLabels } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ProjectsExplorer } from '@/components/portfolio/projects-explorer';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { portfolioCategoryOrder } from '@/lib/constants';
import { PROJECTS_PAGE_SIZE } from '@/lib/constants';
import { countByCategory, projectMeta, type Project } from '@/lib/content';

/** The featured projects, shown large, one row each (the full list below is a compact grid). */
export function RecentProjectsSection({ projects, locale }: { projects: Project[]; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.portfolio;
  const labels = cardLabels(locale);
  return (
    <Section aria-labelledby="recente-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.recentEyebrow}</SectionEyebrow>
        <SectionTitle id="recente-titlu">{t.recentTitle}</SectionTitle>
        <SectionDescription>{t.recentDescription}</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-12">
        {projects
          .filter((p) => p.featured)
          .map((project, i) => (
            <li key={project.slug}>
              <FeaturedProject project={projectMeta(project)} labels={labels} resultLabel={dict.project.result} reversed={i % 2 === 1} />
            </li>
          ))}
      </ul>
    </Section>
  );
}

/**
 * The full list's order: the projects not featured first, then the featured ones, so the grid's first view
 * (a page of PROJECTS_PAGE_SIZE) shows other work than the large rows above it; the featured three complete
 * the list with "load more" and in the filters, keeping the specification's counts.
 */
export function inListOrder<P extends { featured: boolean }>(projects: P[]): P[] {
  return [...projects.filter((p) => !p.featured), ...projects.filter((p) => p.featured)];
}

export function AllProjectsSection({ projects, locale }: { projects: Project[]; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.portfolio;
  const labels = cardLabels(locale);
  const chips = countByCategory(projects, (p) => p.categories, portfolioCategoryOrder).map(({ id, count }) => ({
    id,
    count,
    label: id === 'all' ? t.all : labels.categories[id],
  }));
  return (
    <Section tone="muted" id="proiecte" aria-labelledby="toate-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.allEyebrow}</SectionEyebrow>
        <SectionTitle id="toate-titlu">{t.allTitle}</SectionTitle>
      </SectionHeader>
      <ProjectsExplorer
        projects={inListOrder(projects).map(projectMeta)}
        chips={chips}
        pageSize={PROJECTS_PAGE_SIZE}
        labels={dict.projectsExplorer}
        cardLabels={labels}
        path={localePath('/portfolio', locale)}
      />
    </Section>
  );
}
