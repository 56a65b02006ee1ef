/** Cifra Exactă Consulting, Craiova: a WordPress site with plain-language packages and a qualifying quote form. */
import { SiteHeader, body, display, type Brand } from './kit';
import { Button, Dashboard, Field, H, Kicker, P, Phones, Screen, Steps, WebsiteCover, WebsitePage, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Cifra Exactă Consulting',
  word: 'Cifra Exactă',
  sub: 'contabilitate · Craiova',
  domain: 'cifraexacta.ro',
  handle: 'cifraexacta',
  ink: '#1e293b',
  main: '#1e40af',
  accent: '#10b981',
  soft: '#e8edf7',
  paper: '#ffffff',
  display: 'IBM Plex Sans Variable',
  text: 'IBM Plex Sans Variable',
  displayWeight: 600,
  tracking: '-0.02em',
  radius: 6,
  mark: (
    <g fill="currentColor">
      <rect x="6" y="6" width="88" height="88" rx="14" />
      <rect x="22" y="54" width="12" height="26" rx="2" fill="#fff" />
      <rect x="44" y="40" width="12" height="40" rx="2" fill="#fff" />
      <rect x="66" y="22" width="12" height="58" rx="2" fill="#fff" />
    </g>
  ),
};

const PLANS = [
  { name: 'Start', who: 'PFA și firme la început, fără angajați', price: '350', items: ['Până la 30 de documente pe lună', 'Declarațiile lunare și anuale', 'Un contabil dedicat, răspuns în 24 h'] },
  { name: 'Creștere', who: 'SRL-uri cu până la 10 angajați', price: '750', items: ['Până la 120 de documente pe lună', 'Salarizare și REVISAL incluse', 'Raport lunar de profit, pe înțeles'], best: true },
  { name: 'Complet', who: 'Firme cu stocuri și mai multe puncte de lucru', price: '1.400', items: ['Documente nelimitate', 'Gestiune de stocuri și inventar', 'Întâlnire lunară cu expertul'] },
];

function Plans({ size = 1 }: { size?: number }) {
  const s = (n: number) => n * size;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: s(18) }}>
      {PLANS.map((p) => (
        <div key={p.name} style={{ borderRadius: 10, padding: s(22), background: p.best ? b.main : '#fff', color: p.best ? '#fff' : b.ink, border: p.best ? 'none' : '1px solid #dbe2ef' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span style={display(b, s(24))}>{p.name}</span>
            {p.best && <span style={body(b, s(12), { background: b.accent, color: '#fff', padding: '4px 8px', borderRadius: 4, fontWeight: 700 })}>Cel mai ales</span>}
          </div>
          <div style={body(b, s(14), { marginTop: s(6), opacity: 0.8 })}>{p.who}</div>
          <div style={{ marginTop: s(14) }}>
            <span style={display(b, s(40))}>{p.price}</span>
            <span style={body(b, s(15), { opacity: 0.8 })}> lei / lună + TVA</span>
          </div>
          {p.items.map((i) => (
            <div key={i} style={body(b, s(14.5), { marginTop: s(9), display: 'flex', gap: 8 })}>
              <svg width={s(16)} height={s(16)} viewBox="0 0 16 16" style={{ flex: 'none', marginTop: s(3) }}>
                <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke={p.best ? '#a7f3d0' : b.accent} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {i}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

const site: Site = {
  title: 'Cifra Exactă · Contabilitate în Craiova',
  nav: ['Servicii', 'Pachete', 'Despre noi', 'Resurse'],
  cta: 'Cere o ofertă',
  kicker: 'Contabilitate pentru firme mici · Craiova',
  headline: 'Contabilitate explicată pe înțeles, la un preț știut dinainte',
  lead: 'Trei pachete lunare, fără costuri ascunse. Spune-ne în două minute ce fel de firmă ai și primești oferta în aceeași zi.',
  buttons: ['Cere oferta', 'Compară pachetele'],
  art: (
    <div style={{ position: 'absolute', inset: 0, background: b.soft, padding: 26, display: 'flex', flexDirection: 'column', gap: 14 }}>
      <div style={{ background: '#fff', borderRadius: 10, padding: 18, boxShadow: '0 10px 30px -12px rgba(30,41,59,.3)' }}>
        <div style={body(b, 13, { color: '#64748b', fontWeight: 600 })}>Profit net, martie</div>
        <div style={display(b, 34, { color: b.ink, marginTop: 4 })}>48.320 lei</div>
        <svg width="100%" height="80" viewBox="0 0 300 80" preserveAspectRatio="none">
          <path d="M0 70 L40 62 L80 64 L120 48 L160 50 L200 34 L240 30 L300 12" fill="none" stroke={b.accent} strokeWidth="4" />
        </svg>
      </div>
      <div style={{ display: 'flex', gap: 14 }}>
        <div style={{ flex: 1, background: b.main, color: '#fff', borderRadius: 10, padding: 16 }}>
          <div style={body(b, 13, { opacity: 0.8 })}>Următoarea declarație</div>
          <div style={display(b, 22, { marginTop: 4 })}>D300 · 25 aprilie</div>
        </div>
        <div style={{ flex: 1, background: '#fff', borderRadius: 10, padding: 16 }}>
          <div style={body(b, 13, { color: '#64748b' })}>Documente primite</div>
          <div style={display(b, 22, { color: b.ink, marginTop: 4 })}>84 din 86</div>
        </div>
      </div>
    </div>
  ),
  cards: [
    { title: 'Contabilitate lunară', text: 'Înregistrări, balanță, declarații.', meta: 'de la 350 lei / lună' },
    { title: 'Salarizare', text: 'State de plată, REVISAL, D112.', meta: 'de la 40 lei / angajat' },
    { title: 'Înființare firmă', text: 'De la rezervarea numelui la CUI.', meta: '900 lei, tot inclus' },
  ],
};

const quote = (step: number) => (
  <Screen b={b} bg="#f8fafc">
    <Steps b={b} at={step} labels={['Firma ta', 'Volumul', 'Contact']} />
    {step === 0 && (
      <>
        <H b={b} size={25}>
          Ce fel de firmă ai?
        </H>
        {['PFA sau II', 'SRL fără angajați', 'SRL cu 1–10 angajați', 'SRL cu peste 10 angajați', 'ONG sau asociație'].map((t, i) => (
          <div key={t} style={body(b, 15.5, { padding: '13px 14px', borderRadius: 6, border: `1.5px solid ${i === 2 ? b.main : '#dbe2ef'}`, background: i === 2 ? b.soft : '#fff', color: b.ink, fontWeight: i === 2 ? 600 : 400, display: 'flex', gap: 10, alignItems: 'center' })}>
            <span style={{ width: 18, height: 18, borderRadius: 9, border: `2px solid ${i === 2 ? b.main : '#94a3b8'}`, boxShadow: i === 2 ? `inset 0 0 0 3px #fff` : undefined, background: i === 2 ? b.main : '#fff' }} />
            {t}
          </div>
        ))}
      </>
    )}
    {step === 1 && (
      <>
        <H b={b} size={25}>
          Câte documente ai într-o lună?
        </H>
        <P b={b} size={14.5} style={{ opacity: 0.75 }}>
          Facturi primite și emise, bonuri, extrase. O estimare e de ajuns.
        </P>
        <div style={{ background: '#fff', border: '1px solid #dbe2ef', borderRadius: 8, padding: 16 }}>
          <div style={display(b, 30, { color: b.main })}>aprox. 80</div>
          <div style={{ height: 6, borderRadius: 3, background: '#e2e8f0', marginTop: 14, position: 'relative' }}>
            <div style={{ width: '55%', height: 6, borderRadius: 3, background: b.main }} />
            <div style={{ position: 'absolute', left: '55%', top: -8, width: 22, height: 22, borderRadius: 11, background: '#fff', border: `3px solid ${b.main}`, marginLeft: -11 }} />
          </div>
        </div>
        <Field b={b} label="Angajați" value="6" />
        <Field b={b} label="Ai stocuri de marfă?" value="Nu" />
        <div style={{ background: b.soft, borderRadius: 8, padding: 14 }}>
          <P b={b} size={13} style={{ opacity: 0.8 }}>
            Pachetul potrivit
          </P>
          <H b={b} size={21}>
            Creștere · 750 lei / lună
          </H>
        </div>
      </>
    )}
    {step === 2 && (
      <>
        <H b={b} size={25}>
          Unde îți trimitem oferta?
        </H>
        <Field b={b} label="Nume și prenume" value="Mihai Dobre" />
        <Field b={b} label="Firma" value="Dobre Logistic SRL" />
        <Field b={b} label="E-mail" value="mihai@dobrelogistic.ro" active />
        <Field b={b} label="Telefon (opțional)" value="0751 330 118" />
        <Button b={b}>Trimite cererea</Button>
        <P b={b} size={13} style={{ opacity: 0.7 }}>
          Îți răspundem în aceeași zi lucrătoare.
        </P>
      </>
    )}
  </Screen>
);

export const study: CaseStudy = {
  slug: 'site-wordpress-firma-contabilitate',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={quote(1)} bg="#1e293b" layout="wide" />),
    piece('gallery/01-pachete', () => (
      <WebsitePage b={b} title="Pachete · Cifra Exactă" path="/pachete" bg="#1e293b">
        <div style={{ background: '#fff', height: '100%' }}>
          <SiteHeader b={b} nav={site.nav} cta={site.cta} />
          <div style={{ padding: '26px 60px' }}>
            <Kicker b={b}>Pachete lunare</Kicker>
            <H b={b} size={46} style={{ marginTop: 10, maxWidth: 900 }}>
              Alegi după mărimea firmei, nu după termeni contabili
            </H>
            <div style={{ marginTop: 30 }}>
              <Plans size={1.12} />
            </div>
          </div>
        </div>
      </WebsitePage>
    )),
    piece('gallery/02-oferta', () => <Phones bg="#dbe3f1" screens={[quote(0), quote(1), quote(2)]} />),
    piece('gallery/03-rezultate', () => (
      <Dashboard
        b={b}
        title="Cereri de ofertă · Google Analytics"
        period="octombrie 2021 – martie 2022"
        kpis={[
          { label: 'Cereri de ofertă', value: '187', delta: '+140% în 6 luni' },
          { label: 'Cereri potrivite pachetelor', value: '82%', delta: 'de la 35% pe telefon' },
          { label: 'Rata de conversie', value: '4,6%', delta: 'de la 1,3%' },
          { label: 'Timp până la ofertă', value: '3 h', delta: 'de la 2 zile' },
        ]}
        chart={{ title: 'Cereri de ofertă pe lună', legend: ['site nou', 'același interval, anul trecut'], labels: ['oct.', 'nov.', 'dec.', 'ian.', 'feb.', 'mar.'], series: [[14, 21, 24, 33, 41, 54], [11, 12, 9, 14, 15, 17]], bars: true }}
        table={{
          head: ['Pachet', 'Cereri', 'Clienți noi'],
          widths: '1.5fr 1fr 1fr',
          rows: [
            ['Creștere', '84', '31'],
            ['Start', '61', '24'],
            ['Complet', '29', '9'],
            ['Înființare firmă', '13', '11'],
          ],
        }}
      />
    )),
  ],
};


