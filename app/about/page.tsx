import {
  AboutIntroSection,
  PhilosophySection,
  SkillsSection,
  TimelineSection,
  ValuesSection,
} from '@/components/about/about-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Despre noi',
  description: `Cine este ${siteConfig.owner.name}, cum lucrează și ce experiență are în web design, WordPress, grafică și marketing digital.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="Despre noi" title="Design cu scop, marketing cu rezultate" lead={siteConfig.description} />
      <AboutIntroSection />
      <ValuesSection />
      <SkillsSection />
      <PhilosophySection />
      <TimelineSection />
      <CtaSection
        title="Hai să lucrăm împreună"
        description="Povestește-mi despre afacerea ta. Prima discuție este gratuită și fără obligații."
        primary={{ label: 'Contactează-mă', href: '/contact' }}
        secondary={{ label: 'Vezi portofoliul', href: '/portfolio' }}
      />
    </>
  );
}
