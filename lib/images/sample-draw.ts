/**
 * Drawing primitives for the generated sample article covers (lib/images/samples.ts): SVG elements as
 * strings, numbers rounded to one decimal so the files stay small. They draw shapes only, never text, so no
 * font of the machine is ever involved.
 */

export const SAMPLE_SIZE = { width: 1600, height: 1000 } as const;

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

/** A tick in a circle (done, included). */
export const tick = (cx: number, cy: number, r: number, fill: string, mark = '#ffffff') =>
  `${circle(cx, cy, r, fill)}${stroke(d`M${cx - r * 0.45} ${cy + r * 0.02}L${cx - r * 0.1} ${cy + r * 0.36}L${cx + r * 0.48} ${cy - r * 0.34}`, mark, r * 0.22)}`;

/** The whole picture: a background and the body, at the sample size. */
export function svgDocument(body: string, background: string): string {
  const { width, height } = SAMPLE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rect(0, 0, width, height, background)}${body}</svg>`;
}

/** A stable small number from a string, to vary a drawing between entries without randomness. */
export function seed(content: string): number {
  let h = 0;
  for (const ch of content) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}
