/** Studio Ritm, Timișoara: a rebrand and a local Meta campaign for the morning classes. */
import { At, Logo, Mark, Paper, Phone, Scene, SHADOW, body, display, ui, LogoSheet, type Brand } from './kit';
import { Dashboard, PostArt, Posts, Storefront, piece, type CaseStudy } from './pieces';

const b: Brand = {
  name: 'Studio Ritm',
  word: 'RITM',
  sub: 'studio de fitness · Timișoara',
  domain: 'studioritm.ro',
  handle: 'studio.ritm',
  ink: '#0f2f33',
  main: '#0f766e',
  accent: '#ff7a5c',
  soft: '#e6f4f1',
  paper: '#f4faf8',
  display: 'Bricolage Grotesque Variable',
  text: 'Bricolage Grotesque Variable',
  displayWeight: 800,
  upper: true,
  tracking: '-0.02em',
  radius: 10,
  mark: (
    <g fill="currentColor">
      {[
        [8, 44, 30],
        [26, 24, 70],
        [44, 8, 100],
        [62, 30, 58],
        [80, 44, 30],
      ].map(([x, y, h]) => (
        <rect key={x} x={x} y={y! + (100 - y! - h!) / 2 - 8} width="13" height={h} rx="6.5" />
      ))}
    </g>
  ),
};

const classes = ['07:00  Pilates reformer', '07:45  Circuit 30', '08:30  Mobilitate', '18:00  Kettlebell', '19:00  Yoga flow'];

function Poster({ w, h }: { w: number; h: number }) {
  return (
    <Paper w={w} h={h} bg={b.accent}>
      <div style={{ position: 'absolute', inset: 0, padding: w * 0.08, color: b.ink, display: 'flex', flexDirection: 'column' }}>
        <Logo b={b} size={w * 0.07} color={b.ink} sub={false} />
        <div style={display(b, w * 0.155, { marginTop: w * 0.1, lineHeight: 0.9 })}>
          Dimineața
          <br />e a ta
        </div>
        <div style={body(b, w * 0.042, { marginTop: w * 0.06, fontWeight: 600, lineHeight: 1.3 })}>Clase de 45 de minute înainte de birou. Prima e gratuită.</div>
        <div style={{ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
          <div style={body(b, w * 0.036, { fontWeight: 700 })}>
            Str. Paris 4, Timișoara
            <br />
            studioritm.ro
          </div>
          <Mark b={b} size={w * 0.16} color={b.ink} />
        </div>
      </div>
    </Paper>
  );
}

export const study: CaseStudy = {
  slug: 'rebranding-studio-fitness-ritm',
  pieces: [
    piece('cover', () => (
      <Scene bg={b.ink} light={0.12}>
        <At x={210} y={90} r={-3}>
          <Poster w={560} h={800} />
        </At>
        <At x={830} y={120} r={3} z={2}>
          <Phone w={340} h={720} dark>
            <div style={{ position: 'absolute', inset: 0, background: b.main, color: '#fff', padding: '70px 26px 26px', display: 'flex', flexDirection: 'column' }}>
              <div style={{ display: 'flex', gap: 4 }}>
                {[1, 1, 0.35].map((o, i) => (
                  <span key={i} style={{ flex: 1, height: 3, borderRadius: 2, background: '#fff', opacity: o }} />
                ))}
              </div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
                <span style={{ width: 30, height: 30, borderRadius: 15, background: b.ink, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                  <Mark b={b} size={18} color={b.accent} />
                </span>
                <span style={ui(13, { fontWeight: 600 })}>studio.ritm · Sponsorizat</span>
              </div>
              <div style={display(b, 62, { marginTop: 60, lineHeight: 0.9 })}>
                7:00.
                <br />
                Tu, înainte de toți.
              </div>
              <div style={body(b, 18, { marginTop: 24, fontWeight: 500 })}>Pilates, circuit și mobilitate în Complexul Studențesc. Prima clasă e din partea noastră.</div>
              <div style={{ marginTop: 'auto', background: '#fff', color: b.ink, textAlign: 'center', padding: '14px 0', borderRadius: 10, ...ui(16, { fontWeight: 700 }) }}>Rezervă clasa gratuită</div>
            </div>
          </Phone>
        </At>
        <At x={1120} y={560} r={-8} z={3}>
          <div style={{ width: 330, height: 208, borderRadius: 14, background: `linear-gradient(135deg, ${b.main}, ${b.ink})`, boxShadow: SHADOW, padding: 22, color: '#fff', display: 'flex', flexDirection: 'column' }}>
            <Logo b={b} size={26} color="#fff" markColor={b.accent} sub={false} />
            <div style={body(b, 13, { marginTop: 'auto', opacity: 0.8, letterSpacing: '0.12em', textTransform: 'uppercase' })}>Abonament dimineață</div>
            <div style={display(b, 22, { marginTop: 4 })}>Maria Popescu · 0427</div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/01-logo', () => <LogoSheet b={b} note={{ type: 'titluri și text', colours: 'Petrol adânc, Verde Ritm, Coral, Mentă' }} />),
    piece('gallery/02-campanie', () => (
      <Posts
        b={b}
        bg={b.soft}
        posts={[
          { art: <PostArt b={b} bg={b.accent} color={b.ink} kicker="Clase de dimineață" big="7:00 e noul 9:00" small="45 de minute, apoi la birou. Prima clasă e gratuită." size={64} />, caption: 'Locuri noi în grupele de la 7:00 și 7:45. Link în bio.', likes: '412 aprecieri' },
          { art: <PostArt b={b} bg={b.main} color="#fff" kicker="Program" big="Luni · Miercuri · Vineri" small="Pilates reformer, circuit, mobilitate. Maximum 10 oameni pe clasă." size={54} />, caption: 'Orarul de toamnă e aici. Alege-ți ritmul.', likes: '286 de aprecieri' },
          { art: <PostArt b={b} bg={b.ink} color="#fff" kicker="Membri Ritm" big="„Am slăbit 6 kg până la 8:00.”" small="Ioana, membră din martie, la clasa de la 7:00." size={48} />, caption: 'Povestea Ioanei, în cuvintele ei. Tu când începi?', likes: '538 de aprecieri' },
        ]}
      />
    )),
    piece('gallery/03-rezultate', () => (
      <Dashboard
        b={b}
        title="Campania „Clase de dimineață” · Meta Ads"
        period="1 septembrie – 30 noiembrie 2023"
        kpis={[
          { label: 'Abonamente noi', value: '85', delta: '+85 față de vară' },
          { label: 'Cost pe rezervare', value: '14,20 lei', delta: '−38% față de campania veche' },
          { label: 'Clase gratuite rezervate', value: '312', delta: '27% devin abonați' },
          { label: 'Ocupare 7:00–9:00', value: '91%', delta: 'de la 34% în august' },
        ]}
        chart={{ title: 'Rezervări pe săptămână', legend: ['2023', 'anul trecut'], labels: ['sept.', 'oct.', 'nov.'], series: [[6, 9, 14, 18, 22, 21, 26, 29, 31, 34, 33, 36, 38], [5, 6, 5, 7, 6, 8, 7, 6, 8, 7, 9, 8, 8]] }}
        table={{
          head: ['Anunț', 'Afișări', 'Rezervări', 'Cost'],
          widths: '1.6fr 1fr 1fr 1fr',
          rows: [
            ['7:00 e noul 9:00', '48.200', '141', '11,80 lei'],
            ['Povestea Ioanei', '31.650', '96', '13,10 lei'],
            ['Orarul de toamnă', '27.900', '51', '19,40 lei'],
            ['Prima clasă gratuită', '22.300', '24', '24,60 lei'],
          ],
        }}
      />
    )),
    piece('gallery/04-studio', () => (
      <Storefront
        b={b}
        wall="#b9c4c2"
        window="Clase de dimineață"
        hours={classes}
        blade={
          <div style={{ width: 170, height: 170, borderRadius: '50%', background: b.accent, boxShadow: SHADOW, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Mark b={b} size={100} color={b.ink} />
          </div>
        }
      />
    )),
  ],
};
