import Link from '@/components/ui/link';
import { LegalPage } from '@/components/sections/legal-page';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { legalIdentity, siteConfig } from '@/lib/site';

export const metadata = pageMetadata(staticPages.terms);

export default function TermsPage() {
  const { legal } = siteConfig;
  const identity = legalIdentity();
  const details = [...identity.registration, ...(identity.address ? [identity.address] : [])];
  return (
    <LegalPage title="Termeni și condiții" updated="22 noiembrie 2026">
      <JsonLd data={breadcrumbJsonLd([{ name: staticPages.terms.title, path: staticPages.terms.path }])} />
      <p>
        Acest site aparține {identity.name}
        {details.length > 0 && ` (${details.join(', ')})`}, care oferă servicii sub numele {siteConfig.name}.
      </p>
      <h2>Informațiile de pe site</h2>
      <p>
        Prețurile afișate sunt orientative („de la”) și se exprimă în lei ({legal.vatStatement}). Oferta
        finală, cu preț fix, termene și livrabile, se stabilește în scris după consultanța gratuită.
      </p>
      <h2>Contractarea serviciilor</h2>
      <p>
        Orice colaborare începe pe baza unui contract și a unei facturi de avans. Trimiterea unui mesaj prin
        formular nu creează obligații pentru niciuna dintre părți.
      </p>
      <h2>Proprietate intelectuală</h2>
      <p>
        Textele, grafica și codul acestui site nu pot fi copiate fără acord scris. Drepturile asupra
        lucrărilor realizate pentru clienți se transferă conform contractului, după plata integrală.
      </p>
      <h2>Date personale și contact</h2>
      <p>
        Cum folosim datele tale afli din <Link href="/privacy">Politica de confidențialitate</Link>. Pentru
        orice întrebare, scrie-ne la <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>
    </LegalPage>
  );
}
