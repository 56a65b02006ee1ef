/** Bucovina pe Două Roți, Suceava: a new identity and a bilingual site for guided cycling tours. */
import { At, Logo, Paper, Scene, body, display, LogoSheet, type Brand } from './kit';
import { Button, Field, H, Kicker, P, Phones, PostArt, Posts, Screen, WebsiteCover, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Bucovina pe Două Roți',
  word: 'Două Roți',
  sub: 'tururi cu bicicleta · Bucovina',
  domain: 'douaroti.ro',
  handle: 'douaroti.bucovina',
  ink: '#16324f',
  main: '#1f5fae',
  accent: '#f2a93b',
  soft: '#e8f3ea',
  paper: '#fbfcf8',
  display: 'Jost Variable',
  text: 'Jost Variable',
  displayWeight: 600,
  tracking: '-0.01em',
  radius: 8,
  mark: (
    <g fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="24" cy="70" r="18" />
      <circle cx="76" cy="70" r="18" />
      <path d="M24 70L40 40H66L76 70M40 40L52 70H24M60 28h10" />
      <path d="M30 22L50 8 70 22" />
    </g>
  ),
};

const TOURS = [
  { name: 'Mănăstirile pictate', days: '3 zile · 142 km', level: 'Ușor', price: '1.450 lei', en: 'The painted monasteries' },
  { name: 'Obcinele Bucovinei', days: '4 zile · 210 km', level: 'Mediu', price: '1.980 lei', en: 'The Bucovina ridges' },
  { name: 'Satele de pe Suceava', days: '1 zi · 48 km', level: 'Ușor', price: '390 lei', en: 'Villages along the Suceava' },
];

/** The route over the hills: the monasteries as stops. */
function RouteMap({ w, h, en }: { w: number; h: number; en?: boolean }) {
  const stops = [
    [90, 320, 'Suceava'],
    [230, 230, en ? 'Humor Monastery' : 'Mănăstirea Humor'],
    [330, 300, en ? 'Voroneț Monastery' : 'Mănăstirea Voroneț'],
    [470, 160, en ? 'Moldovița Monastery' : 'Mănăstirea Moldovița'],
    [610, 90, en ? 'Sucevița Monastery' : 'Mănăstirea Sucevița'],
  ] as const;
  return (
    <svg viewBox="0 0 700 420" width={w} height={h} preserveAspectRatio="xMidYMid slice" style={{ display: 'block' }}>
      <rect width="700" height="420" fill={b.soft} />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M0 ${120 + i * 60}C150 ${80 + i * 60} 250 ${160 + i * 60} 380 ${110 + i * 60}S600 ${60 + i * 60} 700 ${100 + i * 60}`} fill="none" stroke="#b9d6bf" strokeWidth="2" />
      ))}
      <path d="M0 60C120 40 200 90 300 70S520 20 700 40V0H0Z" fill="#cfe5d3" />
      <path d={`M${stops.map(([x, y]) => `${x} ${y}`).join('L')}`} fill="none" stroke={b.accent} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" strokeDasharray="2 12" />
      {stops.map(([x, y, name]) => (
        <g key={name}>
          <circle cx={x} cy={y} r="11" fill={b.main} stroke="#fff" strokeWidth="4" />
          <text x={x + 16} y={y - 14} style={body(b, 17, { fontWeight: 600 })} fill={b.ink}>
            {name}
          </text>
        </g>
      ))}
    </svg>
  );
}

const site: Site = {
  title: 'Două Roți · Tururi cu bicicleta în Bucovina',
  nav: ['Tururi', 'Calendar', 'Despre noi', 'RO · EN'],
  cta: 'Rezervă un loc',
  kicker: 'Tururi ghidate din Suceava',
  headline: 'Bucovina se vede cel mai bine din șaua bicicletei',
  lead: 'Tururi de una până la patru zile printre mănăstirile pictate și satele de pe Obcine, cu ghid local, biciclete bune și bagajele duse de noi de la o pensiune la alta.',
  buttons: ['Vezi tururile', 'Calendarul 2023'],
  dark: true,
  art: <RouteMap w={560} h={420} />,
  cards: TOURS.map((t) => ({ title: t.name, text: `${t.days} · nivel ${t.level.toLowerCase()}`, meta: `de la ${t.price} / persoană` })),
};

const tourScreen = (en: boolean) => (
  <Screen b={b}>
    <div style={{ display: 'flex', gap: 6 }}>
      {['RO', 'EN'].map((l) => (
        <span key={l} style={body(b, 13, { padding: '4px 10px', borderRadius: 6, fontWeight: 700, background: (l === 'EN') === en ? b.ink : '#fff', color: (l === 'EN') === en ? '#fff' : b.ink, border: `1.5px solid ${b.ink}` })}>
          {l}
        </span>
      ))}
    </div>
    <div style={{ margin: '0 -20px', height: 200, overflow: 'hidden' }}>
      <RouteMap w={360} h={200} en={en} />
    </div>
    <Kicker b={b}>{en ? '3 days · 142 km · easy' : '3 zile · 142 km · ușor'}</Kicker>
    <H b={b} size={29}>
      {en ? 'The painted monasteries by bike' : 'Mănăstirile pictate, pe bicicletă'}
    </H>
    <P b={b} size={14.5} style={{ opacity: 0.85 }}>
      {en
        ? 'Voroneț, Humor, Moldovița and Sucevița, on quiet roads, with a local guide, e-bikes on request and your luggage carried for you.'
        : 'Voroneț, Humor, Moldovița și Sucevița, pe drumuri liniștite, cu ghid local, biciclete electrice la cerere și bagajele duse de noi.'}
    </P>
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 'auto' }}>
      <H b={b} size={24}>
        {en ? 'from €295' : 'de la 1.450 lei'}
      </H>
      <Button b={b}>{en ? 'Book a place' : 'Rezervă'}</Button>
    </div>
  </Screen>
);

export const study: CaseStudy = {
  slug: 'brand-si-site-tururi-cu-bicicleta',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={tourScreen(true)} bg="#f2a93b" layout="left" />),
    piece('gallery/01-logo', () => <LogoSheet b={b} note={{ type: 'titluri și text', colours: 'Noapte pe Obcine, Albastru de Voroneț, Miere, Pajiște' }} />),
    piece('gallery/02-bilingv', () => (
      <Phones
        bg={b.soft}
        screens={[
          tourScreen(false),
          tourScreen(true),
          <Screen key="book" b={b}>
            <H b={b} size={27}>
              Book your place
            </H>
            <Field b={b} label="Tour" value="The painted monasteries · 3 days" />
            <Field b={b} label="Start date" value="Friday, 9 June 2023" />
            <Field b={b} label="Riders" value="2 adults · 1 e-bike" active />
            <Field b={b} label="Email" value="hannah.weber@posteo.de" />
            <div style={{ background: b.soft, borderRadius: 8, padding: 14 }}>
              <P b={b} size={13} style={{ opacity: 0.75 }}>
                Total for 2 riders
              </P>
              <H b={b} size={24}>
                €630
              </H>
            </div>
            <Button b={b}>Confirm booking</Button>
          </Screen>,
        ]}
      />
    )),
    piece('gallery/03-harta', () => (
      <Scene bg="#d8d2c4">
        <At x={160} y={80} r={-2}>
          <Paper w={1280} h={840} bg={b.paper}>
            <div style={{ position: 'absolute', inset: 0 }}>
              <RouteMap w={1280} h={840} />
            </div>
            <div style={{ position: 'absolute', left: 50, bottom: 50, background: b.ink, color: '#fff', padding: '26px 30px', borderRadius: 8, width: 470 }}>
              <Logo b={b} size={28} color="#fff" markColor={b.accent} />
              <div style={display(b, 36, { marginTop: 20 })}>Mănăstirile pictate</div>
              <div style={body(b, 18, { marginTop: 8, opacity: 0.9 })}>3 zile · 142 km · 1.860 m urcare · nivel ușor</div>
            </div>
          </Paper>
        </At>
      </Scene>
    )),
    piece('gallery/04-instagram', () => (
      <Posts
        b={b}
        bg="#f6e7cc"
        posts={[
          { art: <div style={{ position: 'absolute', inset: 0 }}><RouteMap w={440} h={440} /></div>, caption: 'Traseul de vineri: 142 km, patru mănăstiri, zero grabă.', likes: '1.486 aprecieri' },
          { art: <PostArt b={b} bg={b.main} color="#fff" kicker="Sezonul 2023" big="Locuri noi în iunie" small="Mănăstirile pictate, 9–11 iunie. Biciclete electrice la cerere." size={54} />, caption: 'Calendarul e pe site, în română și în engleză.', likes: '932 de aprecieri' },
          { art: <PostArt b={b} bg={b.accent} color={b.ink} kicker="Din șa" big="„Cel mai frumos drum pe care l-am pedalat.”" small="Hannah, din München, după turul Obcinelor" size={42} />, caption: 'Mulțumim, Hannah! #pedalezinbucovina', likes: '1.105 aprecieri' },
        ]}
      />
    )),
  ],
};
