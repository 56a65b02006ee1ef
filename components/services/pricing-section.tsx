import { ServiceCard } from '@/components/services/service-card';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';

/** The four service cards with their prices: the header's "Prețuri" lands here (#preturi). */
export function PricingSection({ locale = 'ro' }: { locale?: Locale }) {
  const serviceCards = loadData('services', locale).cards;
  return (
    <Section id="preturi" className="scroll-mt-18" aria-labelledby="preturi-titlu">
      <SectionHeader>
        <SectionEyebrow>Servicii și prețuri</SectionEyebrow>
        <SectionTitle id="preturi-titlu">Alege serviciul potrivit</SectionTitle>
        <SectionDescription>Prețuri orientative; primești o ofertă cu preț fix după consultanța gratuită.</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-8 md:grid-cols-2">
        {serviceCards.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
