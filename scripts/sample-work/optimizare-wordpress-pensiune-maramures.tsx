/** Pensiunea Casa din Deal, Sighetu Marmației: a slow WordPress site repaired, with direct bookings. */
import { At, Scene, SiteHeader, SHADOW, ui, type Brand } from './kit';
import { Button, Calendar, Field, H, Kicker, P, Phones, Screen, WebsiteCover, WebsitePage, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Pensiunea Casa din Deal',
  word: 'Casa din Deal',
  sub: 'pensiune · Sighetu Marmației',
  domain: 'casadindeal.ro',
  handle: 'casadindeal',
  ink: '#2b1d14',
  main: '#7a4b2a',
  accent: '#c8a25a',
  soft: '#f3ece1',
  paper: '#fbf8f2',
  display: 'Lora Variable',
  text: 'Karla Variable',
  displayWeight: 600,
  tracking: '-0.01em',
  radius: 4,
  mark: (
    <g fill="currentColor">
      <path d="M50 6L84 56H74V84H26V56H16Z" />
      <rect x="44" y="62" width="12" height="22" fill="#fff" opacity=".85" />
      <path d="M4 94c20-10 72-10 92 0" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
};

/** The valley at dusk: hills, the house, a wooden gate. */
function Valley() {
  return (
    <svg viewBox="0 0 600 420" preserveAspectRatio="xMidYMid slice" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f2c38b" />
          <stop offset="1" stopColor="#f7e7cf" />
        </linearGradient>
      </defs>
      <rect width="600" height="420" fill="url(#sky)" />
      <circle cx="430" cy="120" r="46" fill="#fbe3b6" />
      <path d="M0 220C120 170 220 200 320 180S520 140 600 170V420H0Z" fill="#8a9a6b" />
      <path d="M0 270C140 230 260 260 380 240S540 220 600 235V420H0Z" fill="#5f7348" />
      <path d="M0 330C160 300 300 320 600 300V420H0Z" fill="#3f5233" />
      <g transform="translate(240 170)">
        <path d="M60 0L130 80H-10Z" fill="#3b2616" />
        <rect x="6" y="78" width="108" height="70" fill="#8a5a34" />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <rect key={i} x="6" y={80 + i * 10} width="108" height="2" fill="#6c4426" />
        ))}
        <rect x="24" y="96" width="20" height="22" fill="#f6d48d" />
        <rect x="76" y="96" width="20" height="22" fill="#f6d48d" />
      </g>
      {[60, 120, 500, 540].map((x, i) => (
        <path key={x} d={`M${x} ${300 - i * 6}l14-44 14 44Z`} fill="#2f3f27" />
      ))}
    </svg>
  );
}

const site: Site = {
  title: 'Casa din Deal · Pensiune în Maramureș',
  nav: ['Camere', 'Ce vizitezi', 'Masa', 'Contact'],
  cta: 'Rezervă direct',
  kicker: 'Pensiune în Sighetu Marmației',
  headline: 'Dimineți liniștite pe dealul din Maramureș',
  lead: 'Șase camere în lemn, mic dejun cu brânză de la vecini și drumeții spre Săpânța și Bârsana. Rezervă direct la noi: cel mai bun preț, fără comision.',
  buttons: ['Vezi camerele libere', 'Ce vizitezi'],
  dark: true,
  art: <Valley />,
  cards: [
    { title: 'Camera Cerdac', text: 'Pat matrimonial, balcon spre vale.', meta: '290 lei / noapte, cu mic dejun', art: <Valley /> },
    { title: 'Camera Fânar', text: 'Sub acoperiș, pentru 2 adulți și un copil.', meta: '340 lei / noapte, cu mic dejun', art: <Valley /> },
    { title: 'Căsuța din livadă', text: 'Separată, cu bucătărie, pentru 4.', meta: '520 lei / noapte', art: <Valley /> },
  ],
};

const booking = (
  <Screen b={b}>
    <Kicker b={b}>Rezervare directă · fără comision</Kicker>
    <H b={b} size={27}>
      Când vii la noi?
    </H>
    <Calendar b={b} month="August 2020" start={5} days={31} full={[1, 2, 8, 9, 15, 16]} chosen={21} />
    <Field b={b} label="Sosire – plecare" value="vineri 21 – duminică 23 august" />
    <Field b={b} label="Oaspeți" value="2 adulți, 1 copil" />
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <div>
        <P b={b} size={12.5} style={{ opacity: 0.7 }}>
          2 nopți, Camera Fânar
        </P>
        <H b={b} size={26}>
          680 lei
        </H>
      </div>
      <Button b={b}>Rezervă</Button>
    </div>
  </Screen>
);

function Gauge({ score, label, colour }: { score: number; label: string; colour: string }) {
  const r = 80;
  const c = 2 * Math.PI * r;
  return (
    <div style={{ textAlign: 'center' }}>
      <svg width="220" height="220" viewBox="0 0 200 200">
        <circle cx="100" cy="100" r={r} fill={`${colour}1a`} stroke="#e5e7eb" strokeWidth="12" />
        <circle cx="100" cy="100" r={r} fill="none" stroke={colour} strokeWidth="12" strokeDasharray={`${(c * score) / 100} ${c}`} transform="rotate(-90 100 100)" strokeLinecap="round" />
        <text x="100" y="118" textAnchor="middle" style={ui(58, { fontWeight: 700 })} fill={colour}>
          {score}
        </text>
      </svg>
      <div style={ui(20, { color: '#374151', fontWeight: 600, marginTop: 8 })}>{label}</div>
    </div>
  );
}

export const study: CaseStudy = {
  slug: 'optimizare-wordpress-pensiune-maramures',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={booking} bg="#d9c9b2" />),
    piece('gallery/01-viteza', () => (
      <Scene bg="#e7e5e4">
        <At x={100} y={90} w={1400} h={820}>
          <div style={{ width: 1400, height: 820, background: '#fff', borderRadius: 16, boxShadow: SHADOW, padding: '40px 60px' }}>
            <div style={ui(16, { color: '#6b7280' })}>Raport de performanță pe mobil · casadindeal.ro</div>
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 60, marginTop: 26 }}>
              {[
                { when: 'Înainte · martie 2020', score: 31, colour: '#dc2626', rows: [['Prima afișare a conținutului', '6,8 s'], ['Cel mai mare element afișat', '14,2 s'], ['Blocarea totală', '2.310 ms'], ['Greutatea paginii', '9,4 MB'], ['Module active', '41']] },
                { when: 'După · mai 2020', score: 92, colour: '#16a34a', rows: [['Prima afișare a conținutului', '1,2 s'], ['Cel mai mare element afișat', '2,1 s'], ['Blocarea totală', '90 ms'], ['Greutatea paginii', '1,1 MB'], ['Module active', '12']] },
              ].map((c) => (
                <div key={c.when}>
                  <div style={ui(22, { fontWeight: 700, color: '#111827' })}>{c.when}</div>
                  <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
                    <Gauge score={c.score} label="Performanță" colour={c.colour} />
                  </div>
                  <div style={{ marginTop: 20 }}>
                    {c.rows.map(([k, v]) => (
                      <div key={k} style={{ display: 'flex', justifyContent: 'space-between', padding: '11px 0', borderTop: '1px solid #eee', ...ui(17, { color: '#1f2937' }) }}>
                        <span>{k}</span>
                        <b style={{ color: c.colour }}>{v}</b>
                      </div>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/02-camere', () => (
      <WebsitePage b={b} title="Camere · Casa din Deal" path="/camere" bg="#3f5233">
        <div style={{ background: b.paper, height: '100%' }}>
          <SiteHeader b={b} nav={site.nav} cta={site.cta} />
          <div style={{ padding: '16px 44px' }}>
            <H b={b} size={48}>
              Camerele noastre
            </H>
            <P b={b} size={17} style={{ marginTop: 8, opacity: 0.8 }}>
              Toate cu baie proprie, lemn de brad și ferestre spre vale. Micul dejun e inclus.
            </P>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 22, marginTop: 24 }}>
              {site.cards.map((c, i) => (
                <div key={c.title} style={{ background: '#fff', border: '1px solid #e7dfd2' }}>
                  <div style={{ height: 300, position: 'relative', overflow: 'hidden', filter: `hue-rotate(${i * 12}deg)` }}>
                    <Valley />
                  </div>
                  <div style={{ padding: 18 }}>
                    <H b={b} size={26}>
                      {c.title}
                    </H>
                    <P b={b} size={15} style={{ marginTop: 6, opacity: 0.8 }}>
                      {c.text}
                    </P>
                    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 14 }}>
                      <P b={b} size={15} color={b.main} style={{ fontWeight: 700 }}>
                        {c.meta}
                      </P>
                    </div>
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </WebsitePage>
    )),
    piece('gallery/03-rezervare', () => (
      <Phones
        bg="#e5d8c4"
        screens={[
          booking,
          <Screen key="ok" b={b}>
            <H b={b} size={30} style={{ marginTop: 20 }}>
              Vă așteptăm vineri, 21 august!
            </H>
            <P b={b} size={15} style={{ opacity: 0.85 }}>
              Rezervarea CDD-0821 e confirmată: Camera Fânar, 2 nopți, 2 adulți și un copil. Check-in de la 15:00.
            </P>
            <div style={{ height: 220, position: 'relative', overflow: 'hidden' }}>
              <Valley />
            </div>
            <P b={b} size={14.5}>
              <b>Drumul:</b> din centrul Sighetului, 4 km spre Valea Izei, apoi urcați pe ulița cu porți de lemn până sus.
            </P>
            <P b={b} size={14.5}>
              <b>Plata:</b> 30% avans achitat, restul la sosire.
            </P>
          </Screen>,
        ]}
      />
    )),
  ],
};


