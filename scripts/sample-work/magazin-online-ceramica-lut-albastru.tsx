/** Atelierul Lut Albastru, Horezu: a WooCommerce shop for handmade pottery, one-off pieces, card payments. */
import type { ReactNode } from 'react';
import { At, Mark, Scene, SiteHeader, SHADOW, body, display, type Brand } from './kit';
import { Button, Dashboard, Field, H, Kicker, P, Phones, Screen, WebsiteCover, WebsitePage, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Atelierul Lut Albastru',
  word: 'Lut Albastru',
  sub: 'ceramică de Horezu',
  domain: 'lutalbastru.ro',
  handle: 'lut.albastru',
  ink: '#10264d',
  main: '#1e4fa3',
  accent: '#d96c3b',
  soft: '#e8eef8',
  paper: '#fbf8f3',
  display: 'Cormorant Garamond Variable',
  text: 'Work Sans Variable',
  displayWeight: 600,
  tracking: '-0.01em',
  radius: 0,
  mark: (
    <g fill="currentColor">
      <path d="M36 8h28v8c0 6 16 12 16 34 0 24-14 42-30 42S20 74 20 50c0-22 16-28 16-34Z" />
      <path d="M24 46h52M22 58h56" stroke="#fff" strokeWidth="4" opacity=".8" />
    </g>
  ),
};

/** One piece of pottery, drawn: a plate seen from above, a bowl or a jug from the side, each with its own Horezu motif. */
type Pot = { kind: 'plate' | 'bowl' | 'jug'; base: string; ink: string; motif: 'spiral' | 'waves' | 'dots' | 'rooster' | 'star' };
function Pottery({ pot, size }: { pot: Pot; size: number }) {
  const motif = (cx: number, cy: number, r: number) => {
    switch (pot.motif) {
      case 'spiral':
        return <path d={`M${cx} ${cy}` + Array.from({ length: 40 }, (_, i) => { const a = i * 0.55; const rr = (r * i) / 40; return `L${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`; }).join('')} fill="none" stroke={pot.ink} strokeWidth={r * 0.07} strokeLinecap="round" />;
      case 'waves':
        return <g fill="none" stroke={pot.ink} strokeWidth={r * 0.06}>{[0.35, 0.6, 0.85].map((k) => <circle key={k} cx={cx} cy={cy} r={r * k} strokeDasharray={`${r * 0.12} ${r * 0.08}`} />)}</g>;
      case 'dots':
        return <g fill={pot.ink}>{Array.from({ length: 24 }, (_, i) => { const a = (i / 12) * Math.PI; const rr = i < 12 ? r * 0.8 : r * 0.45; return <circle key={i} cx={cx + rr * Math.cos(a)} cy={cy + rr * Math.sin(a)} r={r * 0.07} />; })}<circle cx={cx} cy={cy} r={r * 0.18} /></g>;
      case 'rooster':
        return <g fill={pot.ink}><path d={`M${cx - r * 0.4} ${cy + r * 0.3}C${cx - r * 0.5} ${cy - r * 0.2} ${cx - r * 0.1} ${cy - r * 0.5} ${cx + r * 0.15} ${cy - r * 0.45}L${cx + r * 0.3} ${cy - r * 0.62}L${cx + r * 0.28} ${cy - r * 0.36}L${cx + r * 0.45} ${cy - r * 0.3}C${cx + r * 0.3} ${cy - r * 0.1} ${cx + r * 0.5} ${cy + r * 0.2} ${cx + r * 0.2} ${cy + r * 0.35}Z`} /><path d={`M${cx - r * 0.4} ${cy + r * 0.3}C${cx - r * 0.8} ${cy} ${cx - r * 0.75} ${cy - r * 0.5} ${cx - r * 0.55} ${cy - r * 0.55}C${cx - r * 0.6} ${cy - r * 0.2} ${cx - r * 0.5} ${cy} ${cx - r * 0.3} ${cy + r * 0.1}Z`} opacity=".75" /></g>;
      case 'star':
        return <g fill={pot.ink}>{Array.from({ length: 8 }, (_, i) => <ellipse key={i} cx={cx} cy={cy - r * 0.45} rx={r * 0.1} ry={r * 0.32} transform={`rotate(${i * 45} ${cx} ${cy})`} />)}<circle cx={cx} cy={cy} r={r * 0.12} fill={pot.base} /></g>;
    }
  };
  if (pot.kind === 'plate')
    return (
      <svg width={size} height={size} viewBox="0 0 200 200">
        <circle cx="104" cy="106" r="92" fill="rgba(0,0,0,.18)" />
        <circle cx="100" cy="100" r="92" fill={pot.base} />
        <circle cx="100" cy="100" r="92" fill="none" stroke={pot.ink} strokeWidth="6" />
        <circle cx="100" cy="100" r="70" fill="none" stroke={pot.ink} strokeWidth="2" opacity=".6" />
        {motif(100, 100, 62)}
      </svg>
    );
  if (pot.kind === 'bowl')
    return (
      <svg width={size} height={size * 0.75} viewBox="0 0 200 150">
        <ellipse cx="100" cy="142" rx="60" ry="6" fill="rgba(0,0,0,.18)" />
        <path d="M10 40h180c0 56-40 96-90 96S10 96 10 40Z" fill={pot.base} />
        <ellipse cx="100" cy="40" rx="90" ry="16" fill={pot.ink} />
        <ellipse cx="100" cy="40" rx="82" ry="12" fill={pot.base} opacity=".5" />
        <clipPath id={`c${pot.motif}`}><path d="M10 44h180c0 52-40 92-90 92S10 96 10 44Z" /></clipPath>
        <g clipPath={`url(#c${pot.motif})`}>{motif(100, 104, 50)}</g>
      </svg>
    );
  return (
    <svg width={size * 0.8} height={size} viewBox="0 0 160 200">
      <ellipse cx="80" cy="194" rx="46" ry="6" fill="rgba(0,0,0,.18)" />
      <path d="M118 70c30 0 30 50 0 60" fill="none" stroke={pot.base} strokeWidth="12" />
      <path d="M56 10h48l-6 26c30 14 40 40 40 72 0 46-26 84-58 84S22 154 22 108c0-32 10-58 40-72Z" fill={pot.base} />
      <path d="M56 10h48" stroke={pot.ink} strokeWidth="8" strokeLinecap="round" />
      <path d="M30 80h100" stroke={pot.ink} strokeWidth="5" />
      {motif(80, 130, 40)}
    </svg>
  );
}

const POTS: (Pot & { name: string; price: string; note: string })[] = [
  { kind: 'plate', base: '#f3e6cc', ink: '#7a3b1f', motif: 'rooster', name: 'Farfurie cu cocoș', price: '185 lei', note: 'Ø 26 cm · piesă unicat' },
  { kind: 'bowl', base: '#f1e4c8', ink: '#1e4fa3', motif: 'waves', name: 'Castron cu val', price: '140 lei', note: 'Ø 18 cm · 2 în stoc' },
  { kind: 'jug', base: '#ecdcbc', ink: '#2f5d3a', motif: 'star', name: 'Ulcior cu stea', price: '220 lei', note: '1,2 l · piesă unicat' },
  { kind: 'plate', base: '#e9d7b4', ink: '#1e4fa3', motif: 'spiral', name: 'Farfurie cu spirală', price: '165 lei', note: 'Ø 24 cm · 3 în stoc' },
  { kind: 'bowl', base: '#f3e6cc', ink: '#a5402a', motif: 'dots', name: 'Bol cu puncte', price: '95 lei', note: 'Ø 14 cm · 6 în stoc' },
  { kind: 'plate', base: '#f0dfbf', ink: '#10264d', motif: 'star', name: 'Farfurie cu stea', price: '175 lei', note: 'Ø 26 cm · piesă unicat' },
];

const Shelf = ({ children, tone }: { children: ReactNode; tone: string }) => (
  <div style={{ position: 'absolute', inset: 0, background: tone, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{children}</div>
);

const site: Site = {
  title: 'Lut Albastru · Ceramică de Horezu',
  path: '/magazin',
  nav: ['Farfurii', 'Castroane', 'Ulcioare', 'Atelierul'],
  cta: 'Coș (2)',
  kicker: 'Ceramică lucrată cu mâna, din Horezu',
  headline: 'Fiecare piesă e una singură',
  lead: 'Modelate pe roată și pictate cu cornul, ca acum o sută de ani. Le ambalăm în paie și lemn și le trimitem în toată țara, cu plata cu cardul.',
  buttons: ['Vezi piesele noi', 'Cum lucrăm'],
  art: (
    <Shelf tone="#d7dff0">
      <div style={{ position: 'relative', width: 420, height: 340 }}>
        <div style={{ position: 'absolute', left: 0, top: 0 }}><Pottery pot={POTS[0]!} size={260} /></div>
        <div style={{ position: 'absolute', right: 0, bottom: 0 }}><Pottery pot={POTS[2]!} size={220} /></div>
      </div>
    </Shelf>
  ),
  cards: POTS.slice(3, 6).map((p) => ({ title: p.name, text: p.note, meta: p.price, tone: '#efe7da', art: <Pottery pot={p} size={p.kind === 'bowl' ? 140 : 110} /> })),
};

const productScreen = (
  <Screen b={b}>
    <div style={{ height: 290, background: '#efe7da', margin: '-14px -20px 0', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Pottery pot={POTS[0]!} size={250} />
    </div>
    <Kicker b={b}>Piesă unicat · semnată</Kicker>
    <H b={b} size={36}>
      Farfurie cu cocoș
    </H>
    <P b={b} size={14.5} style={{ opacity: 0.8 }}>
      Ø 26 cm, lut roșu, smălțuit. Pictată de Ion Vicșoreanu în martie 2024.
    </P>
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 'auto' }}>
      <H b={b} size={30}>
        185 lei
      </H>
      <Button b={b}>Adaugă în coș</Button>
    </div>
  </Screen>
);

const checkout = (
  <Screen b={b}>
    <H b={b} size={30}>
      Plata
    </H>
    {[POTS[0]!, POTS[1]!].map((p) => (
      <div key={p.name} style={{ display: 'flex', gap: 12, alignItems: 'center', borderBottom: '1px solid #e5e7eb', paddingBottom: 10 }}>
        <div style={{ width: 64, height: 64, background: '#efe7da', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Pottery pot={p} size={54} />
        </div>
        <div style={{ flex: 1 }}>
          <P b={b} size={15} style={{ fontWeight: 600 }}>
            {p.name}
          </P>
          <P b={b} size={12.5} style={{ opacity: 0.7 }}>
            {p.note}
          </P>
        </div>
        <P b={b} size={15} style={{ fontWeight: 600 }}>
          {p.price}
        </P>
      </div>
    ))}
    <P b={b} size={14} style={{ display: 'flex', justifyContent: 'space-between' }}>
      <span>Livrare ambalată în lemn</span>
      <b>29 lei</b>
    </P>
    <Field b={b} label="Numărul cardului" value="4242 4242 4242 4242" active />
    <div style={{ display: 'flex', gap: 10 }}>
      <div style={{ flex: 1 }}>
        <Field b={b} label="Expiră" value="08 / 27" />
      </div>
      <div style={{ flex: 1 }}>
        <Field b={b} label="CVC" value="123" />
      </div>
    </div>
    <div style={{ background: b.ink, color: '#fff', textAlign: 'center', padding: '14px 0', ...body(b, 16, { fontWeight: 700 }) }}>Plătește 354 lei</div>
  </Screen>
);

export const study: CaseStudy = {
  slug: 'magazin-online-ceramica-lut-albastru',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={{ ...site, artLeft: true }} phone={productScreen} bg={b.accent} />),
    piece('gallery/01-catalog', () => (
      <WebsitePage b={b} title="Farfurii · Lut Albastru" path="/magazin/farfurii" bg="#10264d">
        <div style={{ background: b.paper, height: '100%' }}>
          <SiteHeader b={b} nav={site.nav} cta={site.cta} />
          <div style={{ padding: '10px 44px' }}>
            <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
              <H b={b} size={50}>
                Toate piesele
              </H>
              <P b={b} size={15} style={{ opacity: 0.75 }}>
                48 de piese în stoc · sortate după cele mai noi
              </P>
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16, marginTop: 20 }}>
              {POTS.map((p) => (
                <div key={p.name}>
                  <div style={{ height: 250, background: '#efe7da', display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative' }}>
                    <Pottery pot={p} size={p.kind === 'jug' ? 170 : 170} />
                    {p.note.includes('unicat') && <span style={body(b, 11.5, { position: 'absolute', left: 10, top: 10, background: b.accent, color: '#fff', padding: '3px 7px', fontWeight: 700 })}>Unicat</span>}
                  </div>
                  <div style={display(b, 22, { color: b.ink, marginTop: 10 })}>{p.name}</div>
                  <div style={body(b, 13.5, { color: b.ink, opacity: 0.7, marginTop: 2 })}>{p.note}</div>
                  <div style={body(b, 15, { color: b.main, fontWeight: 700, marginTop: 6 })}>{p.price}</div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </WebsitePage>
    )),
    piece('gallery/02-telefon', () => <Phones bg="#d5dcea" screens={[productScreen, checkout]} />),
    piece('gallery/03-colet', () => (
      <Scene bg="#bca27e">
        <At x={220} y={170} r={-3}>
          <div style={{ width: 640, height: 520, background: 'linear-gradient(135deg,#d9b98c,#c49a66)', boxShadow: SHADOW, position: 'relative' }}>
            <div style={{ position: 'absolute', left: 0, right: 0, top: 230, height: 60, background: b.main }} />
            <div style={{ position: 'absolute', left: 60, top: 70, color: b.ink }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
                <Mark b={b} size={70} color={b.ink} />
                <div style={display(b, 56)}>Lut Albastru</div>
              </div>
            </div>
            <div style={{ position: 'absolute', left: 60, top: 244, color: '#fff', ...body(b, 24, { fontWeight: 700, letterSpacing: '0.3em' }) }}>FRAGIL · CERAMICĂ</div>
            <div style={{ position: 'absolute', right: 40, bottom: 40, width: 300, background: '#fff', padding: 18, boxShadow: '0 4px 10px rgba(0,0,0,.2)', ...body(b, 15, { color: '#111' }) }}>
              <b>Către:</b> Ana Georgescu
              <br />
              Str. Zorilor 23, ap. 4
              <br />
              400335 Cluj-Napoca
              <br />
              <span style={{ opacity: 0.7 }}>Comanda #1407 · 2 piese</span>
            </div>
          </div>
        </At>
        <At x={950} y={120} r={4}>
          <div style={{ width: 420, background: b.paper, boxShadow: SHADOW, padding: 34, color: b.ink }}>
            <Mark b={b} size={44} color={b.main} />
            <div style={display(b, 36, { marginTop: 16 })}>Mulțumim, Ana!</div>
            <div style={body(b, 15.5, { marginTop: 14, lineHeight: 1.6 })}>
              Farfuria cu cocoș a fost pictată de Ion în martie, iar castronul cu val a ieșit din cuptor săptămâna trecută. Spală-le cu mâna și nu le pune în cuptorul cu microunde: smalțul tradițional rămâne frumos zeci de ani.
            </div>
            <div style={display(b, 22, { marginTop: 20, fontStyle: 'italic' })}>Familia Vicșoreanu, Horezu</div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/04-rezultate', () => (
      <Dashboard
        b={b}
        title="Magazinul online · primul an"
        period="aprilie 2024 – martie 2025"
        kpis={[
          { label: 'Comenzi online', value: '1.400', delta: 'în primul an' },
          { label: 'Valoarea medie a comenzii', value: '236 lei', delta: '+18% după pachetele cadou' },
          { label: 'Piese sparte la livrare', value: '0,4%', delta: 'de la 6% cu ambalajul vechi' },
          { label: 'Plăți cu cardul', value: '71%', delta: 'restul, ramburs' },
        ]}
        chart={{ title: 'Comenzi pe lună', legend: ['comenzi', 'vizite (÷100)'], labels: ['apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.', 'ian.', 'feb.', 'mar.'], series: [[38, 62, 80, 94, 101, 112, 126, 140, 188, 212, 121, 126], [20, 31, 44, 52, 55, 61, 70, 76, 104, 118, 72, 70]], bars: true }}
        table={{
          head: ['Categorie', 'Comenzi', 'Vânzări'],
          widths: '1.4fr 1fr 1.1fr',
          rows: [
            ['Farfurii', '612', '118.400 lei'],
            ['Castroane', '394', '61.200 lei'],
            ['Ulcioare', '228', '52.900 lei'],
            ['Seturi cadou', '166', '98.700 lei'],
          ],
        }}
      />
    )),
  ],
};
