/** Brutăria Spicul Auriu, Sibiu: identity, packaging, a cake-ordering website. */
import { At, Logo, Mark, Paper, Scene, SHADOW, body, display, LogoSheet, type Brand } from './kit';
import { Button, Calendar, Field, H, HomePage, Kicker, KraftBag, P, Phones, Screen, Stationery, Steps, WebsitePage, piece, type CaseStudy, type Site } from './pieces';

/* ---------- Brutăria Spicul Auriu, Sibiu ---------- */

const spicul: Brand = {
  name: 'Brutăria Spicul Auriu',
  word: 'Spicul Auriu',
  sub: 'brutărie · Sibiu',
  domain: 'spiculauriu.ro',
  handle: 'spicul.auriu',
  ink: '#3b2314',
  main: '#b45309',
  accent: '#fbbf24',
  soft: '#fef3c7',
  paper: '#fbf6ea',
  display: 'Fraunces',
  text: 'Karla Variable',
  displayWeight: 600,
  radius: 999,
  mark: (
    <g fill="currentColor">
      <rect x="47.5" y="30" width="5" height="66" rx="2.5" />
      {[30, 44, 58, 72].map((y) => (
        <g key={y}>
          <path d={`M49 ${y + 12}C36 ${y + 9} 29 ${y - 1} 29 ${y - 12}C41 ${y - 10} 48 ${y - 2} 49 ${y + 12}Z`} />
          <path d={`M51 ${y + 12}C64 ${y + 9} 71 ${y - 1} 71 ${y - 12}C59 ${y - 10} 52 ${y - 2} 51 ${y + 12}Z`} />
        </g>
      ))}
      <path d="M50 4C57 10 58 20 50 30C42 20 43 10 50 4Z" />
    </g>
  ),
};

/** A cake, flat: tiers, cream drips, berries. */
function Cake({ b, size, top, cream, fruit }: { b: Brand; size: number; top: string; cream: string; fruit: string }) {
  return (
    <svg width={size} height={size * 0.8} viewBox="0 0 200 160">
      <ellipse cx="100" cy="150" rx="92" ry="8" fill="rgba(0,0,0,.15)" />
      <rect x="20" y="80" width="160" height="66" rx="8" fill={b.ink} />
      <rect x="20" y="104" width="160" height="10" fill={cream} />
      <path d="M20 84h160v10c-8 0-8 14-16 14s-8-10-16-10-8 16-16 16-8-12-16-12-8 10-16 10-8-14-16-14-8 12-16 12-8-10-16-10-8 14-16 14-8-12-16-12z" fill={cream} />
      <rect x="44" y="40" width="112" height="46" rx="7" fill={top} />
      <path d="M44 44h112v8c-7 0-7 12-14 12s-7-8-14-8-7 12-14 12-7-10-14-10-7 8-14 8-7-12-14-12-7 10-14 10-7-8-14-8z" fill={cream} />
      {[62, 86, 110, 134].map((x, i) => (
        <circle key={x} cx={x} cy={36 - (i % 2) * 3} r="8" fill={fruit} />
      ))}
      <rect x="97" y="10" width="5" height="20" rx="2" fill={b.accent} />
      <path d="M99.5 2c4 4 4 8 0 10-4-2-4-6 0-10z" fill="#f59e0b" />
    </svg>
  );
}

const spiculSite: Site = {
  title: 'Spicul Auriu · Torturi la comandă',
  path: '/torturi',
  nav: ['Torturi', 'Pâine și cozonac', 'Despre noi', 'Contact'],
  cta: 'Comandă un tort',
  kicker: 'Brutărie de cartier · Sibiu',
  headline: 'Tortul tău, comandat în două minute',
  lead: 'Alegi tortul și numărul de porții, vezi prețul pe loc și ziua în care îl ridici. Noi ne ocupăm de rest, din laboratorul nostru din Sibiu.',
  buttons: ['Alege tortul', 'Vezi pâinea zilei'],
  art: (
    <div style={{ position: 'absolute', inset: 0, background: spicul.accent, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ position: 'absolute', width: 340, height: 340, borderRadius: '50%', background: spicul.soft, opacity: 0.6 }} />
      <div style={{ position: 'relative' }}>
        <Cake b={spicul} size={330} top="#7c2d12" cream="#fff7ed" fruit="#be123c" />
      </div>
      <div style={{ position: 'absolute', left: 22, bottom: 22, background: '#fff', borderRadius: 16, padding: '12px 16px', boxShadow: SHADOW }}>
        <div style={body(spicul, 13, { color: spicul.main, fontWeight: 700 })}>Cel mai comandat</div>
        <div style={display(spicul, 21, { color: spicul.ink, marginTop: 2 })}>Tort cu vișine și ciocolată</div>
      </div>
    </div>
  ),
  cards: [
    { title: 'Tort cu fructe de pădure', text: 'Blat de vanilie, cremă de mascarpone.', meta: '8–12 porții · de la 240 lei', art: <Cake b={spicul} size={150} top="#f5d0fe" cream="#fff" fruit="#7e22ce" /> },
    { title: 'Tort de ciocolată cu vișine', text: 'Ciocolată belgiană, vișine de Sibiu.', meta: '10–16 porții · de la 310 lei', art: <Cake b={spicul} size={150} top="#451a03" cream="#fde68a" fruit="#be123c" /> },
    { title: 'Cozonac cu nucă', text: 'Cu maia, copt vineri și sâmbătă.', meta: '1 kg · 65 lei', tone: '#fde68a', art: <Mark b={spicul} size={90} color={spicul.main} /> },
  ],
};

const spiculOrder = (
  <Screen b={spicul}>
    <Steps b={spicul} at={1} labels={['Tortul', 'Porții și data', 'Date de contact']} />
    <H b={spicul} size={28}>
      Tort de ciocolată cu vișine
    </H>
    <Field b={spicul} label="Câte porții?" value="12 porții (aprox. 1,8 kg)" />
    <Field b={spicul} label="Inscripție pe tort" value="La mulți ani, Ioana!" active />
    <Calendar b={spicul} month="Mai 2025" start={3} days={31} full={[3, 10, 17, 24, 31]} chosen={14} />
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4 }}>
      <div>
        <P b={spicul} size={12.5} style={{ opacity: 0.7 }}>
          Total
        </P>
        <H b={spicul} size={26}>
          372 lei
        </H>
      </div>
      <Button b={spicul}>Continuă</Button>
    </div>
  </Screen>
);

function IngredientLabel({ b, name, weight, ingredients, allergens, w = 360 }: { b: Brand; name: string; weight: string; ingredients: string; allergens: string; w?: number }) {
  return (
    <div style={{ width: w, background: '#fffdf7', borderRadius: 14, padding: 20, boxShadow: SHADOW, color: b.ink }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, borderBottom: `2px solid ${b.ink}`, paddingBottom: 10 }}>
        <Mark b={b} size={34} color={b.main} />
        <div style={display(b, 24)}>{name}</div>
        <div style={body(b, 16, { marginLeft: 'auto', fontWeight: 700 })}>{weight}</div>
      </div>
      <div style={body(b, 13.5, { marginTop: 10 })}>
        <b>Ingrediente:</b> {ingredients}
      </div>
      <div style={body(b, 13.5, { marginTop: 6 })}>
        <b>Alergeni:</b> {allergens}
      </div>
      <div style={body(b, 12, { marginTop: 10, display: 'flex', justifyContent: 'space-between', opacity: 0.75 })}>
        <span>A se consuma până la: 16.05.2025</span>
        <span>spiculauriu.ro</span>
      </div>
    </div>
  );
}

function CakeBox({ b, size }: { b: Brand; size: number }) {
  return (
    <Paper w={size} h={size} bg={b.paper} style={{ borderRadius: 8 }}>
      <div style={{ position: 'absolute', inset: 18, border: `2px solid ${b.main}`, borderRadius: 4 }} />
      <div style={{ position: 'absolute', left: 0, right: 0, top: size * 0.62, height: size * 0.12, background: b.accent }} />
      <div style={{ position: 'absolute', left: 0, right: 0, top: size * 0.16, display: 'flex', justifyContent: 'center' }}>
        <Logo b={b} size={size * 0.11} color={b.ink} markColor={b.main} stacked />
      </div>
      <div style={{ position: 'absolute', left: 0, right: 0, top: size * 0.645, textAlign: 'center', ...body(b, size * 0.036, { fontWeight: 700, letterSpacing: '0.2em', textTransform: 'uppercase', color: b.ink }) }}>
        Torturi la comandă · spiculauriu.ro
      </div>
    </Paper>
  );
}

export const study: CaseStudy = {
  slug: 'brutarie-artizanala-spicul-auriu',
  pieces: [
    piece('cover', () => (
      <Scene bg="#e7d7bb">
        <At x={230} y={150} r={-4}>
          <KraftBag w={380} h={640}>
            <div style={{ marginTop: 80 }}>
              <Logo b={spicul} size={44} color={spicul.ink} stacked />
            </div>
            <div style={body(spicul, 17, { color: spicul.ink, marginTop: 44, fontWeight: 700, letterSpacing: '0.2em', textTransform: 'uppercase' })}>Pâine cu maia</div>
          </KraftBag>
        </At>
        <At x={640} y={230} r={3}>
          <CakeBox b={spicul} size={560} />
        </At>
        <At x={1010} y={690} r={-6} z={3}>
          <IngredientLabel b={spicul} name="Pâine cu maia" weight="750 g" ingredients="făină de grâu tip 650, apă, maia naturală, sare de Praid." allergens="gluten. Poate conține urme de susan." />
        </At>
        <At x={1140} y={110} r={8} z={3}>
          <div style={{ width: 190, height: 190, borderRadius: '50%', background: spicul.accent, boxShadow: SHADOW, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: spicul.ink, textAlign: 'center' }}>
            <Mark b={spicul} size={56} color={spicul.ink} />
            <div style={display(spicul, 20, { marginTop: 6 })}>
              coaptă azi,
              <br />
              în Sibiu
            </div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/01-logo', () => <LogoSheet b={spicul} note={{ type: 'titluri', colours: 'Maro pâine, Crustă, Grâu copt, Aluat' }} />),
    piece('gallery/02-site', () => (
      <WebsitePage b={spicul} title={spiculSite.title} path={spiculSite.path} bg="#e7d7bb">
        <HomePage b={spicul} site={spiculSite} />
      </WebsitePage>
    )),
    piece('gallery/03-comanda', () => (
      <Phones
        bg={spicul.soft}
        screens={[
          <Screen key="a" b={spicul}>
            <Kicker b={spicul}>Torturi · 14 modele</Kicker>
            <H b={spicul} size={32}>
              Pentru câți invitați?
            </H>
            <div style={{ display: 'flex', gap: 8 }}>
              {['6–8', '8–12', '12–16', '20+'].map((p, i) => (
                <span key={p} style={body(spicul, 14, { padding: '8px 12px', borderRadius: 999, fontWeight: 700, background: i === 1 ? spicul.ink : '#fff', color: i === 1 ? '#fff' : spicul.ink, border: `1.5px solid ${spicul.ink}` })}>
                  {p}
                </span>
              ))}
            </div>
            {spiculSite.cards.slice(0, 2).map((c) => (
              <div key={c.title} style={{ background: '#fff', borderRadius: 18, overflow: 'hidden', border: `1px solid ${spicul.soft}` }}>
                <div style={{ height: 130, background: spicul.soft, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{c.art}</div>
                <div style={{ padding: '10px 14px' }}>
                  <H b={spicul} size={19}>
                    {c.title}
                  </H>
                  <P b={spicul} size={13.5} color={spicul.main} style={{ fontWeight: 700, marginTop: 4 }}>
                    {c.meta}
                  </P>
                </div>
              </div>
            ))}
          </Screen>,
          spiculOrder,
          <Screen key="c" b={spicul}>
            <div style={{ textAlign: 'center', marginTop: 30 }}>
              <div style={{ width: 96, height: 96, borderRadius: '50%', background: spicul.accent, margin: '0 auto', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                <Mark b={spicul} size={60} color={spicul.ink} />
              </div>
              <H b={spicul} size={30} style={{ marginTop: 22 }}>
                Mulțumim, Ioana! Comanda e înregistrată.
              </H>
              <P b={spicul} size={15} style={{ marginTop: 14, opacity: 0.8 }}>
                Tortul de ciocolată cu vișine, 12 porții, te așteaptă miercuri, 14 mai, de la ora 10:00, pe strada Avram Iancu 12.
              </P>
            </div>
            <div style={{ background: '#fff', borderRadius: 16, padding: 16, marginTop: 10, border: `1px solid ${spicul.soft}` }}>
              <P b={spicul} size={13} style={{ opacity: 0.7 }}>
                Comanda nr.
              </P>
              <H b={spicul} size={22}>
                SA-2025-0418
              </H>
              <P b={spicul} size={13.5} style={{ marginTop: 8 }}>
                Ți-am trimis confirmarea pe e-mail. Plătești la ridicare.
              </P>
            </div>
          </Screen>,
        ]}
      />
    )),
    piece('gallery/04-etichete', () => (
      <Scene bg="#cdb48d">
        <At x={120} y={110} r={-3}>
          <IngredientLabel b={spicul} w={430} name="Cozonac cu nucă" weight="1 kg" ingredients="făină de grâu, lapte, ouă de la ferme din Mărginimea Sibiului, unt, zahăr, nucă 22%, maia naturală, coajă de lămâie." allergens="gluten, lapte, ouă, nucă." />
        </At>
        <At x={150} y={520} r={2}>
          <IngredientLabel b={spicul} w={430} name="Pâine de secară" weight="600 g" ingredients="făină de secară integrală, făină de grâu, apă, maia, semințe de chimen, sare." allergens="gluten. Poate conține urme de susan." />
        </At>
        <At x={700} y={90} r={4}>
          <KraftBag w={300} h={500}>
            <Mark b={spicul} size={130} color={spicul.ink} />
            <div style={display(spicul, 30, { color: spicul.ink, marginTop: 16 })}>Spicul Auriu</div>
          </KraftBag>
        </At>
        <At x={1060} y={160} r={-5}>
          <Paper w={420} h={620} bg={spicul.ink} style={{ borderRadius: 6 }}>
            <div style={{ position: 'absolute', inset: 34, color: spicul.soft, display: 'flex', flexDirection: 'column' }}>
              <Mark b={spicul} size={60} color={spicul.accent} />
              <div style={display(spicul, 46, { marginTop: 30 })}>Pâinea zilei</div>
              <div style={body(spicul, 16, { marginTop: 20 })}>
                {['Pâine cu maia · 14 lei', 'Pâine de secară · 16 lei', 'Baghetă · 7 lei', 'Cozonac cu nucă · 65 lei', 'Covrigi cu susan · 3 lei'].map((l) => (
                  <div key={l} style={{ padding: '9px 0', borderBottom: '1px solid rgba(254,243,199,.25)', fontWeight: 600 }}>
                    {l}
                  </div>
                ))}
              </div>
              <div style={body(spicul, 14, { marginTop: 'auto', opacity: 0.8 })}>Luni–sâmbătă, 7:00–19:00 · Str. Avram Iancu 12</div>
            </div>
          </Paper>
        </At>
      </Scene>
    )),
    piece('gallery/05-papetarie', () => (
      <Stationery
        b={spicul}
        bg="#5c3a22"
        person={{ name: 'Ana Munteanu', role: 'Cofetar-șef și co-fondatoare', phone: '0741 234 567', email: 'comenzi@spiculauriu.ro' }}
        letter={{
          address: 'Str. Avram Iancu 12\n550182 Sibiu\nspiculauriu.ro',
          to: 'Către: Hotelul Continental Forum, Sibiu',
          subject: 'Ofertă: pâine și patiserie pentru micul dejun',
          text: 'Vă mulțumim pentru interesul arătat produselor noastre. Vă propunem o livrare zilnică, la ora 6:30, de pâine cu maia, cornuri cu unt și cozonac feliat, coapte în aceeași dimineață în laboratorul nostru din Sibiu.\nAtașăm lista de prețuri pentru cantitățile discutate și fișele cu ingrediente și alergeni ale fiecărui produs.',
          sign: 'Cu drag, Ana Munteanu',
        }}
      />
    )),
  ],
};

