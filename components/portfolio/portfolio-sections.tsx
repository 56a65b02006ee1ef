import { ProjectCard } from '@/components/portfolio/project-card';
import { ProjectsExplorer } from '@/components/portfolio/projects-explorer';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { categoryLabels, portfolioCategoryOrder } from '@/content/categories';
import { PROJECTS_PAGE_SIZE } from '@/content/portfolio';
import { countByCategory, projectMeta, type Project } from '@/lib/content';

export function RecentProjectsSection({ projects }: { projects: Project[] }) {
  return (
    <Section aria-labelledby="recente-titlu">
      <SectionHeader>
        <SectionEyebrow>Proiecte recomandate</SectionEyebrow>
        <SectionTitle id="recente-titlu">Proiecte recente</SectionTitle>
        <SectionDescription>Trei proiecte care arată cel mai bine cum lucrez și ce rezultate aduc.</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects
          .filter((p) => p.featured)
          .map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
      </ul>
    </Section>
  );
}

export function AllProjectsSection({ projects }: { projects: Project[] }) {
  const chips = countByCategory(projects, (p) => p.categories, portfolioCategoryOrder).map(({ id, count }) => ({
    id,
    count,
    label: id === 'all' ? 'Toate' : categoryLabels[id],
  }));
  return (
    <Section tone="muted" id="proiecte" aria-labelledby="toate-titlu">
      <SectionHeader>
        <SectionEyebrow>Portofoliu complet</SectionEyebrow>
        <SectionTitle id="toate-titlu">Toate proiectele</SectionTitle>
      </SectionHeader>
      <ProjectsExplorer projects={projects.map(projectMeta)} chips={chips} pageSize={PROJECTS_PAGE_SIZE} />
    </Section>
  );
}
