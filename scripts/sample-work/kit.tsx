/**
 * The pieces a studio's project produces, as HTML and CSS, each set in the client's palette and typefaces
 * (a `Brand`, scripts/sample-work/clients.tsx): logo sheets, stationery, packaging, signs, a website in a
 * browser, phone screens, social posts, a campaign report. Rendered once by headless Chromium into the
 * committed pictures of content/portfolio/<slug>/ (scripts/sample-work/render.tsx, `npm run samples:render`).
 *
 * Every family named here or in a brand is a key of FONTS (scripts/sample-work/fonts.ts): bundled files only.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { FontName } from './fonts';

export const CANVAS = { width: 1600, height: 1000 } as const;
/** The interface around the work (browser, phone status bar, platforms): not the client's type. */
export const UI_FONT: FontName = 'Inter Variable';

export type Brand = {
  name: string;
  /** The word mark when it differs from the legal name ("Spicul Auriu"). */
  word: string;
  /** A second line under the word mark ("brutărie · Sibiu"). */
  sub: string;
  domain: string;
  handle: string;
  ink: string;
  main: string;
  accent: string;
  soft: string;
  paper: string;
  display: FontName;
  text: FontName;
  displayWeight: number;
  displayItalic?: boolean;
  upper?: boolean;
  tracking?: string;
  /** Corner radius of the brand's buttons and cards. */
  radius: number;
  /** The symbol, drawn in a 100×100 box in currentColor. */
  mark: ReactNode;
};

export const display = (b: Brand, size: number, extra: CSSProperties = {}): CSSProperties => ({
  fontFamily: `'${b.display}'`,
  fontWeight: b.displayWeight,
  fontStyle: b.displayItalic ? 'italic' : 'normal',
  textTransform: b.upper ? 'uppercase' : 'none',
  letterSpacing: b.tracking ?? (b.upper ? '0.04em' : '-0.015em'),
  fontSize: size,
  lineHeight: 1.05,
  ...extra,
});
export const body = (b: Brand, size: number, extra: CSSProperties = {}): CSSProperties => ({
  fontFamily: `'${b.text}'`,
  fontSize: size,
  lineHeight: 1.45,
  ...extra,
});
export const ui = (size: number, extra: CSSProperties = {}): CSSProperties => ({
  fontFamily: `'${UI_FONT}'`,
  fontSize: size,
  lineHeight: 1.35,
  ...extra,
});

/** A soft paper grain, as an SVG turbulence filter (no bitmap, no request). */
const GRAIN = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='240'%3E%3Cfilter id='n'%3E%3CfeTurbulence type='fractalNoise' baseFrequency='.9' numOctaves='2' stitchTiles='stitch'/%3E%3CfeColorMatrix values='0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 .09 0'/%3E%3C/filter%3E%3Crect width='100%25' height='100%25' filter='url(%23n)'/%3E%3C/svg%3E")`;

export const SHADOW =
  '0 1px 2px rgba(0,0,0,.10), 0 8px 18px rgba(0,0,0,.10), 0 30px 60px -10px rgba(0,0,0,.22)';
export const SHADOW_SOFT = '0 2px 6px rgba(0,0,0,.08), 0 20px 40px -12px rgba(0,0,0,.18)';

/** The full canvas: a studio surface in a colour, lit from the top left, with grain. */
export function Scene({ bg, children, light = 0.35 }: { bg: string; children: ReactNode; light?: number }) {
  return (
    <div
      style={{
        position: 'relative',
        width: CANVAS.width,
        height: CANVAS.height,
        overflow: 'hidden',
        background: `radial-gradient(120% 90% at 20% 10%, rgba(255,255,255,${light}), rgba(255,255,255,0) 60%), ${bg}`,
      }}
    >
      {children}
      <div style={{ position: 'absolute', inset: 0, backgroundImage: GRAIN, pointerEvents: 'none' }} />
    </div>
  );
}

export function At({
  x,
  y,
  w,
  h,
  r = 0,
  z,
  children,
  style,
}: {
  x: number;
  y: number;
  w?: number;
  h?: number;
  r?: number;
  z?: number;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      style={{
        position: 'absolute',
        left: x,
        top: y,
        width: w,
        height: h,
        transform: r ? `rotate(${r}deg)` : undefined,
        zIndex: z,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

export function Mark({ b, size, color }: { b: Brand; size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" style={{ color, display: 'block', flex: 'none' }}>
      {b.mark}
    </svg>
  );
}

/** The logo: symbol and word mark side by side, or stacked. */
export function Logo({
  b,
  size,
  color,
  markColor,
  stacked,
  sub = true,
}: {
  b: Brand;
  size: number;
  color: string;
  markColor?: string;
  stacked?: boolean;
  sub?: boolean;
}) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        alignItems: 'center',
        gap: stacked ? size * 0.35 : size * 0.32,
        color,
        textAlign: stacked ? 'center' : 'left',
      }}
    >
      <Mark b={b} size={size * (stacked ? 1.6 : 1.15)} color={markColor ?? color} />
      <div>
        <div style={display(b, size, { lineHeight: 0.95, whiteSpace: 'nowrap' })}>{b.word}</div>
        {sub && (
          <div
            style={body(b, size * 0.26, {
              letterSpacing: '0.22em',
              textTransform: 'uppercase',
              marginTop: size * 0.16,
              opacity: 0.8,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            })}
          >
            {b.sub}
          </div>
        )}
      </div>
    </div>
  );
}

/* ---------- Screens ---------- */

export function Browser({
  b,
  w,
  h,
  path = '',
  title,
  children,
}: {
  b: Brand;
  w: number;
  h: number;
  path?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        width: w,
        height: h,
        borderRadius: 14,
        overflow: 'hidden',
        background: '#fff',
        boxShadow: SHADOW,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <div style={{ background: '#e9e9ec', height: 40, display: 'flex', alignItems: 'flex-end', padding: '0 14px', gap: 14 }}>
        <div style={{ display: 'flex', gap: 8, alignSelf: 'center' }}>
          {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
            <span key={c} style={{ width: 12, height: 12, borderRadius: 6, background: c }} />
          ))}
        </div>
        <div
          style={{
            ...ui(13, { color: '#222' }),
            background: '#fff',
            borderRadius: '9px 9px 0 0',
            padding: '8px 14px',
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            width: 240,
          }}
        >
          <Mark b={b} size={16} color={b.main} />
          <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
        </div>
      </div>
      <div style={{ background: '#fff', padding: '8px 14px', borderBottom: '1px solid #e4e4e7', display: 'flex', gap: 12, alignItems: 'center' }}>
        <span style={ui(15, { color: '#9ca3af' })}>‹ ›</span>
        <div style={{ ...ui(13.5, { color: '#3f3f46' }), flex: 1, background: '#f1f1f4', borderRadius: 8, padding: '6px 12px' }}>
          <svg width="11" height="13" viewBox="0 0 11 13" style={{ marginRight: 8, verticalAlign: '-1px' }}>
            <rect x="0.5" y="5.5" width="10" height="7" rx="1.5" fill="#52525b" />
            <path d="M2.8 5.5V4a2.7 2.7 0 0 1 5.4 0v1.5" fill="none" stroke="#52525b" strokeWidth="1.4" />
          </svg>
          {b.domain}
          <span style={{ color: '#a1a1aa' }}>{path}</span>
        </div>
      </div>
      <div style={{ flex: 1, overflow: 'hidden', position: 'relative' }}>{children}</div>
    </div>
  );
}

export function Phone({ w = 360, h = 760, children, dark }: { w?: number; h?: number; children: ReactNode; dark?: boolean }) {
  return (
    <div
      style={{
        width: w,
        height: h,
        borderRadius: 54,
        background: '#111',
        padding: 11,
        boxShadow: `${SHADOW}, inset 0 0 0 2px #3a3a3a`,
      }}
    >
      <div
        style={{
          width: '100%',
          height: '100%',
          borderRadius: 44,
          overflow: 'hidden',
          background: '#fff',
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <div
          style={{
            ...ui(15, { fontWeight: 600, color: dark ? '#fff' : '#111' }),
            height: 46,
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '4px 30px 0',
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            zIndex: 3,
          }}
        >
          <span>9:41</span>
          <span style={{ position: 'absolute', left: '50%', top: 11, width: 104, height: 30, marginLeft: -52, borderRadius: 16, background: '#000' }} />
          <span style={{ display: 'flex', gap: 5, alignItems: 'center' }}>
            <svg width="18" height="12" viewBox="0 0 18 12" fill="currentColor">
              <rect x="0" y="8" width="3" height="4" rx="1" />
              <rect x="5" y="5" width="3" height="7" rx="1" />
              <rect x="10" y="2.5" width="3" height="9.5" rx="1" />
              <rect x="15" y="0" width="3" height="12" rx="1" />
            </svg>
            <svg width="26" height="12" viewBox="0 0 26 12">
              <rect x="0.5" y="0.5" width="22" height="11" rx="3.5" fill="none" stroke="currentColor" opacity=".5" />
              <rect x="2" y="2" width="16" height="8" rx="2" fill="currentColor" />
            </svg>
          </span>
        </div>
        <div style={{ flex: 1, position: 'relative', overflow: 'hidden' }}>{children}</div>
      </div>
    </div>
  );
}

export function Button({ b, children, ghost, size = 16, dark }: { b: Brand; children: ReactNode; ghost?: boolean; size?: number; dark?: boolean }) {
  return (
    <span
      style={body(b, size, {
        display: 'inline-block',
        fontWeight: 700,
        padding: `${size * 0.8}px ${size * 1.4}px`,
        borderRadius: b.radius,
        background: ghost ? 'transparent' : dark ? b.ink : b.main,
        color: ghost ? (dark ? '#fff' : b.ink) : '#fff',
        border: ghost ? `2px solid ${dark ? 'rgba(255,255,255,.6)' : b.ink}` : '2px solid transparent',
        whiteSpace: 'nowrap',
        lineHeight: 1,
      })}
    >
      {children}
    </span>
  );
}

/** A site's header bar. */
export function SiteHeader({ b, nav, cta, dark, size = 15 }: { b: Brand; nav: string[]; cta?: string; dark?: boolean; size?: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '18px 44px',
        color: dark ? '#fff' : b.ink,
      }}
    >
      <Logo b={b} size={size * 1.6} color={dark ? '#fff' : b.ink} markColor={dark ? b.accent : b.main} sub={false} />
      <div style={{ display: 'flex', gap: 30, alignItems: 'center' }}>
        {nav.map((n) => (
          <span key={n} style={body(b, size, { fontWeight: 600 })}>
            {n}
          </span>
        ))}
        {cta && (
          <Button b={b} size={size}>
            {cta}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A mobile site's bar: the symbol, the word mark, a menu button. */
export function MobileBar({ b, dark }: { b: Brand; dark?: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '58px 20px 14px',
        color: dark ? '#fff' : b.ink,
        background: dark ? b.ink : b.paper,
      }}
    >
      <Logo b={b} size={21} color={dark ? '#fff' : b.ink} markColor={dark ? b.accent : b.main} sub={false} />
      <svg width="26" height="20" viewBox="0 0 26 20" fill="currentColor">
        <rect y="2" width="26" height="2.5" rx="1.2" />
        <rect y="9" width="26" height="2.5" rx="1.2" />
        <rect y="16" width="18" height="2.5" rx="1.2" />
      </svg>
    </div>
  );
}

export function Field({ b, label, value, active }: { b: Brand; label: string; value: string; active?: boolean }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <div style={body(b, 12.5, { fontWeight: 700, color: b.ink, marginBottom: 5 })}>{label}</div>
      <div
        style={body(b, 15, {
          color: b.ink,
          padding: '11px 13px',
          borderRadius: Math.min(b.radius, 12),
          border: `1.5px solid ${active ? b.main : '#d4d4d8'}`,
          boxShadow: active ? `0 0 0 3px ${b.soft}` : undefined,
          background: '#fff',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        })}
      >
        {value}
      </div>
    </div>
  );
}

/* ---------- Print ---------- */

export function Paper({
  w,
  h,
  bg,
  children,
  style,
}: {
  w: number;
  h: number;
  bg: string;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      style={{
        width: w,
        height: h,
        background: `linear-gradient(135deg, rgba(255,255,255,.14), rgba(0,0,0,.05)), ${bg}`,
        boxShadow: SHADOW,
        position: 'relative',
        overflow: 'hidden',
        ...style,
      }}
    >
      {children}
      <div style={{ position: 'absolute', inset: 0, backgroundImage: GRAIN, opacity: 0.8 }} />
    </div>
  );
}

/** A brand sheet: the logo on light, on dark and on colour, the symbol, the typefaces and the palette. */
export function LogoSheet({ b, note }: { b: Brand; note: { type: string; colours: string } }) {
  const tile = (bg: string, child: ReactNode, span = 1) => (
    <div
      style={{
        gridColumn: `span ${span}`,
        background: bg,
        borderRadius: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {child}
    </div>
  );
  const hex = [b.ink, b.main, b.accent, b.soft];
  return (
    <Scene bg="#ecebe7" light={0.5}>
      <At x={70} y={60} w={1460} h={880}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gridTemplateRows: '400px 200px 240px', gap: 20, width: '100%', height: '100%' }}>
          {tile(b.paper, <Logo b={b} size={Math.min(74, 1000 / b.word.length)} color={b.ink} markColor={b.main} />, 2)}
          {tile(b.ink, <Logo b={b} size={Math.min(46, 520 / b.word.length)} color="#fff" markColor={b.accent} stacked />, 1)}
          {tile(b.main, <Mark b={b} size={210} color={b.paper} />, 1)}
          {tile(
            '#fff',
            <div style={{ padding: '0 34px', width: '100%' }}>
              <div style={display(b, 96, { color: b.ink, textTransform: 'none' })}>Aa Șș Țț</div>
              <div style={ui(14, { color: '#52525b', marginTop: 10 })}>
                {b.display.replace(' Variable', '')} · {note.type}
              </div>
            </div>,
            2,
          )}
          {tile(
            '#fff',
            <div style={{ padding: '0 34px', width: '100%' }}>
              <div style={body(b, 30, { color: b.ink, fontWeight: 500, lineHeight: 1.2 })}>ă â î ș ț · 0123456789</div>
              <div style={ui(14, { color: '#52525b', marginTop: 10 })}>{b.text.replace(' Variable', '')} · text</div>
            </div>,
            2,
          )}
          {hex.map((c, i) => (
            <div key={c} style={{ borderRadius: 10, overflow: 'hidden', display: 'flex', flexDirection: 'column', background: '#fff' }}>
              <div style={{ flex: 1, background: c }} />
              <div style={ui(15, { padding: '12px 16px', color: '#27272a', display: 'flex', justifyContent: 'space-between' })}>
                <b style={{ fontWeight: 600 }}>{note.colours.split(',')[i]?.trim()}</b>
                <span style={{ color: '#71717a', textTransform: 'uppercase' }}>{c}</span>
              </div>
            </div>
          ))}
        </div>
      </At>
    </Scene>
  );
}

export function BusinessCard({ b, back, w = 440, person }: { b: Brand; back?: boolean; w?: number; person: { name: string; role: string; phone: string; email: string } }) {
  const h = Math.round(w * (55 / 85));
  if (!back)
    return (
      <Paper w={w} h={h} bg={b.ink} style={{ borderRadius: 6 }}>
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Logo b={b} size={w * 0.09} color="#fff" markColor={b.accent} stacked />
        </div>
      </Paper>
    );
  return (
    <Paper w={w} h={h} bg={b.paper} style={{ borderRadius: 6 }}>
      <div style={{ position: 'absolute', left: w * 0.08, top: w * 0.08, right: w * 0.08, bottom: w * 0.08, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', color: b.ink }}>
        <Mark b={b} size={w * 0.1} color={b.main} />
        <div>
          <div style={display(b, w * 0.058, { textTransform: 'none', letterSpacing: '0' })}>{person.name}</div>
          <div style={body(b, w * 0.03, { opacity: 0.75, marginTop: 4 })}>{person.role}</div>
          <div style={body(b, w * 0.03, { marginTop: w * 0.03, fontWeight: 600 })}>
            {person.phone}
            <br />
            {person.email}
          </div>
        </div>
      </div>
      <div style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: w * 0.04, background: b.accent }} />
    </Paper>
  );
}

/* ---------- Social ---------- */

export function Post({
  b,
  size = 440,
  children,
  likes,
  caption,
  place,
}: {
  b: Brand;
  size?: number;
  children: ReactNode;
  likes: string;
  caption: string;
  place?: string;
}) {
  return (
    <div style={{ width: size, background: '#fff', borderRadius: 14, overflow: 'hidden', boxShadow: SHADOW_SOFT }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '12px 14px' }}>
        <div style={{ width: 36, height: 36, borderRadius: 18, background: b.ink, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Mark b={b} size={22} color={b.accent} />
        </div>
        <div>
          <div style={ui(14, { fontWeight: 700, color: '#111' })}>{b.handle}</div>
          {place && <div style={ui(12, { color: '#555' })}>{place}</div>}
        </div>
        <span style={ui(18, { marginLeft: 'auto', color: '#111', fontWeight: 700 })}>···</span>
      </div>
      <div style={{ width: size, height: size, position: 'relative', overflow: 'hidden' }}>{children}</div>
      <div style={{ padding: '12px 14px 16px' }}>
        <div style={{ display: 'flex', gap: 14, marginBottom: 8, color: '#111' }}>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="#ef4444">
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.5 1.2 4.4 2.6.9-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.1A8.5 8.5 0 1 1 21 12z" />
          </svg>
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M22 3 11 13M22 3l-7 18-4-8-8-4z" />
          </svg>
        </div>
        <div style={ui(14, { fontWeight: 700, color: '#111' })}>{likes}</div>
        <div style={ui(14, { color: '#111', marginTop: 4 })}>
          <b>{b.handle}</b> {caption}
        </div>
      </div>
    </div>
  );
}

/* ---------- Reports ---------- */

export function LineChart({
  w,
  h,
  series,
  colours,
  labels,
  fill,
}: {
  w: number;
  h: number;
  series: number[][];
  colours: string[];
  labels: string[];
  fill?: boolean;
}) {
  const max = Math.max(...series.flat()) * 1.1;
  const pad = { l: 46, r: 10, t: 10, b: 28 };
  const X = (i: number, n: number) => pad.l + (i * (w - pad.l - pad.r)) / (n - 1);
  const Y = (v: number) => pad.t + (1 - v / max) * (h - pad.t - pad.b);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => Math.round((max / 1.1) * t));
  return (
    <svg width={w} height={h} style={{ display: 'block' }}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.l} x2={w - pad.r} y1={Y(t)} y2={Y(t)} stroke="#e4e4e7" />
          <text x={pad.l - 8} y={Y(t) + 4} textAnchor="end" style={ui(11.5)} fill="#71717a">
            {t}
          </text>
        </g>
      ))}
      {labels.map((l, i) => (
        <text key={l} x={X(i * ((series[0]!.length - 1) / (labels.length - 1)), series[0]!.length)} y={h - 8} textAnchor="middle" style={ui(11.5)} fill="#71717a">
          {l}
        </text>
      ))}
      {series.map((s, k) => {
        const d = s.map((v, i) => `${i ? 'L' : 'M'}${X(i, s.length).toFixed(1)} ${Y(v).toFixed(1)}`).join('');
        return (
          <g key={k}>
            {fill && k === 0 && <path d={`${d}L${X(s.length - 1, s.length)} ${Y(0)}L${X(0, s.length)} ${Y(0)}Z`} fill={colours[k]} opacity={0.12} />}
            <path d={d} fill="none" stroke={colours[k]} strokeWidth={k === 0 ? 3 : 2} strokeDasharray={k === 0 ? undefined : '6 5'} strokeLinejoin="round" />
          </g>
        );
      })}
    </svg>
  );
}

/** Grouped bars, one group per label: this period beside the last. */
export function BarChart({ w, h, series, colours, labels }: { w: number; h: number; series: number[][]; colours: string[]; labels: string[] }) {
  const max = Math.max(...series.flat()) * 1.1;
  const pad = { l: 46, r: 10, t: 10, b: 28 };
  const groupW = (w - pad.l - pad.r) / labels.length;
  const barW = (groupW * 0.7) / series.length;
  const Y = (v: number) => pad.t + (1 - v / max) * (h - pad.t - pad.b);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => Math.round((max / 1.1) * t));
  return (
    <svg width={w} height={h} style={{ display: 'block' }}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={pad.l} x2={w - pad.r} y1={Y(t)} y2={Y(t)} stroke="#e4e4e7" />
          <text x={pad.l - 8} y={Y(t) + 4} textAnchor="end" style={ui(11.5)} fill="#71717a">
            {t}
          </text>
        </g>
      ))}
      {labels.map((l, i) => (
        <g key={l}>
          {[...series].reverse().map((s, k) => {
            const index = series.length - 1 - k;
            const x = pad.l + i * groupW + groupW * 0.15 + index * barW;
            return <rect key={k} x={x} y={Y(s[i]!)} width={barW - 3} height={Y(0) - Y(s[i]!)} rx="3" fill={colours[index]} />;
          })}
          <text x={pad.l + (i + 0.5) * groupW} y={h - 8} textAnchor="middle" style={ui(11.5)} fill="#71717a">
            {l}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function Kpi({ label, value, delta, good = true, accent }: { label: string; value: string; delta: string; good?: boolean; accent: string }) {
  return (
    <div style={{ background: '#fff', borderRadius: 12, padding: '18px 20px', border: '1px solid #e4e4e7', borderTop: `4px solid ${accent}` }}>
      <div style={ui(13.5, { color: '#52525b', fontWeight: 500 })}>{label}</div>
      <div style={ui(34, { color: '#111827', fontWeight: 700, letterSpacing: '-0.02em', marginTop: 6 })}>{value}</div>
      <div style={ui(13.5, { color: good ? '#15803d' : '#b91c1c', fontWeight: 600, marginTop: 4 })}>{delta}</div>
    </div>
  );
}

export function Table({ head, rows, widths, accent }: { head: string[]; rows: string[][]; widths: string; accent: string }) {
  const row = (cells: string[], i: number, header?: boolean) => (
    <div
      key={i}
      style={{
        display: 'grid',
        gridTemplateColumns: widths,
        gap: 12,
        padding: '11px 16px',
        borderTop: header ? 'none' : '1px solid #eeeef0',
        background: header ? '#f8f8fa' : '#fff',
      }}
    >
      {cells.map((c, j) => (
        <span
          key={j}
          style={ui(14, {
            color: header ? '#52525b' : '#18181b',
            fontWeight: header ? 600 : j === 0 ? 600 : 400,
            textAlign: j === 0 ? 'left' : 'right',
            whiteSpace: 'nowrap',
          })}
        >
          {j === 0 && !header && <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: i === 0 ? accent : '#a1a1aa', marginRight: 8 }} />}
          {c}
        </span>
      ))}
    </div>
  );
  return (
    <div style={{ background: '#fff', borderRadius: 12, overflow: 'hidden', border: '1px solid #e4e4e7' }}>
      {row(head, -1, true)}
      {rows.map((r, i) => row(r, i))}
    </div>
  );
}
