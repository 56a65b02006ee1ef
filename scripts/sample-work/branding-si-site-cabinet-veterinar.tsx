/** Cabinetul Veterinar Lăbuța, Galați: a warm identity and a WordPress site with online appointments. */
import { At, Logo, Mark, Paper, Scene, body, display, LogoSheet, type Brand } from './kit';
import { Button, Calendar, Field, H, MarkArt, P, Phones, Screen, Steps, WebsiteCover, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Cabinetul Veterinar Lăbuța',
  word: 'Lăbuța',
  sub: 'cabinet veterinar · Galați',
  domain: 'labuta-vet.ro',
  handle: 'labuta.vet',
  ink: '#14304a',
  main: '#2fa58a',
  accent: '#f4845f',
  soft: '#e7f6f0',
  paper: '#fbfdfc',
  display: 'Outfit Variable',
  text: 'Nunito Sans Variable',
  displayWeight: 700,
  tracking: '-0.02em',
  radius: 14,
  mark: (
    <g fill="currentColor">
      <ellipse cx="50" cy="66" rx="24" ry="20" />
      <ellipse cx="22" cy="42" rx="10" ry="13" transform="rotate(-20 22 42)" />
      <ellipse cx="40" cy="22" rx="10" ry="13" transform="rotate(-6 40 22)" />
      <ellipse cx="60" cy="22" rx="10" ry="13" transform="rotate(6 60 22)" />
      <ellipse cx="78" cy="42" rx="10" ry="13" transform="rotate(20 78 42)" />
    </g>
  ),
};

const site: Site = {
  title: 'Lăbuța · Cabinet veterinar în Galați',
  nav: ['Servicii', 'Fișe de îngrijire', 'Echipa', 'Contact'],
  cta: 'Programează online',
  kicker: 'Cabinet veterinar de cartier · Galați',
  headline: 'Grijă blândă pentru prietenii tăi blănoși',
  lead: 'Consultații, vaccinări și mici intervenții, cu programare online în două minute. Ne găsești pe strada Brăilei 118, lângă parc.',
  buttons: ['Alege o oră liberă', 'Vezi serviciile'],
  art: <MarkArt b={b} tone={b.main} badge={{ big: '4,9 din 5', small: '312 recenzii de la stăpâni' }} />,
  cards: [
    { title: 'Consultație', text: 'Control general și sfaturi de îngrijire.', meta: '30 min · 120 lei' },
    { title: 'Vaccinare', text: 'Schema completă, cu carnet de sănătate.', meta: '20 min · de la 90 lei', tone: '#fde3d9' },
    { title: 'Deparazitare', text: 'Internă și externă, pentru câini și pisici.', meta: '15 min · de la 60 lei' },
  ],
};

const booking = (step: number) => (
  <Screen b={b}>
    <Steps b={b} at={step} labels={['Serviciul', 'Ziua și ora', 'Datele tale']} />
    {step === 0 && (
      <>
        <H b={b} size={28}>
          Cu ce te putem ajuta?
        </H>
        {site.cards.map((c, i) => (
          <div key={c.title} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 14, borderRadius: 14, background: i === 1 ? b.soft : '#fff', border: `1.5px solid ${i === 1 ? b.main : '#e4e4e7'}` }}>
            <Mark b={b} size={34} color={i === 1 ? b.main : '#a1a1aa'} />
            <div>
              <H b={b} size={18}>
                {c.title}
              </H>
              <P b={b} size={13.5} style={{ opacity: 0.75 }}>
                {c.meta}
              </P>
            </div>
          </div>
        ))}
        <P b={b} size={14} style={{ opacity: 0.75 }}>
          Urgențele le primim oricând în program: sună la 0236 410 220.
        </P>
      </>
    )}
    {step === 1 && (
      <>
        <H b={b} size={26}>
          Vaccinare pentru Miță
        </H>
        <Calendar b={b} month="Octombrie 2022" start={5} days={31} full={[2, 9, 16, 23, 30]} chosen={12} />
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
          {['09:30', '10:00', '11:30', '14:00', '16:30', '17:00'].map((t, i) => (
            <span key={t} style={body(b, 15, { textAlign: 'center', padding: '9px 0', borderRadius: 10, fontWeight: 700, border: `1.5px solid ${i === 3 ? b.main : '#d4d4d8'}`, background: i === 3 ? b.main : '#fff', color: i === 3 ? '#fff' : b.ink })}>
              {t}
            </span>
          ))}
        </div>
      </>
    )}
    {step === 2 && (
      <>
        <H b={b} size={26}>
          Aproape gata!
        </H>
        <P b={b} size={14.5} style={{ background: b.soft, borderRadius: 12, padding: 12 }}>
          Vaccinare · miercuri, 12 octombrie, 14:00 · dr. Irina Stan
        </P>
        <Field b={b} label="Numele tău" value="Andrei Toma" />
        <Field b={b} label="Telefon" value="0744 518 203" />
        <Field b={b} label="Animalul tău" value="Miță, pisică, 3 luni" active />
        <div style={{ marginTop: 'auto' }}>
          <Button b={b}>Confirmă programarea</Button>
        </div>
      </>
    )}
  </Screen>
);

function CareSheet({ title, animal, items }: { title: string; animal: string; items: string[] }) {
  return (
    <Paper w={560} h={792} bg="#fff">
      <div style={{ position: 'absolute', left: 0, right: 0, top: 0, height: 150, background: b.main }} />
      <div style={{ position: 'absolute', inset: 44, color: b.ink, display: 'flex', flexDirection: 'column' }}>
        <Logo b={b} size={24} color="#fff" markColor={b.soft} sub={false} />
        <div style={body(b, 14, { color: '#fff', marginTop: 18, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase' })}>Fișă de îngrijire · {animal}</div>
        <div style={display(b, 34, { marginTop: 56 })}>{title}</div>
        <div style={{ marginTop: 20 }}>
          {items.map((t, i) => (
            <div key={t} style={{ display: 'flex', gap: 14, marginTop: 16 }}>
              <span style={display(b, 22, { color: b.accent, width: 26, flex: 'none' })}>{i + 1}</span>
              <span style={body(b, 16, { lineHeight: 1.5 })}>{t}</span>
            </div>
          ))}
        </div>
        <div style={body(b, 13, { marginTop: 'auto', opacity: 0.75 })}>Întrebări? Scrie-ne la programari@labuta-vet.ro · labuta-vet.ro/fise</div>
      </div>
    </Paper>
  );
}

export const study: CaseStudy = {
  slug: 'branding-si-site-cabinet-veterinar',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={booking(1)} />),
    piece('gallery/01-logo', () => <LogoSheet b={b} note={{ type: 'titluri', colours: 'Bleumarin, Verde mentă, Piersică, Mentă pal' }} />),
    piece('gallery/02-programare', () => <Phones bg="#d5ede4" screens={[booking(0), booking(1), booking(2)]} />),
    piece('gallery/03-fise', () => (
      <Scene bg="#f3d9cd">
        <At x={170} y={110} r={-3}>
          <CareSheet title="Primele vaccinuri ale puiului de pisică" animal="pisici" items={['Prima vizită la 8 săptămâni: consult și deparazitare.', 'Vaccinul trivalent la 9 și la 12 săptămâni.', 'Vaccinul antirabic după 12 săptămâni, apoi anual.', 'Nu îl lăsa afară până la o săptămână după ultimul vaccin.']} />
        </At>
        <At x={850} y={90} r={3}>
          <CareSheet title="Dinți sănătoși la câini" animal="câini" items={['Periaj de 2–3 ori pe săptămână, cu pastă pentru câini.', 'Jucării de ros potrivite vârstei și taliei.', 'Control dentar la cabinet o dată pe an.', 'Respirația urât mirositoare e un semn să vii la noi.']} />
        </At>
      </Scene>
    )),
  ],
};

