import { ContactMainSection, FaqSection } from '@/components/contact/contact-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Toaster } from '@/components/ui/toaster';
import { pageMetadata } from '@/lib/metadata';
import { bookingHref, siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Contact',
  description: `Cere o ofertă sau o consultanță gratuită: scrie-ne, sună-ne sau trimite un mesaj pe WhatsApp. Răspuns în cel mult 24 de ore. ${siteConfig.email}`,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Hai să discutăm despre proiectul tău"
        lead="Consultanță gratuită, fără obligații. Completează formularul sau alege varianta de contact preferată și îți răspund în cel mult 24 de ore."
      />
      <ContactMainSection />
      <FaqSection />
      <CtaSection
        title="Preferi să vorbim direct?"
        description="Programează o întâlnire online de 30 de minute, gratuit, și stabilim împreună pașii următori."
        primary={{ label: 'Programează o întâlnire', href: bookingHref() }}
        secondary={{ label: 'Vezi portofoliul', href: '/portfolio' }}
      />
      <Toaster />
    </>
  );
}
