import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { ProjectCard } from '@/components/portfolio/project-card';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { getProjects } from '@/lib/content';

export function FeaturedProjectsSection() {
  const featured = getProjects().filter((p) => p.featured).slice(0, 3);
  return (
    <Section tone="muted" aria-labelledby="proiecte-titlu">
      <SectionHeader>
        <SectionEyebrow>Portofoliu</SectionEyebrow>
        <SectionTitle id="proiecte-titlu">Proiecte reprezentative</SectionTitle>
        <SectionDescription>Câteva proiecte recente pentru afaceri din toată țara, de la identitate vizuală la magazine online.</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featured.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/portfolio" variant="outline" size="lg">
          Vezi tot portofoliul
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
