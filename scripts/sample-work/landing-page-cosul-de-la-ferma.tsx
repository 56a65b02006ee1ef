/** Coșul de la Fermă, Târgu Mureș: a sign-up page and a local campaign for a weekly vegetable box. */
import { At, Logo, Mark, Paper, Scene, SHADOW, body, display, type Brand } from './kit';
import { Button, Dashboard, Field, H, Kicker, P, Phones, PostArt, Posts, Screen, WebsiteCover, piece, type CaseStudy, type Site } from './pieces';

const b: Brand = {
  name: 'Coșul de la Fermă',
  word: 'Coșul de la Fermă',
  sub: 'legume de sezon · Târgu Mureș',
  domain: 'cosuldelaferma.ro',
  handle: 'cosul.de.la.ferma',
  ink: '#233d1c',
  main: '#4d8b31',
  accent: '#f28c28',
  soft: '#eef6e6',
  paper: '#fbfaf3',
  display: 'Bitter Variable',
  text: 'Work Sans Variable',
  displayWeight: 700,
  tracking: '-0.015em',
  radius: 999,
  mark: (
    <g fill="currentColor">
      <path d="M50 8c10 8 12 20 4 30-10-6-12-20-4-30Z" />
      <path d="M30 20c12 2 20 10 20 20-12 0-20-8-20-20Z" opacity=".8" />
      <path d="M8 46h84l-10 42H18Z" />
      <path d="M16 58h68M20 72h60" stroke="#fff" strokeWidth="4" opacity=".7" />
    </g>
  ),
};

/** The week's box, from above: a crate with vegetables. */
function Box({ size }: { size: number }) {
  const veg: [number, number, number, string, string][] = [
    [70, 80, 34, '#e8612c', 'carrot'],
    [150, 70, 38, '#c0392b', 'tomato'],
    [240, 90, 40, '#5b8c2a', 'cabbage'],
    [90, 170, 36, '#7d3c98', 'beet'],
    [180, 170, 40, '#f2c14e', 'pepper'],
    [260, 185, 30, '#c0392b', 'tomato'],
    [60, 250, 30, '#d35400', 'pumpkin'],
    [150, 255, 36, '#3e7b27', 'zucchini'],
    [245, 260, 34, '#8e5b3a', 'potato'],
  ];
  return (
    <svg width={size} height={size} viewBox="0 0 320 320">
      <rect x="6" y="10" width="308" height="304" rx="10" fill="rgba(0,0,0,.25)" />
      <rect x="0" y="0" width="308" height="304" rx="10" fill="#b9854f" />
      <rect x="16" y="16" width="276" height="272" rx="6" fill="#8d5f33" />
      {veg.map(([x, y, r, c, kind], i) => (
        <g key={i}>
          {kind === 'carrot' && <path d={`M${x - 30} ${y + 20}L${x + 30} ${y - 10}L${x + 34} ${y + 4}Z`} fill={c} />}
          {kind === 'zucchini' && <rect x={x - 40} y={y - 14} width="80" height="28" rx="14" fill={c} transform={`rotate(-20 ${x} ${y})`} />}
          {kind !== 'carrot' && kind !== 'zucchini' && <circle cx={x} cy={y} r={r} fill={c} />}
          {kind === 'tomato' && <path d={`M${x - 8} ${y - r + 4}l8 6 8-6-8 -4Z`} fill="#2f6b1f" />}
          {kind === 'cabbage' && <circle cx={x} cy={y} r={r * 0.6} fill="#7fb04a" />}
          {kind === 'carrot' && <path d={`M${x + 30} ${y - 8}l16 -14M${x + 32} ${y - 4}l20 -4`} stroke="#3e7b27" strokeWidth="6" strokeLinecap="round" />}
        </g>
      ))}
    </svg>
  );
}

const site: Site = {
  title: 'Coșul de la Fermă · Legume de sezon la ușă',
  path: '',
  nav: ['Ce e în coș', 'Cum funcționează', 'Ferma', 'Întrebări'],
  cta: 'Abonează-te',
  kicker: 'Livrare joia, în Târgu Mureș',
  headline: 'Legume de sezon, culese miercuri, la ușa ta joi',
  lead: 'Un coș pe săptămână, de la ferma familiei Szabó din Sâncraiu de Mureș. Îl poți sări sau opri oricând, dintr-un singur clic.',
  buttons: ['Alege coșul', 'Ce e în coș săptămâna asta'],
  art: (
    <div style={{ position: 'absolute', inset: 0, background: b.accent, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Box size={330} />
      <div style={{ position: 'absolute', right: 20, top: 20, width: 120, height: 120, borderRadius: 60, background: b.ink, color: '#fff', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', transform: 'rotate(8deg)' }}>
        <div style={display(b, 30)}>89 lei</div>
        <div style={body(b, 12.5)}>pe săptămână</div>
      </div>
    </div>
  ),
  cards: [
    { title: 'Coșul mic', text: '5–6 kg, pentru 1–2 persoane.', meta: '89 lei / săptămână' },
    { title: 'Coșul de familie', text: '9–10 kg, pentru 3–4 persoane.', meta: '139 lei / săptămână', tone: '#fde4c8' },
    { title: 'Fructe în plus', text: 'Mere, prune sau pere, după sezon.', meta: '+35 lei / săptămână' },
  ],
};

const signup = (step: number) => (
  <Screen b={b}>
    {step === 0 ? (
      <>
        <div style={{ margin: '-14px -20px 0', height: 250, background: b.accent, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Box size={220} />
        </div>
        <Kicker b={b}>Săptămâna 38 · în coș</Kicker>
        <H b={b} size={26}>
          Roșii de grădină, ardei kapia, dovlecei, sfeclă, varză nouă, cartofi
        </H>
        <Button b={b}>Vreau coșul de joi</Button>
      </>
    ) : (
      <>
        <H b={b} size={27}>
          Alege coșul
        </H>
        {site.cards.slice(0, 2).map((c, i) => (
          <div key={c.title} style={{ padding: 14, borderRadius: 16, border: `2px solid ${i === 1 ? b.main : '#e4e4e7'}`, background: i === 1 ? b.soft : '#fff' }}>
            <H b={b} size={19}>
              {c.title}
            </H>
            <P b={b} size={13.5} style={{ opacity: 0.75 }}>
              {c.text}
            </P>
            <P b={b} size={15} color={b.main} style={{ fontWeight: 700, marginTop: 4 }}>
              {c.meta}
            </P>
          </div>
        ))}
        <Field b={b} label="Adresa de livrare" value="Str. Gheorghe Doja 54, ap. 7" active />
        <Field b={b} label="Ziua" value="Joi, între 16:00 și 20:00" />
        <Button b={b}>Abonează-mă · 139 lei</Button>
      </>
    )}
  </Screen>
);

export const study: CaseStudy = {
  slug: 'landing-page-cosul-de-la-ferma',
  pieces: [
    piece('cover', () => <WebsiteCover b={b} site={site} phone={signup(0)} bg="#f6e3cc" layout="wide" />),
    piece('gallery/01-abonare', () => <Phones bg={b.soft} screens={[signup(0), signup(1)]} />),
    piece('gallery/02-campanie', () => (
      <Posts
        b={b}
        bg="#f6e3cc"
        posts={[
          { art: <PostArt b={b} bg={b.main} color="#fff" kicker="Târgu Mureș" big="Legume culese ieri, la ușa ta azi" small="Primul coș cu 20% reducere. Livrare joia." size={50} />, caption: 'Ce ajunge joi în coșul de familie? Totul e pe site.', likes: '1.208 aprecieri' },
          { art: <div style={{ position: 'absolute', inset: 0, background: b.accent, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><Box size={360} /></div>, caption: 'Coșul săptămânii 38, gata de drum.', likes: '864 de aprecieri' },
          { art: <PostArt b={b} bg={b.ink} color="#fff" kicker="De la fermă" big="„Culegem miercuri seara, ca joi să fie proaspete.”" small="Attila Szabó, fermier în Sâncraiu de Mureș" size={40} />, caption: 'Cunoaște-i pe cei care îți cresc legumele.', likes: '642 de aprecieri' },
        ]}
      />
    )),
    piece('gallery/03-flyer', () => (
      <Scene bg="#c9b28f">
        <At x={190} y={90} r={-3}>
          <Paper w={560} h={800} bg={b.paper}>
            <div style={{ position: 'absolute', inset: 46, color: b.ink, display: 'flex', flexDirection: 'column' }}>
              <Logo b={b} size={32} color={b.ink} markColor={b.main} />
              <div style={display(b, 58, { marginTop: 40 })}>Prima ta ladă, cu 20% mai puțin</div>
              <div style={{ marginTop: 24, display: 'flex', justifyContent: 'center' }}>
                <Box size={300} />
              </div>
              <div style={body(b, 17, { marginTop: 'auto', lineHeight: 1.5 })}>
                Scanează codul sau intră pe <b>cosuldelaferma.ro</b> și scrie codul <b style={{ color: b.accent }}>VECIN20</b>.
              </div>
            </div>
          </Paper>
        </At>
        <At x={850} y={220} r={4}>
          <div style={{ width: 520, height: 520, background: '#b9854f', boxShadow: SHADOW, borderRadius: 10, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <div style={{ width: 340, height: 340, borderRadius: '50%', background: b.paper, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', color: b.ink, boxShadow: '0 4px 10px rgba(0,0,0,.2)' }}>
              <Mark b={b} size={80} color={b.main} />
              <div style={display(b, 30, { marginTop: 12 })}>Cules miercuri</div>
              <div style={body(b, 17, { marginTop: 6, fontWeight: 600 })}>pentru familia Pop · săpt. 38</div>
            </div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/04-rezultate', () => (
      <Dashboard
        b={b}
        title="Abonamente și campanie locală"
        period="aprilie – august 2025"
        kpis={[
          { label: 'Abonați la coșul săptămânal', value: '320', delta: 'în 5 luni, de la zero' },
          { label: 'Cost pe abonat nou', value: '41 lei', delta: 'Meta, raza de 15 km' },
          { label: 'Abonați activi după 8 săptămâni', value: '84%', delta: 'săritul unei săptămâni ajută' },
          { label: 'Conversia paginii', value: '6,2%', delta: 'din vizitatori' },
        ]}
        chart={{ title: 'Abonați activi pe săptămână', legend: ['abonați', 'ținta fermei'], labels: ['apr.', 'mai', 'iun.', 'iul.', 'aug.'], series: [[12, 30, 51, 74, 96, 118, 139, 162, 181, 204, 226, 247, 263, 281, 298, 311, 320], [20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 210, 220, 230, 240, 250, 250, 250]] }}
        table={{
          head: ['Sursă', 'Abonați', 'Cost'],
          widths: '1.6fr 1fr 1fr',
          rows: [
            ['Anunțuri Meta', '164', '41 lei'],
            ['Recomandări', '88', '0 lei'],
            ['Fluturași la piață', '43', '12 lei'],
            ['Căutare Google', '25', '—'],
          ],
        }}
      />
    )),
  ],
};
