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
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata(staticPages.about);

export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={[
          personJsonLd(),
          breadcrumbJsonLd([{ name: staticPages.about.title, path: staticPages.about.path }]),
        ]}
      />
      <PageHero
        eyebrow="Despre noi"
        title="Design cu scop, marketing cu rezultate"
        lead={siteConfig.description}
      />
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
