import { FeaturedProjectsSection } from '@/components/home/featured-projects-section';
import { HeroSection } from '@/components/home/hero-section';
import { ServicesSection } from '@/components/home/services-section';
import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { StatsBand } from '@/components/sections/stats-band';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { Container } from '@/components/ui/container';
import { homeStats } from '@/content/home';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';

export const metadata = pageMetadata(staticPages.home);

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <section aria-label="Statistici" className="border-border border-b py-12">
        <Container>
          <StatsBand stats={homeStats} />
        </Container>
      </section>
      <FeaturedProjectsSection />
      <ServicesSection />
      <ProcessSection />
      <TestimonialsSection />
      <CtaSection
        title="Hai să construim ceva remarcabil împreună"
        description="Spune-mi despre proiectul tău și primești o propunere gratuită, fără obligații."
        primary={{ label: 'Contactează-mă', href: '/contact' }}
        secondary={{ label: 'Vezi serviciile', href: '/services' }}
      />
    </>
  );
}
