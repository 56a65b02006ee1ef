/** Clinica Dentară Zâmbet Curat, Brașov: a clear website with guide prices, the dentists and booking in three steps. */
import { Mark, SiteHeader, body, display, type Brand } from './kit';
import { Button, Calendar, Dashboard, Field, H, Kicker, P, Phones, Screen, Steps, WebsiteCover, WebsitePage, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Clinica Dentară Zâmbet Curat',
  word: 'Zâmbet Curat',
  sub: 'clinică dentară · Brașov',
  domain: 'zambetcurat.ro',
  handle: 'zambetcurat',
  ink: '#0b3b4f',
  main: '#0891b2',
  accent: '#34d399',
  soft: '#e6f6fa',
  paper: '#ffffff',
  display: 'DM Sans Variable',
  text: 'DM Sans Variable',
  displayWeight: 700,
  tracking: '-0.03em',
  radius: 12,
  mark: (
    <g>
      <path d="M28 10c10 0 14 6 22 6s12-6 22-6c14 0 22 12 20 28-2 14-8 20-10 34-2 12-4 22-12 22-10 0-8-26-20-26S40 94 30 94c-8 0-10-10-12-22-2-14-8-20-10-34C6 22 14 10 28 10Z" fill="currentColor" />
      <path d="M32 44c10 10 26 10 36 0" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    </g>
  ),
};

const DOCTORS = [
  { name: 'Dr. Elena Moldovan', role: 'Medic primar stomatologie generală', years: '14 ani de practică' },
  { name: 'Dr. Radu Ionescu', role: 'Medic specialist ortodonție', years: '9 ani de practică' },
  { name: 'Dr. Cristina Pop', role: 'Medic specialist pedodonție', years: '7 ani de practică' },
];

function Smile({ tone }: { tone: string }) {
  return (
    <div style={{ position: 'absolute', inset: 0, background: `linear-gradient(160deg, ${tone}, ${b.main})`, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ width: 240, height: 240, borderRadius: '50%', background: 'rgba(255,255,255,.92)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Mark b={b} size={150} color={b.main} />
      </div>
      <div style={{ position: 'absolute', right: 24, top: 24, background: '#fff', borderRadius: 12, padding: '12px 16px' }}>
        <div style={display(b, 26, { color: b.ink })}>Azi, 16:30</div>
        <div style={body(b, 13.5, { color: b.ink, opacity: 0.75 })}>primul loc liber</div>
      </div>
      <div style={{ position: 'absolute', left: 24, bottom: 24, background: b.ink, color: '#fff', borderRadius: 12, padding: '12px 16px' }}>
        <div style={display(b, 26, { color: b.accent })}>19 pe săptămână</div>
        <div style={body(b, 13.5, { opacity: 0.85 })}>programări online, de la 4</div>
      </div>
    </div>
  );
}

const site: Site = {
  title: 'Zâmbet Curat · Clinică dentară Brașov',
  nav: ['Tratamente', 'Prețuri', 'Medici', 'Contact'],
  cta: 'Programează-te',
  kicker: 'Clinică dentară · Brașov, Centrul Civic',
  headline: 'Programarea la dentist, în trei pași',
  lead: 'Alegi tratamentul, vezi prețul orientativ și medicul, apoi ora care îți convine. Confirmăm în aceeași zi, prin SMS.',
  buttons: ['Alege o oră', 'Vezi prețurile'],
  art: <Smile tone="#67e8f9" />,
  cards: [
    { title: 'Igienizare profesională', text: 'Detartraj, periaj și airflow.', meta: '250 lei · 45 min' },
    { title: 'Obturație estetică', text: 'Plombă din compozit, o față.', meta: 'de la 280 lei' },
    { title: 'Consultație copii', text: 'Primul control, fără grabă.', meta: '100 lei · 30 min' },
  ],
};

const book = (step: number) => (
  <Screen b={b} bg="#f6fbfd">
    <Steps b={b} at={step} labels={['Tratament', 'Medic și oră', 'Confirmare']} />
    {step === 0 && (
      <>
        <H b={b} size={27}>
          Ce tratament cauți?
        </H>
        {['Consultație și plan de tratament · 150 lei', 'Igienizare profesională · 250 lei', 'Obturație estetică · de la 280 lei', 'Albire profesională · 1.200 lei', 'Urgență (durere) · 200 lei'].map((t, i) => (
          <div key={t} style={body(b, 15, { padding: '13px 14px', borderRadius: 12, background: '#fff', border: `1.5px solid ${i === 1 ? b.main : '#e2e8f0'}`, color: b.ink, fontWeight: i === 1 ? 700 : 500 })}>
            {t}
          </div>
        ))}
      </>
    )}
    {step === 1 && (
      <>
        <H b={b} size={25}>
          Igienizare profesională
        </H>
        <div style={{ display: 'flex', gap: 10, alignItems: 'center', background: '#fff', borderRadius: 12, padding: 12, border: '1px solid #e2e8f0' }}>
          <span style={{ width: 44, height: 44, borderRadius: 22, background: b.soft, display: 'flex', alignItems: 'center', justifyContent: 'center', ...display(b, 16, { color: b.main }) }}>EM</span>
          <div>
            <P b={b} size={15} style={{ fontWeight: 700 }}>
              Dr. Elena Moldovan
            </P>
            <P b={b} size={12.5} style={{ opacity: 0.7 }}>
              Stomatologie generală
            </P>
          </div>
        </div>
        <Calendar b={b} month="Martie 2022" start={1} days={31} full={[6, 13, 20, 27]} chosen={17} />
        <div style={{ display: 'flex', gap: 8 }}>
          {['09:00', '11:30', '16:30'].map((t, i) => (
            <span key={t} style={body(b, 15, { flex: 1, textAlign: 'center', padding: '9px 0', borderRadius: 10, fontWeight: 700, background: i === 2 ? b.main : '#fff', color: i === 2 ? '#fff' : b.ink, border: '1.5px solid ' + (i === 2 ? b.main : '#cbd5e1') })}>
              {t}
            </span>
          ))}
        </div>
      </>
    )}
    {step === 2 && (
      <>
        <div style={{ width: 76, height: 76, borderRadius: 38, background: b.accent, display: 'flex', alignItems: 'center', justifyContent: 'center', marginTop: 10 }}>
          <svg width="40" height="40" viewBox="0 0 40 40">
            <path d="M9 21l7 7 15-16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <H b={b} size={30}>
          Te așteptăm joi, 17 martie, la 16:30
        </H>
        <P b={b} size={15} style={{ opacity: 0.8 }}>
          Igienizare profesională cu dr. Elena Moldovan. Ți-am trimis un SMS de confirmare și îți amintim cu o zi înainte.
        </P>
        <Field b={b} label="Adresa" value="Str. Lungă 44, Brașov" />
        <Button b={b}>Adaugă în calendar</Button>
      </>
    )}
  </Screen>
);

function PricesPage() {
  const rows = [
    ['Consultație și plan de tratament', '150 lei'],
    ['Igienizare profesională (detartraj, periaj, airflow)', '250 lei'],
    ['Obturație estetică, o față', '280 lei'],
    ['Obturație estetică, două fețe', '350 lei'],
    ['Tratament de canal, un canal', '450 lei'],
    ['Albire profesională în cabinet', '1.200 lei'],
    ['Coroană integral ceramică', '1.600 lei'],
  ];
  return (
    <div style={{ background: '#fff', height: '100%' }}>
      <SiteHeader b={b} nav={site.nav} cta={site.cta} />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.4fr', gap: 60, padding: '40px 60px' }}>
        <div>
          <Kicker b={b}>Prețuri orientative · 2022</Kicker>
          <H b={b} size={54} style={{ marginTop: 14 }}>
            Știi costul înainte să te așezi în scaun
          </H>
          <P b={b} size={18} style={{ marginTop: 18, opacity: 0.8 }}>
            Prețul final îl stabilim la consultație, în scris, împreună cu planul de tratament. Plata se poate face și în rate fără dobândă.
          </P>
          <div style={{ marginTop: 28 }}>
            <Button b={b}>Programează o consultație</Button>
          </div>
        </div>
        <div style={{ border: '1px solid #e2e8f0', borderRadius: 16, overflow: 'hidden' }}>
          {rows.map(([t, p], i) => (
            <div key={t} style={{ display: 'flex', justifyContent: 'space-between', padding: '18px 22px', borderTop: i ? '1px solid #eef2f6' : 'none', background: i % 2 ? '#fbfdfe' : '#fff' }}>
              <span style={body(b, 17, { color: b.ink })}>{t}</span>
              <span style={body(b, 17, { color: b.main, fontWeight: 700 })}>{p}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function DoctorsPage() {
  return (
    <div style={{ background: b.soft, height: '100%' }}>
      <SiteHeader b={b} nav={site.nav} cta={site.cta} />
      <div style={{ padding: '30px 60px' }}>
        <Kicker b={b}>Echipa</Kicker>
        <H b={b} size={50} style={{ marginTop: 12 }}>
          Medicii care te primesc
        </H>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24, marginTop: 30 }}>
          {DOCTORS.map((d, i) => (
            <div key={d.name} style={{ background: '#fff', borderRadius: 18, overflow: 'hidden' }}>
              <div style={{ height: 240, background: [b.main, '#0e7490', '#155e75'][i], display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
                <svg width="200" height="210" viewBox="0 0 200 210">
                  <circle cx="100" cy="78" r="46" fill="rgba(255,255,255,.9)" />
                  <path d="M20 210c0-56 36-86 80-86s80 30 80 86Z" fill="rgba(255,255,255,.9)" />
                  <path d="M76 130l24 36 24-36" fill="none" stroke={b.main} strokeWidth="6" />
                </svg>
              </div>
              <div style={{ padding: '18px 20px' }}>
                <H b={b} size={23}>
                  {d.name}
                </H>
                <P b={b} size={15} style={{ marginTop: 6, opacity: 0.8 }}>
                  {d.role}
                </P>
                <P b={b} size={14.5} color={b.main} style={{ marginTop: 10, fontWeight: 700 }}>
                  {d.years} · Programează-te la {d.name.split(' ')[1]}
                </P>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export const study: CaseStudy = {
  slug: 'site-clinica-dentara-zambet-curat',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={book(1)} bg={b.ink} layout="left" />),
    piece('gallery/01-programare', () => <Phones bg="#d8eef4" screens={[book(0), book(1), book(2)]} />),
    piece('gallery/02-preturi', () => (
      <WebsitePage b={b} title="Prețuri · Zâmbet Curat" path="/preturi" bg="#b9dde8">
        <PricesPage />
      </WebsitePage>
    )),
    piece('gallery/03-medici', () => (
      <WebsitePage b={b} title="Medici · Zâmbet Curat" path="/medici" bg="#0b3b4f">
        <DoctorsPage />
      </WebsitePage>
    )),
    piece('gallery/04-rezultate', () => (
      <Dashboard
        b={b}
        title="Programări online · raport lunar"
        period="ianuarie – iunie 2022"
        kpis={[
          { label: 'Programări online pe săptămână', value: '19', delta: 'de la 4 înainte de lansare' },
          { label: 'Vizitatori din căutări locale', value: '2.140', delta: '+180% pe lună' },
          { label: 'Programări finalizate', value: '68%', delta: 'din cei care încep pasul 1' },
          { label: 'Timp de încărcare pe mobil', value: '1,1 s', delta: 'de la 5,8 s' },
        ]}
        chart={{ title: 'Programări online pe săptămână', legend: ['site nou', 'site vechi'], labels: ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.'], series: [[4, 5, 7, 8, 10, 11, 12, 14, 13, 15, 16, 17, 18, 17, 19, 19], [4, 4, 3, 5, 4, 4, 5, 3, 4, 4, 5, 4, 4, 3, 4, 4]] }}
        table={{
          head: ['Tratament', 'Programări', 'Din site'],
          widths: '1.8fr 1fr 1fr',
          rows: [
            ['Igienizare', '142', '61%'],
            ['Consultație', '118', '54%'],
            ['Obturație', '87', '38%'],
            ['Copii', '64', '72%'],
            ['Albire', '21', '81%'],
          ],
        }}
      />
    )),
  ],
};

