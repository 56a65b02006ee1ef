import Link from 'next/link';
import { LegalPage } from '@/components/sections/legal-page';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Politica de confidențialitate',
  description: `Ce date personale prelucrează ${siteConfig.name}, de ce, cât timp le păstrează și ce drepturi ai.`,
  path: '/privacy',
});

export default function PrivacyPage() {
  const { legal } = siteConfig;
  return (
    <LegalPage title="Politica de confidențialitate" updated="22 noiembrie 2026">
      <p>
        Operatorul datelor este {legal.legalName} (CUI {legal.cui}, {legal.registeredAddress}), care desfășoară activitatea sub
        numele {siteConfig.name}. Ne poți scrie oricând la <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>.
      </p>
      <h2>Ce date prelucrăm și de ce</h2>
      <ul>
        <li>
          <strong>Mesajele trimise prin formularul de contact</strong> (nume, email, opțional telefon și companie, serviciile
          dorite, bugetul și mesajul), ca să îți răspundem și să îți pregătim o ofertă. Temeiul este efectuarea demersurilor
          înainte de încheierea unui contract, la cererea ta (art. 6 alin. (1) lit. b) GDPR). Le păstrăm cel mult{' '}
          {siteConfig.leadRetentionMonths} luni, apoi le ștergem.
        </li>
        <li>
          <strong>Adresa de email pentru newsletter</strong>, doar dacă te abonezi și confirmi abonarea din emailul pe care ți-l
          trimitem (consimțământ, art. 6 alin. (1) lit. a) GDPR). Te poți dezabona oricând din linkul aflat în fiecare email.
        </li>
        <li>
          <strong>Jurnalele serverului</strong> (adresa IP, data și pagina cerută), păstrate pe termen scurt pentru securitate și
          pentru a preveni abuzurile (interes legitim).
        </li>
      </ul>
      <h2>Fără cookie-uri și fără terți</h2>
      <p>
        Site-ul nu folosește cookie-uri, nu include scripturi de urmărire și nu încarcă fonturi sau resurse de la terți. Datele
        tale nu sunt vândute și nu sunt transmise altor firme, cu excepția furnizorului de email prin care îți răspundem.
      </p>
      <h2>Drepturile tale</h2>
      <p>
        Ai dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție, precum și dreptul de a-ți retrage
        consimțământul. Pentru oricare dintre ele, scrie-ne la {siteConfig.email}; răspundem în cel mult o lună. Poți depune o
        plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).
      </p>
      <p>
        Vezi și <Link href="/terms">Termenii și condițiile</Link>.
      </p>
    </LegalPage>
  );
}
