import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { PricingSection } from '@/components/services/pricing-section';
import { ServicesHero } from '@/components/services/services-hero';
import { StartupPackageSection } from '@/components/services/startup-package-section';
import { WhyChooseSection } from '@/components/services/why-choose-section';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Servicii și prețuri',
  description:
    'Web design de la 1.500 RON, WordPress de la 2.500 RON, design grafic de la 800 RON și consultanță de marketing. Pachet Start-up la 4.500 RON.',
  path: '/services',
});

export default function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <PricingSection />
      <ProcessSection />
      <WhyChooseSection />
      <StartupPackageSection />
      <CtaSection
        title="Nu știi ce serviciu ți se potrivește?"
        description="Hai să discutăm gratuit despre obiectivele tale și îți recomand soluția potrivită pentru bugetul tău."
        primary={{ label: 'Cere o consultanță gratuită', href: '/contact' }}
        secondary={{ label: 'Vezi portofoliul', href: '/portfolio' }}
      />
    </>
  );
}
