/**
 * Drawing primitives for the generated sample pictures (lib/images/samples.ts, lib/images/sample-scenes.ts):
 * SVG elements as strings, numbers rounded to one decimal so the files stay small. Text is set in the
 * system's DejaVu and Liberation families, which librsvg finds through fontconfig and which draw ă â î ș ț
 * (comma below) correctly; nothing is fetched.
 */

export const SAMPLE_SIZE = { width: 1600, height: 1000 } as const;

export const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
export const NARROW = "'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif";

/** A client's colours, darkest first (front matter `palette`), and the paper the work is printed on. */
export type Palette = { ink: string; main: string; accent: string; soft: string; paper: string };

type Attrs = Record<string, string | number | undefined>;

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const num = (n: number) => String(Math.round(n * 10) / 10);

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : esc(v!)}"`)
    .join('');
}

/** A path's `d` from a template: every number in it is rounded. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((out, s, i) => out + s + (i < values.length ? num(values[i]!) : ''), '');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...a })}/>`;
export const path = (pathData: string, fill: string, a: Attrs = {}) =>
  `<path${attrs({ d: pathData, fill, ...a })}/>`;
/** An open stroke: no fill, round ends. */
export const stroke = (pathData: string, colour: string, width: number, a: Attrs = {}) =>
  `<path${attrs({ d: pathData, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...a })}/>`;
export const group = (children: string, a: Attrs = {}) => `<g${attrs(a)}>${children}</g>`;

export type TextStyle = {
  size: number;
  fill: string;
  weight?: 'bold' | 'normal';
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
};

export function text(x: number, y: number, content: string, s: TextStyle): string {
  return `<text${attrs({
    x,
    y,
    'font-family': s.family ?? SANS,
    'font-size': s.size,
    'font-weight': s.weight === 'bold' ? 'bold' : undefined,
    fill: s.fill,
    'text-anchor': s.anchor && s.anchor !== 'start' ? s.anchor : undefined,
    'letter-spacing': s.spacing,
    opacity: s.opacity,
  })}>${esc(content)}</text>`;
}

/** Lines of placeholder copy: rounded bars of the given widths. */
export function bars(
  x: number,
  y: number,
  widths: number[],
  fill: string,
  h = 14,
  gap = 28,
  opacity = 0.3,
): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, { rx: h / 2, opacity })).join('');
}

/** A soft drop shadow under a rounded box. */
export const shadow = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  dx = 12,
  dy = 18,
  opacity = 0.16,
) => rect(x + dx, y + dy, w, h, '#000', { rx, opacity });

/** A phone: dark frame, its screen a nested viewport of its own coordinates. */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: string,
  screenFill = '#ffffff',
): string {
  const bezel = w * 0.05;
  return `${shadow(x, y, w, h, w * 0.15)}${rect(x, y, w, h, '#1c1917', { rx: w * 0.15 })}<svg${attrs({
    x: x + bezel,
    y: y + bezel,
    width: w - 2 * bezel,
    height: h - 2 * bezel,
  })}>${rect(0, 0, w - 2 * bezel, h - 2 * bezel, screenFill, { rx: w * 0.11 })}${screen}</svg>`;
}

/** A browser window; `page` is drawn in its own coordinates under the toolbar. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  page: string,
  pageFill = '#ffffff',
): string {
  return `${shadow(x, y, w, h, 18)}${rect(x, y, w, h, pageFill, { rx: 18 })}${path(
    d`M${x} ${y + 56}V${y + 18}Q${x} ${y} ${x + 18} ${y}H${x + w - 18}Q${x + w} ${y} ${x + w} ${y + 18}V${y + 56}Z`,
    '#e7e5e4',
  )}${circle(x + 30, y + 28, 8, '#f87171')}${circle(x + 56, y + 28, 8, '#fbbf24')}${circle(x + 82, y + 28, 8, '#4ade80')}${rect(
    x + 116,
    y + 14,
    Math.min(480, w - 160),
    28,
    '#fafaf9',
    { rx: 14 },
  )}<svg${attrs({ x, y: y + 56, width: w, height: h - 56 })}>${page}</svg>`;
}

/** A row of colour swatches with their hex codes under them. */
export function swatches(
  x: number,
  y: number,
  colours: string[],
  w: number,
  h: number,
  gap: number,
  label: string,
): string {
  return colours
    .map(
      (c, i) =>
        `${rect(x + i * (w + gap), y, w, h, c, { rx: 16, stroke: '#d6d3d1', 'stroke-width': 2 })}${text(
          x + i * (w + gap),
          y + h + 40,
          c.toUpperCase(),
          {
            size: 26,
            fill: label,
            family: NARROW,
          },
        )}`,
    )
    .join('');
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${num(cx + radius * Math.cos(a))} ${num(cy + radius * Math.sin(a))}`;
  });
  return path(`M${points.join('L')}Z`, fill);
}

/** A tick in a circle (done, included). */
export const tick = (cx: number, cy: number, r: number, fill: string, mark = '#ffffff') =>
  `${circle(cx, cy, r, fill)}${stroke(d`M${cx - r * 0.45} ${cy + r * 0.02}L${cx - r * 0.1} ${cy + r * 0.36}L${cx + r * 0.48} ${cy - r * 0.34}`, mark, r * 0.22)}`;

/** A cross (struck out). */
export const cross = (cx: number, cy: number, r: number, colour: string, width = 8) =>
  stroke(d`M${cx - r} ${cy - r}L${cx + r} ${cy + r}M${cx + r} ${cy - r}L${cx - r} ${cy + r}`, colour, width);

/** The whole picture: a background and the body, at the sample size. */
export function svgDocument(body: string, background: string): string {
  const { width, height } = SAMPLE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rect(0, 0, width, height, background)}${body}</svg>`;
}

/** Greedy line breaking at about `max` characters. */
export function wrap(content: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of content.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A stable small number from a string, to vary a drawing between entries without randomness. */
export function seed(content: string): number {
  let h = 0;
  for (const ch of content) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}
