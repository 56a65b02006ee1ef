import { ContactMainSection, FaqSection } from '@/components/contact/contact-sections';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Toaster } from '@/components/ui/toaster';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { bookingHref } from '@/lib/site';

export const metadata = pageMetadata(staticPages.contact);

export default function ContactPage() {
  return (
    <>
      <JsonLd
        data={[
          faqJsonLd(),
          breadcrumbJsonLd([{ name: staticPages.contact.title, path: staticPages.contact.path }]),
        ]}
      />
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
