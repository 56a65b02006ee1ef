import Link from '@/components/ui/link';
import { LegalPage } from '@/components/sections/legal-page';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { legalIdentity, siteConfig } from '@/lib/site';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { pluralRo } from '@/lib/text';
import { keepWhole } from '@/lib/typography';

export const metadata = pageMetadata(staticPages.privacy);

export default function PrivacyPage() {
  const identity = legalIdentity();
  const email = <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>;
  return (
    <LegalPage title="Politica de confidențialitate" updated="27 noiembrie 2026">
      <JsonLd data={breadcrumbJsonLd([{ name: staticPages.privacy.title, path: staticPages.privacy.path }])} />
      <p>
        Această politică explică ce date personale prelucrăm prin acest site, de ce, cât timp le păstrăm și ce drepturi ai,
        conform Regulamentului (UE) 2016/679 (GDPR) și Legii nr. 190/2018.
      </p>
      <h2>Cine suntem</h2>
      <p>
        Operatorul datelor este <strong>{identity.name}</strong>
        {identity.registration.map((part) => `, ${part}`).join('')}
        {identity.address && `, cu sediul în ${identity.address}`}, care activează sub numele {siteConfig.name}. Pentru orice întrebare despre datele
        tale ne scrii la {email}.
      </p>
      <h2>Ce date prelucrăm, de ce și cât timp</h2>
      <h3>Mesajele trimise prin formularul de contact</h3>
      <ul>
        <li>
          <strong>Date:</strong> numele, adresa de email, opțional telefonul și compania, serviciile care te interesează, bugetul
          și mesajul tău, plus data trimiterii.
        </li>
        <li>
          <strong>Scop:</strong> să îți răspundem și să îți pregătim o ofertă.
        </li>
        <li>
          <strong>Temei legal:</strong> demersurile făcute la cererea ta înainte de încheierea unui contract (art. 6 alin. (1)
          lit. b) GDPR). Nu îți cerem un consimțământ separat.
        </li>
        <li>
          <strong>Cât timp:</strong> cel mult {keepWhole(pluralRo(siteConfig.leadRetentionMonths, 'lună', 'luni'))} de la trimitere, apoi mesajul este șters
          automat. Dacă devii client, datele necesare contractului se păstrează conform legislației contabile.
        </li>
      </ul>
      <p>
        După trimitere primești un email automat de confirmare; el nu conține textul mesajului tău.
      </p>
      <h3>Abonarea la newsletter</h3>
      <ul>
        <li>
          <strong>Date:</strong> adresa de email, data și pagina de pe care te-ai abonat, limba formularului, data confirmării;
          pentru fiecare scrisoare, data la care ți-a fost trimisă.
        </li>
        <li>
          <strong>Ce primești:</strong> o scrisoare pe lună (cel mult două), cu sfaturi de design și marketing și articolele noi
          de pe blog, în limba formularului cu care te-ai abonat, și nimic altceva. Scrisorile nu au pixeli de urmărire și
          linkurile lor nu sunt rescrise: nu știm cine le deschide și pe ce apasă. Fiecare are linkul tău de dezabonare dintr-un
          clic. Cele trimise sunt și pe site, la <Link href="/newsletter">Newsletter</Link>.
        </li>
        <li>
          <strong>Temei legal:</strong> consimțământul tău (art. 6 alin. (1) lit. a) GDPR), dovedit prin confirmarea dublă: te
          abonezi doar după ce apeși linkul din emailul de confirmare.
        </li>
        <li>
          <strong>Cât timp:</strong> până te dezabonezi, din linkul aflat în fiecare email. Înscrierile neconfirmate se șterg
          după {keepWhole(pluralRo(siteConfig.unconfirmedSignupDays, 'zi', 'zile'))}.
        </li>
      </ul>
      <h3>Jurnalele serverului</h3>
      <p>
        Când accesezi site-ul, serverul înregistrează tehnic adresa IP, data, pagina cerută și browserul, pentru securitate și
        pentru a limita abuzurile (interes legitim, art. 6 alin. (1) lit. f) GDPR). Aceste jurnale se păstrează cel mult{' '}
        {keepWhole(pluralRo(siteConfig.serverLogDays, 'zi', 'zile'))}.
      </p>
      <h2>Fără cookie-uri, fără urmărire, fără terți</h2>
      <p>
        Site-ul nu folosește cookie-uri, nu conține scripturi de analiză sau de publicitate și nu încarcă resurse de pe alte
        servere (fonturile sunt găzduite local). De aceea nu îți cerem acordul pentru cookie-uri. Nu vindem și nu închiriem
        datele tale.
      </p>
      <h2>Cine mai are acces la date</h2>
      <p>
        Datele sunt stocate pe serverul pe care rulează site-ul. Emailurile trec prin furnizorul nostru de email, care acționează
        ca persoană împuternicită, pe bază de contract. Nu transferăm datele în afara Spațiului Economic European decât cu
        garanțiile prevăzute de GDPR.
      </p>
      <h2>Drepturile tale</h2>
      <ul>
        <li>dreptul de acces la datele tale și de a primi o copie a lor;</li>
        <li>dreptul la rectificarea datelor inexacte;</li>
        <li>dreptul la ștergere („dreptul de a fi uitat”);</li>
        <li>dreptul la restricționarea prelucrării;</li>
        <li>dreptul la portabilitatea datelor;</li>
        <li>dreptul de opoziție față de prelucrările bazate pe interes legitim;</li>
        <li>dreptul de a-ți retrage oricând consimțământul pentru newsletter, fără a afecta prelucrarea anterioară.</li>
      </ul>
      <p>
        Pentru a-ți exercita oricare dintre aceste drepturi, scrie-ne la {email}. Îți răspundem fără întârziere, în cel mult o
        lună.
      </p>
      <h2>Plângeri</h2>
      <p>
        Dacă nu ești mulțumit de răspunsul nostru, te poți adresa Autorității Naționale de Supraveghere a Prelucrării Datelor cu
        Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru nr. 28-30, Sector 1, București,{' '}
        <a href="https://www.dataprotection.ro" rel="noopener noreferrer" target="_blank">
          www.dataprotection.ro
        </a>
        .
      </p>
      <p>
        Vezi și <Link href="/terms">Termenii și condițiile</Link>.
      </p>
    </LegalPage>
  );
}
