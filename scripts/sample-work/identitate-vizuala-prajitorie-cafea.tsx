/** Prăjitoria Nord, Oradea: logo, a labelling system and packaging for a small coffee roaster. */
import { At, Logo, Mark, Paper, Scene, SHADOW, body, display, LogoSheet, type Brand } from './kit';
import { PostArt, Posts, Pouch, piece, type CaseStudy } from './pieces';

const b: Brand = {
  name: 'Prăjitoria Nord',
  word: 'Nord',
  sub: 'prăjitorie de cafea · Oradea',
  domain: 'prajitorianord.ro',
  handle: 'prajitoria.nord',
  ink: '#1c1917',
  main: '#7c4a2d',
  accent: '#d9a066',
  soft: '#f4ece4',
  paper: '#f7f1ea',
  display: 'Josefin Sans Variable',
  text: 'Work Sans Variable',
  displayWeight: 600,
  upper: true,
  tracking: '0.14em',
  radius: 2,
  mark: (
    <g fill="none" stroke="currentColor" strokeWidth="5">
      <circle cx="50" cy="50" r="44" />
      <path d="M50 14L62 54H38Z" fill="currentColor" stroke="none" />
      <path d="M50 86L38 54H62Z" strokeLinejoin="round" />
    </g>
  ),
};

type Origin = { name: string; region: string; process: string; notes: string; roast: string; colour: string; alt: string };
const ORIGINS: Origin[] = [
  { name: 'Etiopia', region: 'Guji, 2.100 m', process: 'Natural', notes: 'afine · iasomie · ciocolată cu lapte', roast: 'Prăjire deschisă', colour: '#c96f4a', alt: '1' },
  { name: 'Columbia', region: 'Huila, 1.750 m', process: 'Spălată', notes: 'caramel · prună roșie · cacao', roast: 'Prăjire medie', colour: '#3f6b5a', alt: '2' },
  { name: 'Brazilia', region: 'Cerrado Mineiro', process: 'Pulped natural', notes: 'alune · ciocolată neagră · miere', roast: 'Espresso', colour: '#2f3e63', alt: '3' },
  { name: 'Kenya', region: 'Nyeri, AA', process: 'Spălată', notes: 'coacăze negre · grepfrut · trestie', roast: 'Prăjire deschisă', colour: '#8b5a9a', alt: '4' },
];

function BagLabel({ o, w }: { o: Origin; w: number }) {
  const s = w / 300;
  return (
    <div style={{ width: '100%', height: '100%', background: b.paper, color: b.ink, padding: 20 * s, display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo b={b} size={22 * s} color={b.ink} markColor={b.ink} sub={false} />
        <span style={body(b, 10 * s, { fontWeight: 600 })}>250 g</span>
      </div>
      <div style={{ height: 8 * s, background: o.colour, margin: `${16 * s}px 0` }} />
      <div style={display(b, 40 * s, { lineHeight: 1 })}>{o.name}</div>
      <div style={body(b, 13 * s, { marginTop: 6 * s, fontWeight: 600 })}>{o.region}</div>
      <div style={body(b, 12.5 * s, { marginTop: 14 * s, fontStyle: 'italic' })}>{o.notes}</div>
      <div style={{ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', borderTop: `1px solid ${b.ink}`, paddingTop: 8 * s, ...body(b, 10.5 * s, { fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em' }) }}>
        <span>{o.process}</span>
        <span>{o.roast}</span>
      </div>
    </div>
  );
}

export const study: CaseStudy = {
  slug: 'identitate-vizuala-prajitorie-cafea',
  pieces: [
    piece('cover', () => (
      <Scene bg="#cdbba8">
        {ORIGINS.slice(0, 3).map((o, i) => (
          <At key={o.name} x={260 + i * 370} y={i === 1 ? 110 : 160} z={i === 1 ? 2 : 1}>
            <Pouch w={340} h={i === 1 ? 760 : 700} colour={i === 1 ? b.ink : i === 0 ? b.main : '#3a2a20'}>
              <div style={{ width: '100%', height: '100%', boxShadow: '0 2px 6px rgba(0,0,0,.25)' }}>
                <BagLabel o={o} w={272} />
              </div>
            </Pouch>
          </At>
        ))}
      </Scene>
    )),
    piece('gallery/01-logo', () => <LogoSheet b={b} note={{ type: 'titluri, etichete', colours: 'Cărbune, Boabe prăjite, Crema, Lapte' }} />),
    piece('gallery/02-etichete', () => (
      <Scene bg="#e9e1d6">
        {ORIGINS.map((o, i) => (
          <At key={o.name} x={80 + i * 370} y={150 + (i % 2) * 60} r={i % 2 ? 1.5 : -1.5}>
            <div style={{ width: 330, height: 520, boxShadow: SHADOW }}>
              <BagLabel o={o} w={330} />
            </div>
          </At>
        ))}
        <At x={80} y={60}>
          <div style={body(b, 18, { color: b.ink, fontWeight: 600, letterSpacing: '0.16em', textTransform: 'uppercase' })}>Sistemul de etichete · o culoare pentru fiecare origine</div>
        </At>
      </Scene>
    )),
    piece('gallery/03-cafenele', () => (
      <Scene bg="#3a2d25" light={0.15}>
        <At x={170} y={150} r={-4}>
          <Paper w={430} h={640} bg={b.paper}>
            <div style={{ position: 'absolute', inset: 40, color: b.ink, display: 'flex', flexDirection: 'column' }}>
              <Mark b={b} size={64} color={b.ink} />
              <div style={display(b, 30, { marginTop: 26 })}>Azi în râșniță</div>
              {ORIGINS.slice(0, 3).map((o) => (
                <div key={o.name} style={{ marginTop: 22, borderTop: `1px solid ${b.ink}`, paddingTop: 12 }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                    <span style={display(b, 20)}>{o.name}</span>
                    <span style={{ width: 20, height: 20, background: o.colour, display: 'inline-block' }} />
                  </div>
                  <div style={body(b, 14.5, { marginTop: 6, fontStyle: 'italic' })}>{o.notes}</div>
                </div>
              ))}
              <div style={body(b, 12.5, { marginTop: 'auto' })}>Prăjită la Oradea, săptămâna aceasta. prajitorianord.ro</div>
            </div>
          </Paper>
        </At>
        <At x={720} y={200}>
          <div style={{ position: 'relative', width: 320, height: 560 }}>
            <div style={{ position: 'absolute', left: 20, top: 0, width: 280, height: 520, background: 'linear-gradient(90deg,#e8e2da,#fff 40%,#ddd6cc)', clipPath: 'polygon(0 0,100% 0,88% 100%,12% 100%)', boxShadow: SHADOW }} />
            <div style={{ position: 'absolute', left: 30, top: 170, width: 260, height: 190, background: b.ink, clipPath: 'polygon(0 0,100% 0,96% 100%,4% 100%)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Logo b={b} size={34} color={b.paper} stacked sub={false} />
            </div>
            <div style={{ position: 'absolute', left: 10, top: -20, width: 300, height: 34, borderRadius: 6, background: b.ink }} />
          </div>
        </At>
        <At x={1120} y={190} r={6}>
          <div style={{ width: 270, height: 270, borderRadius: '50%', background: b.accent, boxShadow: SHADOW, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', color: b.ink, flexDirection: 'column' }}>
            <Mark b={b} size={70} color={b.ink} />
            <div style={display(b, 18, { marginTop: 12 })}>
              Cafea de la
              <br />
              Prăjitoria Nord
            </div>
          </div>
        </At>
        <At x={1080} y={560} r={-5}>
          <div style={{ width: 330, height: 210, background: b.ink, boxShadow: SHADOW, borderRadius: 4, padding: 26, color: b.paper, display: 'flex', flexDirection: 'column' }}>
            <div style={display(b, 18)}>Card de fidelitate</div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 10, marginTop: 'auto' }}>
              {Array.from({ length: 10 }, (_, i) => (
                <span key={i} style={{ width: 40, height: 40, borderRadius: 20, border: `2px solid ${b.accent}`, background: i < 6 ? b.accent : 'transparent' }} />
              ))}
            </div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/04-instagram', () => (
      <Posts
        b={b}
        bg={b.soft}
        posts={[
          { art: <PostArt b={b} bg={ORIGINS[3]!.colour} color="#fff" kicker="Nou în prăjitorie" big="Kenya Nyeri AA" small="Coacăze negre, grepfrut, trestie. 250 g, 62 lei." size={52} />, caption: 'A sosit Kenya. Prima prăjire iese joi.', likes: '198 de aprecieri' },
          { art: <PostArt b={b} bg={b.ink} color={b.paper} kicker="Unde ne găsești" big="14 cafenele în Oradea și Cluj" small="Lista completă e pe prajitorianord.ro/cafenele" size={46} />, caption: 'Mulțumim partenerilor care ne pun cafeaua în râșniță.', likes: '241 de aprecieri' },
          { art: <PostArt b={b} bg={b.accent} color={b.ink} kicker="Rețeta lunii" big="V60 · 15 g · 250 ml · 3:00" small="Apă la 94 °C, măcinare medie-fină, trei turnări." size={46} />, caption: 'Cum o facem noi acasă, cu Etiopia Guji.', likes: '176 de aprecieri' },
        ]}
      />
    )),
  ],
};
