/**
 * Whole pictures, each one artefact of a project laid out on the canvas: a website in a browser beside its
 * phone version, phone screens, stationery, social posts, a campaign report, a shop sign, packaging.
 * They take a Brand and the words of the project (scripts/sample-work/clients.tsx).
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  At,
  Browser,
  BusinessCard,
  Button,
  Field,
  BarChart,
  Kpi,
  LineChart,
  Logo,
  Mark,
  MobileBar,
  Paper,
  Phone,
  Post,
  SHADOW,
  Scene,
  SiteHeader,
  Table,
  body,
  display,
  ui,
  type Brand,
} from './kit';

export type Card = { title: string; meta: string; text?: string; tone?: string; art?: ReactNode };
export type Site = {
  nav: string[];
  cta: string;
  kicker: string;
  headline: string;
  lead: string;
  buttons: [string, string];
  /** What fills the hero's picture panel. */
  art: ReactNode;
  cards: Card[];
  path?: string;
  title: string;
  /** A dark hero (ink background) rather than the paper one. */
  dark?: boolean;
  /** The picture panel on the left of the words. */
  artLeft?: boolean;
};

/** A picture panel: the symbol large on a colour, with a ring pattern of it, and a badge. */
export function MarkArt({ b, badge, tone }: { b: Brand; badge?: { big: string; small: string }; tone?: string }) {
  return (
    <div style={{ position: 'absolute', inset: 0, background: tone ?? b.main, overflow: 'hidden' }}>
      <div style={{ position: 'absolute', right: -60, top: -40, opacity: 0.18 }}>
        <Mark b={b} size={420} color={b.paper} />
      </div>
      <div style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%,-55%)' }}>
        <div style={{ width: 250, height: 250, borderRadius: '50%', background: b.paper, display: 'flex', alignItems: 'center', justifyContent: 'center', boxShadow: '0 20px 40px -10px rgba(0,0,0,.35)' }}>
          <Mark b={b} size={160} color={b.main} />
        </div>
      </div>
      {badge && (
        <div style={{ position: 'absolute', left: 24, bottom: 24, background: b.ink, color: '#fff', padding: '14px 18px', borderRadius: Math.min(b.radius, 14) }}>
          <div style={display(b, 30, { color: b.accent, textTransform: 'none' })}>{badge.big}</div>
          <div style={body(b, 13.5, { marginTop: 4, opacity: 0.9 })}>{badge.small}</div>
        </div>
      )}
    </div>
  );
}

function Hero({ b, site, scale = 1 }: { b: Brand; site: Site; scale?: number }) {
  const s = (n: number) => n * scale;
  return (
    <div style={{ background: site.dark ? b.ink : b.paper, color: site.dark ? '#fff' : b.ink }}>
      <SiteHeader b={b} nav={site.nav} cta={site.cta} dark={site.dark} size={s(15)} />
      <div style={{ display: 'grid', gridTemplateColumns: site.artLeft ? '1fr 1.05fr' : '1.05fr 1fr', gap: s(40), padding: `${s(30)}px ${s(44)}px ${s(44)}px` }}>
        <div style={{ paddingTop: s(20), order: site.artLeft ? 2 : 1 }}>
          <div style={body(b, s(14), { textTransform: 'uppercase', letterSpacing: '0.16em', fontWeight: 700, color: site.dark ? b.accent : b.main })}>{site.kicker}</div>
          <div style={display(b, s(58), { marginTop: s(16) })}>{site.headline}</div>
          <div style={body(b, s(18), { marginTop: s(20), opacity: 0.85, maxWidth: s(520) })}>{site.lead}</div>
          <div style={{ display: 'flex', gap: s(14), marginTop: s(28) }}>
            <Button b={b} size={s(16)}>
              {site.buttons[0]}
            </Button>
            <Button b={b} size={s(16)} ghost dark={site.dark}>
              {site.buttons[1]}
            </Button>
          </div>
        </div>
        <div style={{ order: site.artLeft ? 1 : 2, position: 'relative', minHeight: s(340), borderRadius: Math.min(b.radius * 2, 28), overflow: 'hidden' }}>{site.art}</div>
      </div>
    </div>
  );
}

function CardRow({ b, cards, scale = 1, compact }: { b: Brand; cards: Card[]; scale?: number; compact?: boolean }) {
  const s = (n: number) => n * scale;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${cards.length}, 1fr)`, gap: s(20), padding: `${s(36)}px ${s(44)}px`, background: '#fff' }}>
      {cards.map((c) => (
        <div key={c.title} style={{ borderRadius: Math.min(b.radius, 18), overflow: 'hidden', border: `1px solid ${b.soft}`, background: '#fff' }}>
          <div style={{ height: s(compact ? 84 : 116), background: c.tone ?? b.soft, position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {c.art ?? <Mark b={b} size={s(84)} color={b.main} />}
          </div>
          <div style={{ padding: `${s(16)}px ${s(18)}px ${s(18)}px` }}>
            <div style={display(b, s(22), { color: b.ink, textTransform: 'none', letterSpacing: '0' })}>{c.title}</div>
            {c.text && !compact && <div style={body(b, s(14.5), { color: b.ink, opacity: 0.75, marginTop: s(6) })}>{c.text}</div>}
            <div style={body(b, s(15), { color: b.main, fontWeight: 700, marginTop: s(10) })}>{c.meta}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The home page in a browser, with the phone version overlapping it: a web project's cover. `layout` moves
 * the phone (right or left of the window) or sets the window wide and low with the phone standing on it, so
 * that the covers of seven web projects are not one arrangement in other colours.
 */
export function WebsiteCover({ b, site, phone, bg, layout = 'right' }: { b: Brand; site: Site; phone: ReactNode; bg?: string; layout?: 'right' | 'left' | 'wide' }) {
  const window = { right: { x: 110, y: 90, w: 1180, h: 820 }, left: { x: 360, y: 90, w: 1180, h: 820 }, wide: { x: 60, y: 200, w: 1480, h: 860 } }[layout];
  const hand = { right: { x: 1140, y: 190 }, left: { x: 60, y: 190 }, wide: { x: 1150, y: 40 } }[layout];
  return (
    <Scene bg={bg ?? b.soft}>
      <At x={window.x} y={window.y} w={window.w}>
        <Browser b={b} w={window.w} h={window.h} title={site.title} path={site.path}>
          <Hero b={b} site={site} scale={layout === 'wide' ? 1.12 : 1} />
          <CardRow b={b} cards={site.cards} compact />
        </Browser>
      </At>
      <At x={hand.x} y={hand.y} z={2}>
        <Phone w={340} h={720}>
          {phone}
        </Phone>
      </At>
    </Scene>
  );
}

/** A page of the site at a readable size, in a large browser window. */
export function WebsitePage({ b, title, path, children, bg }: { b: Brand; title: string; path?: string; children: ReactNode; bg?: string }) {
  return (
    <Scene bg={bg ?? '#d9dadf'}>
      <At x={90} y={60} w={1420}>
        <Browser b={b} w={1420} h={900} title={title} path={path}>
          {children}
        </Browser>
      </At>
    </Scene>
  );
}

export function HomePage({ b, site }: { b: Brand; site: Site }) {
  return (
    <>
      <Hero b={b} site={site} />
      <CardRow b={b} cards={site.cards} />
    </>
  );
}

/** Two or three phone screens side by side, at a slight stagger. */
export function Phones({ screens, bg, dark }: { screens: ReactNode[]; bg: string; dark?: boolean[] }) {
  const n = screens.length;
  const w = 380;
  const gap = n === 3 ? 90 : 140;
  const left = (1600 - (n * w + (n - 1) * gap)) / 2;
  return (
    <Scene bg={bg}>
      {screens.map((s, i) => (
        <At key={i} x={left + i * (w + gap)} y={i % 2 ? 150 : 70}>
          <Phone w={w} h={800} dark={dark?.[i]}>
            {s}
          </Phone>
        </At>
      ))}
    </Scene>
  );
}

/** A phone screen of the client's site or app: the bar, then what the screen shows. */
export function Screen({ b, children, dark, bg }: { b: Brand; children: ReactNode; dark?: boolean; bg?: string }) {
  return (
    <div style={{ position: 'absolute', inset: 0, background: bg ?? b.paper, display: 'flex', flexDirection: 'column' }}>
      <MobileBar b={b} dark={dark} />
      <div style={{ padding: '14px 20px', flex: 1, display: 'flex', flexDirection: 'column', gap: 12, overflow: 'hidden' }}>{children}</div>
    </div>
  );
}

export const H = ({ b, children, size = 30, color, style }: { b: Brand; children: ReactNode; size?: number; color?: string; style?: CSSProperties }) => (
  <div style={display(b, size, { color: color ?? b.ink, ...style })}>{children}</div>
);
export const P = ({ b, children, size = 15, color, style }: { b: Brand; children: ReactNode; size?: number; color?: string; style?: CSSProperties }) => (
  <div style={body(b, size, { color: color ?? b.ink, ...style })}>{children}</div>
);
export const Kicker = ({ b, children, color }: { b: Brand; children: ReactNode; color?: string }) => (
  <div style={body(b, 12.5, { textTransform: 'uppercase', letterSpacing: '0.16em', fontWeight: 700, color: color ?? b.main })}>{children}</div>
);
export { Field, Button };

/** Step dots: "Pasul 2 din 3". */
export function Steps({ b, at, labels }: { b: Brand; at: number; labels: string[] }) {
  return (
    <div style={{ display: 'flex', gap: 6 }}>
      {labels.map((l, i) => (
        <div key={l} style={{ flex: 1 }}>
          <div style={{ height: 5, borderRadius: 3, background: i <= at ? b.main : '#e4e4e7' }} />
          <div style={body(b, 11.5, { marginTop: 5, fontWeight: i === at ? 700 : 500, color: i <= at ? b.ink : '#71717a' })}>{l}</div>
        </div>
      ))}
    </div>
  );
}

/** A month's calendar with full days struck out and one day chosen. */
export function Calendar({ b, month, start, days, full, chosen }: { b: Brand; month: string; start: number; days: number; full: number[]; chosen: number }) {
  const names = ['L', 'Ma', 'Mi', 'J', 'V', 'S', 'D'];
  return (
    <div style={{ background: '#fff', borderRadius: 14, padding: 14, border: '1px solid #e4e4e7' }}>
      <div style={body(b, 15, { fontWeight: 700, color: b.ink, display: 'flex', justifyContent: 'space-between' })}>
        <span>{month}</span>
        <span style={{ color: b.main }}>‹ ›</span>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4, marginTop: 10 }}>
        {names.map((n) => (
          <span key={n} style={body(b, 11, { textAlign: 'center', color: '#71717a', fontWeight: 600 })}>
            {n}
          </span>
        ))}
        {Array.from({ length: start }, (_, i) => (
          <span key={`e${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const d = i + 1;
          const isFull = full.includes(d);
          const isChosen = d === chosen;
          return (
            <span
              key={d}
              style={body(b, 13, {
                textAlign: 'center',
                padding: '6px 0',
                borderRadius: 8,
                fontWeight: isChosen ? 700 : 500,
                background: isChosen ? b.main : 'transparent',
                color: isChosen ? '#fff' : isFull ? '#a1a1aa' : b.ink,
                textDecoration: isFull ? 'line-through' : 'none',
              })}
            >
              {d}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** Business cards (front and back) and a letterhead, on a surface. */
export function Stationery({
  b,
  person,
  letter,
  bg,
}: {
  b: Brand;
  person: { name: string; role: string; phone: string; email: string };
  letter: { address: string; to: string; subject: string; text: string; sign: string };
  bg: string;
}) {
  return (
    <Scene bg={bg} light={0.25}>
      <At x={150} y={70} r={-3}>
        <Paper w={600} h={848} bg="#fdfcfa">
          <div style={{ position: 'absolute', inset: 0, padding: '56px 60px', color: b.ink, display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Logo b={b} size={30} color={b.ink} markColor={b.main} />
              <div style={body(b, 10.5, { textAlign: 'right', opacity: 0.75 })}>
                {letter.address.split('\n').map((l) => (
                  <div key={l}>{l}</div>
                ))}
              </div>
            </div>
            <div style={body(b, 12, { marginTop: 64 })}>{letter.to}</div>
            <div style={display(b, 22, { marginTop: 28, textTransform: 'none', letterSpacing: '0' })}>{letter.subject}</div>
            <div style={body(b, 12.5, { marginTop: 18, lineHeight: 1.65 })}>
              {letter.text.split('\n').map((p) => (
                <p key={p} style={{ margin: '0 0 12px' }}>
                  {p}
                </p>
              ))}
            </div>
            <div style={body(b, 12.5, { marginTop: 10 })}>{letter.sign}</div>
            <div style={{ marginTop: 'auto', height: 6, background: `linear-gradient(90deg, ${b.main} 0 60%, ${b.accent} 60% 100%)` }} />
          </div>
        </Paper>
      </At>
      <At x={830} y={170} r={6} z={2}>
        <BusinessCard b={b} person={person} w={520} />
      </At>
      <At x={880} y={560} r={-4} z={3}>
        <BusinessCard b={b} person={person} w={520} back />
      </At>
    </Scene>
  );
}

/** Three social posts in a row, as the feed shows them. */
export function Posts({ b, bg, posts }: { b: Brand; bg: string; posts: { art: ReactNode; caption: string; likes: string }[] }) {
  return (
    <Scene bg={bg}>
      {posts.map((p, i) => (
        <At key={i} x={90 + i * 490} y={i === 1 ? 130 : 80}>
          <Post b={b} size={440} likes={p.likes} caption={p.caption} place={b.sub.split('·').pop()?.trim()}>
            {p.art}
          </Post>
        </At>
      ))}
    </Scene>
  );
}

/** A square post design: a kicker, a big line, a small line, on a colour. */
export function PostArt({ b, bg, color, kicker, big, small, size = 58, mark = true }: { b: Brand; bg: string; color: string; kicker: string; big: string; small: string; size?: number; mark?: boolean }) {
  return (
    <div style={{ position: 'absolute', inset: 0, background: bg, color, padding: 36, display: 'flex', flexDirection: 'column' }}>
      <div style={body(b, 15, { textTransform: 'uppercase', letterSpacing: '0.18em', fontWeight: 700, opacity: 0.85 })}>{kicker}</div>
      <div style={display(b, size, { marginTop: 'auto' })}>{big}</div>
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', marginTop: 18 }}>
        <div style={body(b, 17, { fontWeight: 600, maxWidth: 290, lineHeight: 1.3 })}>{small}</div>
        {mark && <Mark b={b} size={46} color={color} />}
      </div>
    </div>
  );
}

/** A campaign report: figures, the trend, the campaigns. */
export function Dashboard({
  b,
  title,
  period,
  kpis,
  chart,
  table,
}: {
  b: Brand;
  title: string;
  period: string;
  kpis: { label: string; value: string; delta: string; good?: boolean }[];
  chart: { title: string; series: number[][]; labels: string[]; legend: string[]; bars?: boolean };
  table: { head: string[]; rows: string[][]; widths: string };
}) {
  return (
    <Scene bg="#dfe3ea">
      <At x={70} y={50} w={1460} h={900}>
        <div style={{ width: 1460, height: 900, background: '#f6f7f9', borderRadius: 16, boxShadow: SHADOW, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
          <div style={{ background: b.ink, color: '#fff', padding: '18px 30px', display: 'flex', alignItems: 'center', gap: 18 }}>
            <Logo b={b} size={24} color="#fff" markColor={b.accent} sub={false} />
            <span style={ui(15, { opacity: 0.5 })}>|</span>
            <span style={ui(17, { fontWeight: 600 })}>{title}</span>
            <span style={ui(14, { marginLeft: 'auto', background: 'rgba(255,255,255,.12)', padding: '7px 12px', borderRadius: 8 })}>{period}</span>
          </div>
          <div style={{ padding: 26, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 18 }}>
            {kpis.map((k) => (
              <Kpi key={k.label} {...k} accent={b.main} />
            ))}
          </div>
          <div style={{ padding: '0 26px 26px', display: 'grid', gridTemplateColumns: '1.25fr 1fr', gap: 18, flex: 1 }}>
            <div style={{ background: '#fff', borderRadius: 12, border: '1px solid #e4e4e7', padding: '18px 20px' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <span style={ui(16, { fontWeight: 600, color: '#18181b' })}>{chart.title}</span>
                <span style={{ display: 'flex', gap: 16 }}>
                  {chart.legend.map((l, i) => (
                    <span key={l} style={ui(13, { color: '#52525b', display: 'flex', alignItems: 'center', gap: 6 })}>
                      <span style={{ width: 14, height: 3, background: i ? '#a1a1aa' : b.main, display: 'inline-block' }} />
                      {l}
                    </span>
                  ))}
                </span>
              </div>
              <div style={{ marginTop: 12 }}>
                {chart.bars ? (
                  <BarChart w={760} h={470} series={chart.series} colours={[b.main, '#d4d4d8']} labels={chart.labels} />
                ) : (
                  <LineChart w={760} h={470} series={chart.series} colours={[b.main, '#a1a1aa']} labels={chart.labels} fill />
                )}
              </div>
            </div>
            <Table {...table} accent={b.accent} />
          </div>
        </div>
      </At>
    </Scene>
  );
}

/** A kraft paper bag, top folded in a zigzag, the logo stamped on. */
export function KraftBag({ w, h, children }: { w: number; h: number; children: ReactNode }) {
  return (
    <div style={{ width: w, height: h, position: 'relative', filter: 'drop-shadow(0 24px 30px rgba(0,0,0,.25)) drop-shadow(0 2px 3px rgba(0,0,0,.15))' }}>
      <div
        style={{
          position: 'absolute',
          inset: 0,
          clipPath: `polygon(${Array.from({ length: 13 }, (_, i) => `${(i * 100) / 12}% ${i % 2 ? 0 : 2.4}%`).join(',')}, 100% 100%, 0 100%)`,
          background: 'linear-gradient(90deg, #b98d5f 0%, #caa274 12%, #c49a6b 50%, #caa274 88%, #a97f53 100%)',
        }}
      >
        <div style={{ position: 'absolute', left: 0, right: 0, top: '14%', height: 2, background: 'rgba(0,0,0,.12)' }} />
        <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', mixBlendMode: 'multiply' }}>{children}</div>
      </div>
    </div>
  );
}

/** A stand-up pouch (coffee), its label in front. */
export function Pouch({ w, h, colour, children }: { w: number; h: number; colour: string; children: ReactNode }) {
  return (
    <div style={{ width: w, height: h, position: 'relative', filter: 'drop-shadow(0 26px 28px rgba(0,0,0,.3)) drop-shadow(0 2px 3px rgba(0,0,0,.2))' }}>
      <div
        style={{
          position: 'absolute',
          inset: 0,
          borderRadius: `${w * 0.04}px ${w * 0.04}px ${w * 0.1}px ${w * 0.1}px`,
          background: `linear-gradient(90deg, rgba(0,0,0,.28) 0%, rgba(255,255,255,.10) 18%, rgba(255,255,255,0) 40%, rgba(0,0,0,.05) 70%, rgba(0,0,0,.3) 100%), ${colour}`,
          overflow: 'hidden',
        }}
      >
        <div style={{ position: 'absolute', left: 0, right: 0, top: h * 0.06, height: 5, background: 'rgba(0,0,0,.2)' }} />
        <div style={{ position: 'absolute', left: w * 0.1, right: w * 0.1, top: h * 0.2, bottom: h * 0.08 }}>{children}</div>
      </div>
    </div>
  );
}

/** A shop front: a wall, the fascia with the logo, the window with the opening hours and a hanging sign. */
export function Storefront({
  b,
  wall,
  hours,
  window: windowText,
  blade,
  shelf,
}: {
  b: Brand;
  wall: string;
  hours: string[];
  window: string;
  blade?: ReactNode;
  /** What stands in the window, at its foot. */
  shelf?: ReactNode;
}) {
  return (
    <Scene bg={wall} light={0.2}>
      <div style={{ position: 'absolute', inset: 0, backgroundImage: 'repeating-linear-gradient(0deg, rgba(0,0,0,.05) 0 2px, transparent 2px 64px), repeating-linear-gradient(90deg, rgba(0,0,0,.04) 0 2px, transparent 2px 128px)' }} />
      <At x={150} y={110} w={1300} h={200}>
        <div style={{ width: 1300, height: 200, background: b.ink, borderRadius: 6, boxShadow: '0 30px 50px -20px rgba(0,0,0,.6)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <div style={{ filter: `drop-shadow(0 0 18px ${b.accent}aa)` }}>
            <Logo b={b} size={74} color="#fff" markColor={b.accent} />
          </div>
        </div>
      </At>
      <At x={190} y={360} w={700} h={640}>
        <div style={{ width: 700, height: 640, background: 'linear-gradient(160deg, #3b4452 0%, #1f2630 60%, #2b3440 100%)', border: `16px solid ${b.ink}`, position: 'relative', overflow: 'hidden' }}>
          <div style={{ position: 'absolute', left: -80, top: 0, width: 200, height: 900, background: 'rgba(255,255,255,.07)', transform: 'rotate(20deg)' }} />
          <div style={{ position: 'absolute', left: 50, top: 60, color: '#fff' }}>
            <div style={display(b, 40, { textTransform: 'none' })}>{windowText}</div>
            <div style={{ marginTop: 30 }}>
              {hours.map((h) => (
                <div key={h} style={body(b, 22, { fontWeight: 600, opacity: 0.92, marginTop: 6 })}>
                  {h}
                </div>
              ))}
            </div>
          </div>
          {shelf && <div style={{ position: 'absolute', left: 40, right: 40, bottom: 30 }}>{shelf}</div>}
        </div>
      </At>
      <At x={950} y={360} w={330} h={640}>
        <div style={{ width: 330, height: 640, background: `linear-gradient(180deg, ${b.main}, ${b.ink})`, border: `16px solid ${b.ink}`, position: 'relative' }}>
          <div style={{ position: 'absolute', right: 30, top: 300, width: 14, height: 90, borderRadius: 7, background: b.accent }} />
        </div>
      </At>
      {blade && (
        <At x={1290} y={330} z={3}>
          {blade}
        </At>
      )}
    </Scene>
  );
}

export type Piece = { file: string; render: () => import('react').ReactElement };
export type CaseStudy = { slug: string; pieces: Piece[] };
export const piece = (file: string, render: () => import('react').ReactElement): Piece => ({ file, render });
