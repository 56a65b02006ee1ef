import { CtaSection } from '@/components/sections/cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { PricingSection } from '@/components/services/pricing-section';
import { ServicesHero } from '@/components/services/services-hero';
import { StartupPackageSection } from '@/components/services/startup-package-section';
import { WhyChooseSection } from '@/components/services/why-choose-section';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata(staticPages.services);

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([{ name: staticPages.services.title, path: staticPages.services.path }])}
      />
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
