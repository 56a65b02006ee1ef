/** Librăria Pagina Mică, Constanța: logo, mascot, an illuminated sign and reading-workshop materials. */
import { At, Logo, Mark, Paper, Scene, SHADOW, body, display, type Brand } from './kit';
import { PostArt, Posts, Storefront, piece, type CaseStudy } from './pieces';

const b: Brand = {
  name: 'Librăria Pagina Mică',
  word: 'Pagina Mică',
  sub: 'librărie pentru copii · Constanța',
  domain: 'paginamica.ro',
  handle: 'pagina.mica',
  ink: '#173a5e',
  main: '#2b7bb9',
  accent: '#ef6f5e',
  soft: '#fbf1d9',
  paper: '#fffaf0',
  display: 'Nunito Variable',
  text: 'Nunito Sans Variable',
  displayWeight: 800,
  tracking: '0',
  radius: 999,
  mark: (
    <g fill="currentColor">
      <path d="M8 30c14-6 28-6 40 4v56C36 80 22 80 8 86Z" />
      <path d="M92 30c-14-6-28-6-40 4v56c12-10 26-10 40-4Z" opacity=".7" />
      <path d="M70 4l4.5 9.5 10.5 1.3-7.7 7.2 2 10.4L70 27.3l-9.3 5.1 2-10.4-7.7-7.2 10.5-1.3Z" />
    </g>
  ),
};

/** Pagi, the mascot: a little book with eyes, arms and a bookmark ribbon. */
function Pagi({ size, cover = b.accent }: { size: number; cover?: string }) {
  return (
    <svg width={size} height={size * 1.1} viewBox="0 0 200 220">
      <ellipse cx="100" cy="210" rx="60" ry="8" fill="rgba(0,0,0,.15)" />
      <rect x="70" y="170" width="16" height="36" rx="8" fill={b.ink} />
      <rect x="114" y="170" width="16" height="36" rx="8" fill={b.ink} />
      <rect x="40" y="30" width="120" height="150" rx="18" fill={cover} />
      <rect x="52" y="30" width="108" height="150" rx="14" fill="#fff" opacity=".18" />
      <rect x="40" y="30" width="16" height="150" rx="8" fill={b.ink} opacity=".25" />
      <path d="M128 30v58l10-10 10 10V30Z" fill={b.main} />
      <circle cx="82" cy="90" r="14" fill="#fff" />
      <circle cx="122" cy="90" r="14" fill="#fff" />
      <circle cx="85" cy="93" r="6.5" fill={b.ink} />
      <circle cx="119" cy="93" r="6.5" fill={b.ink} />
      <path d="M84 124c10 10 26 10 36 0" fill="none" stroke={b.ink} strokeWidth="7" strokeLinecap="round" />
      <path d="M40 110c-18 0-26-14-30-28" fill="none" stroke={b.ink} strokeWidth="9" strokeLinecap="round" />
      <path d="M160 110c18 0 26 14 30 28" fill="none" stroke={b.ink} strokeWidth="9" strokeLinecap="round" />
    </svg>
  );
}

function Bookmark({ bg, color, line, w = 140 }: { bg: string; color: string; line: string; w?: number }) {
  return (
    <Paper w={w} h={w * 3.2} bg={bg} style={{ borderRadius: 6 }}>
      <div style={{ position: 'absolute', inset: 16, display: 'flex', flexDirection: 'column', alignItems: 'center', color, textAlign: 'center' }}>
        <div style={{ width: 20, height: 20, borderRadius: 10, background: 'rgba(0,0,0,.2)' }} />
        <div style={display(b, 26, { marginTop: 30, lineHeight: 1.1 })}>{line}</div>
        <div style={{ marginTop: 'auto' }}>
          <Mark b={b} size={46} color={color} />
        </div>
      </div>
    </Paper>
  );
}

export const study: CaseStudy = {
  slug: 'identitate-librarie-pentru-copii',
  pieces: [
    piece('cover', () => (
      <Storefront
        b={b}
        wall="#f0d9b5"
        window="Ateliere de lectură, în fiecare sâmbătă la 11:00"
        hours={['Luni–vineri 10:00–19:00', 'Sâmbătă 10:00–16:00', 'Pentru copii de 3–12 ani']}
        shelf={
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 6, borderBottom: '10px solid #c89b6d' }}>
            {[
              [150, '#ef6f5e'], [190, '#2b7bb9'], [130, '#f4c95d'], [170, '#5aa469'], [200, '#fbf1d9'], [140, '#8e6bbf'], [185, '#ef6f5e'], [120, '#173a5e'], [160, '#f4c95d'], [195, '#2b7bb9'],
            ].map(([h, c], i) => (
              <div key={i} style={{ width: i === 4 ? 110 : 44, height: h as number, background: c as string, borderRadius: 3, boxShadow: 'inset -6px 0 0 rgba(0,0,0,.12)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {i === 4 && <Pagi size={90} />}
              </div>
            ))}
          </div>
        }
        blade={
          <div style={{ width: 180, height: 180, borderRadius: '50%', background: b.soft, border: `8px solid ${b.ink}`, boxShadow: `${SHADOW}, 0 0 40px ${b.accent}88`, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Pagi size={110} />
          </div>
        }
      />
    )),
    piece('gallery/01-logo-mascota', () => (
      <Scene bg={b.soft}>
        <At x={90} y={90} w={860} h={820}>
          <div style={{ width: 860, height: 820, background: '#fff', borderRadius: 28, boxShadow: SHADOW, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 40 }}>
            <Logo b={b} size={84} color={b.ink} markColor={b.accent} stacked />
          </div>
        </At>
        <At x={1000} y={90} w={510} h={820}>
          <div style={{ width: 510, height: 820, background: b.main, borderRadius: 28, boxShadow: SHADOW, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: '#fff', textAlign: 'center', padding: 40 }}>
            <Pagi size={300} />
            <div style={display(b, 52, { marginTop: 24 })}>Salut, sunt Pagi!</div>
            <div style={body(b, 20, { marginTop: 14, opacity: 0.92 })}>Mascota librăriei: pe semne de carte, pe diplome și pe ușa atelierului.</div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/02-atelier', () => (
      <Scene bg="#cfe0ee">
        <At x={150} y={80} r={-2}>
          <Paper w={600} h={848} bg={b.paper}>
            <div style={{ position: 'absolute', inset: 50, color: b.ink, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
              <Logo b={b} size={30} color={b.ink} markColor={b.accent} sub={false} />
              <div style={display(b, 70, { marginTop: 40, color: b.main, lineHeight: 0.98 })}>Atelierul de povești</div>
              <div style={body(b, 22, { marginTop: 20, fontWeight: 700 })}>Sâmbătă, 11:00 · copii de 5–8 ani</div>
              <div style={{ marginTop: 30 }}>
                <Pagi size={250} />
              </div>
              <div style={body(b, 18, { marginTop: 'auto', lineHeight: 1.5 })}>
                Citim împreună, desenăm personajele și fiecare copil pleacă acasă cu propria carte-pliant.
                <br />
                <b>Înscrieri: paginamica.ro/ateliere</b>
              </div>
            </div>
          </Paper>
        </At>
        {[
          { bg: b.accent, color: '#fff', line: 'Încă o pagină?' },
          { bg: b.main, color: '#fff', line: 'Aici am rămas!' },
          { bg: b.soft, color: b.ink, line: 'Cititor curajos' },
        ].map((m, i) => (
          <At key={m.line} x={860 + i * 200} y={140 + (i % 2) * 70} r={[-6, 3, 8][i]}>
            <Bookmark {...m} w={160} />
          </At>
        ))}
      </Scene>
    )),
    piece('gallery/03-instagram', () => (
      <Posts
        b={b}
        bg="#fde7d6"
        posts={[
          { art: <PostArt b={b} bg={b.main} color="#fff" kicker="Atelier nou" big="Povești cu dinozauri" small="Sâmbătă la 11:00, pentru copii de 5–8 ani. 12 locuri." size={54} />, caption: 'Înscrierile sunt deschise, link în bio.', likes: '324 de aprecieri' },
          { art: <div style={{ position: 'absolute', inset: 0, background: b.soft, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><Pagi size={300} /></div>, caption: 'Pagi vă urează o vacanță cu multe pagini!', likes: '512 aprecieri' },
          { art: <PostArt b={b} bg={b.accent} color="#fff" kicker="Recomandarea lunii" big="Cărți care se citesc cu voce tare" small="Zece titluri alese de librarii noștri, pentru seara în familie." size={46} />, caption: 'Lista completă o găsiți la casă și pe site.', likes: '207 aprecieri' },
        ]}
      />
    )),
  ],
};
