/** Instal Rapid, Cluj-Napoca: Google Ads and the local profile reorganised, with call tracking. */
import { At, Logo, Mark, Phone, Scene, SHADOW, body, display, ui, type Brand } from './kit';
import { Dashboard, piece, type CaseStudy } from './pieces';

const b: Brand = {
  name: 'Instal Rapid',
  word: 'Instal Rapid',
  sub: 'instalații sanitare și termice · Cluj',
  domain: 'instalrapid.ro',
  handle: 'instalrapid',
  ink: '#0f2a4a',
  main: '#1d5fbf',
  accent: '#f25c29',
  soft: '#e6eef9',
  paper: '#ffffff',
  display: 'Archivo Variable',
  text: 'Archivo Variable',
  displayWeight: 800,
  upper: true,
  tracking: '0',
  radius: 6,
  mark: (
    <g fill="currentColor">
      <path d="M50 4C66 26 80 42 80 60a30 30 0 0 1-60 0C20 42 34 26 50 4Z" />
      <path d="M56 34L38 62h14l-6 22 20-32H52Z" fill="#fff" />
    </g>
  ),
};

const report = () => (
  <Dashboard
    b={b}
    title="Google Ads și apeluri · raport lunar"
    period="1 martie – 31 august 2024"
    kpis={[
      { label: 'Cost pe lead', value: '38 lei', delta: '−42% față de 65 lei' },
      { label: 'Apeluri din anunțuri', value: '1.126', delta: '+61%' },
      { label: 'Apeluri de peste 60 s', value: '74%', delta: 'de la 41%' },
      { label: 'Buget lunar', value: '4.200 lei', delta: 'neschimbat', good: true },
    ]}
    chart={{ title: 'Cost pe lead, pe săptămână (lei)', legend: ['după reorganizare', 'înainte'], labels: ['mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.'], series: [[66, 63, 58, 55, 51, 49, 47, 45, 44, 42, 41, 40, 39, 40, 38, 38, 37, 38], [65, 67, 64, 68, 66, 63, 67, 65, 69, 64, 66, 65, 67, 66, 64, 65, 66, 65]] }}
    table={{
      head: ['Campanie', 'Apeluri', 'Cost / lead', 'Buget'],
      widths: '1.7fr 0.9fr 1fr 1fr',
      rows: [
        ['Urgențe · țevi sparte', '412', '31 lei', '34%'],
        ['Centrale termice · revizie', '298', '36 lei', '27%'],
        ['Desfundare canalizare', '251', '41 lei', '22%'],
        ['Instalații baie · renovare', '165', '54 lei', '17%'],
      ],
    }}
  />
);

/** Five review stars, drawn (no font has ★ here). */
const Stars = () => (
  <svg width="78" height="14" viewBox="0 0 78 14" style={{ verticalAlign: '-1px' }}>
    {[0, 1, 2, 3, 4].map((i) => (
      <path key={i} transform={`translate(${i * 16} 0)`} d="M7 0.5l1.9 4.2 4.6.5-3.4 3.1 1 4.5L7 10.5 2.9 12.8l1-4.5L0.5 5.2l4.6-.5Z" fill="#fbbc05" />
    ))}
  </svg>
);

const G = ({ children, c }: { children: string; c: string }) => <span style={{ color: c }}>{children}</span>;

export const study: CaseStudy = {
  slug: 'google-ads-firma-instalatii',
  pieces: [
    piece('cover', report),
    piece('gallery/01-anunt', () => (
      <Scene bg="#eef1f5">
        <At x={120} y={70} w={1360} h={860}>
          <div style={{ width: 1360, height: 860, background: '#fff', borderRadius: 16, boxShadow: SHADOW, padding: '30px 50px', fontFamily: "'Inter Variable'" }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 30 }}>
              <span style={ui(34, { fontWeight: 700, letterSpacing: '-0.04em' })}>
                <G c="#4285f4">C</G>
                <G c="#ea4335">ă</G>
                <G c="#fbbc05">u</G>
                <G c="#4285f4">t</G>
                <G c="#34a853">a</G>
                <G c="#ea4335">re</G>
              </span>
              <div style={{ flex: 1, border: '1px solid #dfe1e5', borderRadius: 26, padding: '13px 22px', ...ui(19, { color: '#202124' }), boxShadow: '0 1px 6px rgba(32,33,36,.18)' }}>instalator urgent cluj</div>
            </div>
            <div style={ui(15, { color: '#70757a', margin: '22px 0 0 124px' })}>Aproximativ 1.240.000 de rezultate</div>
            <div style={{ marginLeft: 124, maxWidth: 820 }}>
              <div style={{ marginTop: 22 }}>
                <div style={ui(15, { color: '#202124', fontWeight: 700 })}>Sponsorizat</div>
                <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginTop: 8 }}>
                  <span style={{ width: 30, height: 30, borderRadius: 15, background: b.soft, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                    <Mark b={b} size={18} color={b.main} />
                  </span>
                  <div>
                    <div style={ui(15, { color: '#202124' })}>Instal Rapid</div>
                    <div style={ui(13.5, { color: '#4d5156' })}>www.instalrapid.ro › urgente</div>
                  </div>
                </div>
                <div style={ui(24, { color: '#1a0dab', marginTop: 8 })}>Instalator în Cluj în 60 de minute | Urgențe 24/7, preț fix afișat</div>
                <div style={ui(16, { color: '#4d5156', marginTop: 6, lineHeight: 1.5 })}>Țeavă spartă sau centrală oprită? Venim în cel mult o oră în Cluj-Napoca și Florești. Deplasare 80 lei, manopera o afli înainte să începem. Garanție 12 luni.</div>
                <div style={{ display: 'flex', gap: 30, marginTop: 10 }}>
                  {['Sună acum: 0264 450 900', 'Prețuri orientative', 'Revizie centrală'].map((l) => (
                    <span key={l} style={ui(16, { color: '#1a0dab' })}>
                      {l}
                    </span>
                  ))}
                </div>
              </div>
              <div style={{ marginTop: 34, border: '1px solid #dadce0', borderRadius: 12, padding: 20, display: 'grid', gridTemplateColumns: '1fr 280px', gap: 20 }}>
                <div>
                  <div style={ui(22, { color: '#202124' })}>Instal Rapid · Instalații sanitare</div>
                  <div style={ui(15.5, { color: '#4d5156', marginTop: 6 })}>
                    <b style={{ color: '#202124' }}>4,8</b> <Stars /> (214) · Instalator · Str. Fabricii 27, Cluj-Napoca
                  </div>
                  <div style={ui(15.5, { color: '#188038', marginTop: 6 })}>Deschis non-stop · Răspunde în ~5 min</div>
                  <div style={ui(15, { color: '#4d5156', marginTop: 14, fontStyle: 'italic' })}>„Au venit în 40 de minute într-o duminică și ne-au spus prețul înainte să înceapă.” · Andreea M.</div>
                </div>
                <div style={{ background: '#e8f0e6', borderRadius: 10, position: 'relative', overflow: 'hidden' }}>
                  <svg viewBox="0 0 280 200" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">
                    <rect width="280" height="200" fill="#eef2e8" />
                    <path d="M0 60L280 110M60 0L120 200M0 160L280 140M200 0L170 200" stroke="#fff" strokeWidth="10" />
                    <path d="M20 0C60 60 90 110 140 130S240 170 280 200" stroke="#aecbfa" strokeWidth="12" fill="none" />
                    <path d="M140 70c-14 0-24 10-24 24 0 18 24 40 24 40s24-22 24-40c0-14-10-24-24-24Z" fill="#ea4335" />
                    <circle cx="140" cy="94" r="8" fill="#fff" />
                  </svg>
                </div>
              </div>
            </div>
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/02-profil', () => (
      <Scene bg={b.soft}>
        <At x={260} y={90}>
          <Phone w={380} h={800}>
            <div style={{ position: 'absolute', inset: 0, background: '#fff', paddingTop: 56 }}>
              <div style={{ height: 190, background: '#eef2e8', position: 'relative' }}>
                <svg viewBox="0 0 360 190" width="100%" height="100%">
                  <path d="M0 60L360 110M80 0L140 190M0 160L360 140M250 0L220 190" stroke="#fff" strokeWidth="12" />
                  <path d="M180 60c-14 0-24 10-24 24 0 18 24 40 24 40s24-22 24-40c0-14-10-24-24-24Z" fill="#ea4335" />
                </svg>
              </div>
              <div style={{ padding: '16px 20px' }}>
                <div style={ui(24, { color: '#202124', fontWeight: 600 })}>Instal Rapid</div>
                <div style={ui(15, { color: '#4d5156', marginTop: 4 })}>
                  4,8 <Stars /> (214)
                </div>
                <div style={ui(15, { color: '#4d5156' })}>Instalator · Cluj-Napoca</div>
                <div style={ui(15, { color: '#188038', marginTop: 4 })}>Deschis non-stop</div>
                <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
                  {['Sună', 'Traseu', 'Site', 'Distribuie'].map((l, i) => (
                    <div key={l} style={{ flex: 1, textAlign: 'center' }}>
                      <div style={{ width: 48, height: 48, borderRadius: 24, margin: '0 auto', background: i === 0 ? '#1a73e8' : '#e8f0fe' }} />
                      <div style={ui(13, { color: '#1a73e8', marginTop: 6, fontWeight: 600 })}>{l}</div>
                    </div>
                  ))}
                </div>
                <div style={{ borderTop: '1px solid #eee', marginTop: 18, paddingTop: 14 }}>
                  <div style={ui(16, { color: '#202124', fontWeight: 600 })}>Actualizări de la proprietar</div>
                  <div style={{ marginTop: 10, background: b.ink, borderRadius: 10, padding: 16, color: '#fff' }}>
                    <div style={display(b, 24, { color: b.accent })}>Revizie centrală: 180 lei</div>
                    <div style={body(b, 14.5, { marginTop: 6 })}>Programează până pe 30 septembrie și verificăm gratuit și presiunea din instalație.</div>
                  </div>
                </div>
              </div>
            </div>
          </Phone>
        </At>
        <At x={820} y={150} w={560}>
          <div style={{ background: '#fff', borderRadius: 16, boxShadow: SHADOW, padding: 30 }}>
            <Logo b={b} size={30} color={b.ink} markColor={b.accent} />
            <div style={display(b, 40, { color: b.ink, marginTop: 30, lineHeight: 1 })}>Profilul local, reorganizat</div>
            {[
              ['Categorii', 'Instalator, Service centrale termice, Desfundare canalizare'],
              ['Zonă deservită', 'Cluj-Napoca, Florești, Apahida, Baciu'],
              ['Recenzii noi', '96 în 6 luni, fiecare cu răspuns'],
              ['Apeluri din profil', '+73% față de anul trecut'],
            ].map(([k, v]) => (
              <div key={k} style={{ borderTop: '1px solid #e5e7eb', marginTop: 16, paddingTop: 12 }}>
                <div style={body(b, 13.5, { color: b.main, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.1em' })}>{k}</div>
                <div style={body(b, 17, { color: b.ink, marginTop: 4 })}>{v}</div>
              </div>
            ))}
          </div>
        </At>
      </Scene>
    )),
    piece('gallery/03-duba', () => (
      <Scene bg="#cfd6df">
        <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 220, background: '#8e96a1' }} />
        <At x={140} y={170}>
          <svg width="1320" height="640" viewBox="0 0 1320 640">
            <ellipse cx="660" cy="600" rx="620" ry="26" fill="rgba(0,0,0,.3)" />
            <path d="M40 120Q40 60 100 60H900Q960 60 990 110L1120 300Q1260 320 1280 380V520Q1280 560 1240 560H60Q40 560 40 530Z" fill="#fdfdfd" />
            <path d="M990 110L1120 300H960V110Z" fill="#9fb3c8" />
            <path d="M40 420H1280V520Q1280 560 1240 560H60Q40 560 40 530Z" fill={b.main} />
            <path d="M40 400H1280V420H40Z" fill={b.accent} />
            {[260, 1040].map((x) => (
              <g key={x}>
                <circle cx={x} cy="560" r="82" fill="#1f2937" />
                <circle cx={x} cy="560" r="40" fill="#9ca3af" />
              </g>
            ))}
            <rect x="930" y="330" width="40" height="10" rx="5" fill="#9ca3af" />
          </svg>
        </At>
        <At x={220} y={270}>
          <Logo b={b} size={72} color={b.ink} markColor={b.accent} />
        </At>
        <At x={230} y={470}>
          <div style={display(b, 46, { color: b.ink, fontStretch: '75%' })}>Urgențe 24/7 · 0264 450 900</div>
        </At>
        <At x={230} y={610}>
          <div style={body(b, 28, { color: '#fff', fontWeight: 700 })}>instalrapid.ro · ajungem în 60 de minute în Cluj</div>
        </At>
      </Scene>
    )),
    piece('gallery/04-apeluri', () => (
      <Scene bg="#0f2a4a" light={0.1}>
        <At x={110} y={80} w={1380}>
          <div style={{ background: '#fff', borderRadius: 16, boxShadow: SHADOW, overflow: 'hidden' }}>
            <div style={{ padding: '24px 30px', display: 'flex', alignItems: 'center', gap: 16, borderBottom: '1px solid #e5e7eb' }}>
              <Mark b={b} size={34} color={b.accent} />
              <span style={display(b, 30, { color: b.ink })}>Apeluri urmărite · săptămâna 34</span>
              <span style={ui(15, { marginLeft: 'auto', color: '#6b7280' })}>Sursa fiecărui apel, din numărul afișat</span>
            </div>
            {[
              ['Lun 19.08 · 07:42', 'Anunț „Urgențe · țevi sparte”', '4 min 12 s', 'Programat azi, 09:00', true],
              ['Lun 19.08 · 10:15', 'Profilul Google, butonul „Sună”', '2 min 48 s', 'Revizie centrală, joi', true],
              ['Lun 19.08 · 13:03', 'Anunț „Desfundare canalizare”', '0 min 21 s', 'Greșeală de număr', false],
              ['Mar 20.08 · 08:27', 'Site, pagina de urgențe', '3 min 05 s', 'Intervenție în 50 min', true],
              ['Mar 20.08 · 17:50', 'Anunț „Instalații baie”', '6 min 31 s', 'Ofertă trimisă, 6.800 lei', true],
              ['Mie 21.08 · 06:58', 'Anunț „Urgențe · țevi sparte”', '2 min 10 s', 'Intervenție în 40 min', true],
              ['Mie 21.08 · 12:36', 'Profilul Google, butonul „Sună”', '1 min 02 s', 'Cere doar un preț', false],
            ].map(([when, source, length, outcome, good], i) => (
              <div key={String(when)} style={{ display: 'grid', gridTemplateColumns: '1fr 1.6fr 0.8fr 1.3fr', gap: 16, padding: '19px 30px', borderTop: i ? '1px solid #f1f5f9' : 'none', ...ui(18, { color: '#111827' }) }}>
                <span style={{ color: '#6b7280' }}>{when}</span>
                <span style={{ fontWeight: 600 }}>{source}</span>
                <span>{length}</span>
                <span style={{ color: good ? '#15803d' : '#9ca3af', fontWeight: 600 }}>{outcome}</span>
              </div>
            ))}
          </div>
        </At>
      </Scene>
    )),
  ],
};
