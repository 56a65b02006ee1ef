import { clampChroma, converter, formatHex, wcagContrast, type Oklch } from 'culori';
import { FONT_PAIRINGS, type FontPairingId } from '@/lib/fonts';

/**
 * The brand kit (issue 34): the owner's two colours, corner radius and font pairing (lib/fonts.ts), in
 * content/site.yaml's `brand:`.
 * Every colour token of both themes is derived from them here, in OKLCH (culori: perceptual lightness, so a
 * wine red and a teal derived by the same rule read alike), and each text/background pair the pages use is
 * held to WCAG 2.2 AA in both themes: `contrastProblems` names the pair, the two colours and the ratio, and
 * the content check refuses such a kit before the build (lib/content-check.ts). scripts/brand-css.ts writes
 * the tokens as CSS (app/brand.generated.css) for app/globals.css.
 */

/** What the colour tokens and the card radius come from. */
export type BrandColors = {
  /** Links, buttons, focus rings; the light theme's text on white, so a deep colour. */
  primary: string;
  /** Highlights on the dark bands (the hero, the call to action): a bright colour. */
  accent: string;
  /** Corner radius of cards, in pixels. */
  radius: number;
};

export type BrandKit = BrandColors & {
  /** The font pairing, by name (lib/fonts.ts: the headings' face and the text's). */
  fonts: FontPairingId;
};

/**
 * Three kits that look unlike each other, each a few lines of `brand:` (docs/brand.md shows them): an
 * editorial serif on a deep green with apricot, a bold geometric in vermilion and lime with square corners,
 * a calm minimal slate with lilac and soft corners. The shipped content/site.yaml uses the first.
 */
export const BRAND_PRESETS = {
  editorial: { primary: '#1f4e3d', accent: '#f2b880', radius: 4, fonts: 'editorial' },
  geometric: { primary: '#c8371d', accent: '#c6f432', radius: 0, fonts: 'geometric' },
  minimal: { primary: '#3d5a6c', accent: '#d4c4fb', radius: 24, fonts: 'minimal' },
} as const satisfies Record<string, BrandKit>;

export type BrandPresetId = keyof typeof BRAND_PRESETS;

/** The shipped kit (content/site.yaml): the editorial preset. */
export const DEFAULT_BRAND: BrandKit = BRAND_PRESETS.editorial;

export const TOKENS = [
  'background',
  'foreground',
  'card',
  'muted',
  'muted-foreground',
  'border',
  'primary',
  'primary-hover',
  'primary-foreground',
  'primary-soft',
  'tint',
  'brand',
  'accent',
  'accent-hover',
  'accent-foreground',
  'ink',
  'ink-foreground',
  'success',
  'danger',
  'star',
] as const;
export type Token = (typeof TOKENS)[number];
export type Palette = Record<Token, string>;
export type Theme = 'light' | 'dark';

const toOklch = converter('oklch');

function oklch(l: number, c: number, h: number | undefined): string {
  return formatHex(clampChroma({ mode: 'oklch', l, c, h: h ?? 0 } satisfies Oklch, 'oklch'));
}

function parse(hex: string): Oklch {
  const color = toOklch(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return color;
}

/** Of two candidate text colours, the one that reads better on `background`. */
function readableOn(background: string, ...candidates: string[]): string {
  return candidates.reduce((best, next) => (wcagContrast(next, background) > wcagContrast(best, background) ? next : best));
}

/** The two themes' palettes from the kit. */
export function derivePalettes(kit: BrandColors): Record<Theme, Palette> {
  const p = parse(kit.primary);
  const a = parse(kit.accent);
  const h = p.h;
  // Neutrals carry a trace of the brand's hue; a grey primary gives plain greys.
  const tint = (max: number) => Math.min(max, p.c);
  const darkText = oklch(0.22, tint(0.08), h);

  const primary = formatHex(p);
  const inkLight = oklch(0.25, tint(0.1), h);
  const inkForegroundLight = oklch(0.93, tint(0.04), h);
  const accent = formatHex(a);
  const inkForegroundDark = oklch(0.9, tint(0.04), h);
  // The band behind light text and accent highlights (the hero, the call to action): the primary itself
  // when both read on it, else the primary deepened until they do.
  const bandFor = (foreground: string) => {
    for (let l = p.l; l > 0.12; l -= 0.02) {
      const band = l === p.l ? primary : oklch(l, p.c, h);
      if (wcagContrast(foreground, band) >= AA && wcagContrast(accent, band) >= AA) return band;
    }
    return oklch(0.12, p.c, h);
  };
  const brand = bandFor(inkForegroundLight);
  // A bright accent brightens under the pointer, a deep one deepens: either way away from its text.
  const accentHover = oklch(a.l > 0.6 ? Math.min(0.97, a.l + 0.07) : Math.max(0.1, a.l - 0.07), a.c, a.h);
  const light: Palette = {
    background: '#ffffff',
    foreground: oklch(0.21, tint(0.04), h),
    card: '#ffffff',
    muted: oklch(0.975, tint(0.012), h),
    'muted-foreground': oklch(0.47, tint(0.035), h),
    border: oklch(0.92, tint(0.015), h),
    primary,
    'primary-hover': oklch(Math.max(0, p.l - 0.07), p.c, h),
    'primary-foreground': readableOn(primary, '#ffffff', darkText),
    'primary-soft': oklch(0.955, tint(0.035), h),
    tint: oklch(0.975, Math.min(0.025, a.c), a.h),
    brand,
    accent,
    'accent-hover': accentHover,
    'accent-foreground': readableOn(accent, darkText, '#ffffff'),
    ink: inkLight,
    'ink-foreground': inkForegroundLight,
    success: '#15803d',
    danger: '#b91c1c',
    star: '#b45309',
  };

  const primaryDark = oklch(Math.max(0.8, p.l), Math.min(p.c, 0.12), h);
  const dark: Palette = {
    background: oklch(0.17, tint(0.035), h),
    foreground: oklch(0.93, tint(0.015), h),
    card: oklch(0.205, tint(0.035), h),
    muted: oklch(0.235, tint(0.04), h),
    'muted-foreground': oklch(0.77, tint(0.03), h),
    border: oklch(0.34, tint(0.045), h),
    primary: primaryDark,
    'primary-hover': oklch(Math.max(0.87, p.l), Math.min(p.c, 0.09), h),
    'primary-foreground': oklch(0.2, tint(0.08), h),
    'primary-soft': oklch(0.29, tint(0.07), h),
    tint: oklch(0.25, Math.min(0.05, a.c), a.h),
    brand: bandFor(inkForegroundDark),
    accent,
    'accent-hover': accentHover,
    'accent-foreground': readableOn(accent, darkText, '#ffffff'),
    ink: oklch(0.21, tint(0.07), h),
    'ink-foreground': inkForegroundDark,
    success: '#4ade80',
    danger: '#fca5a5',
    star: '#fbbf24',
  };
  return { light, dark };
}

/** Text on background, as the pages pair them (components/: `text-x` inside `bg-y`). */
export const TEXT_PAIRS: [text: Token, background: Token][] = [
  ['foreground', 'background'],
  ['foreground', 'card'],
  ['foreground', 'muted'],
  ['foreground', 'primary-soft'],
  ['foreground', 'tint'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary', 'muted'],
  ['primary', 'primary-soft'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['accent-foreground', 'accent'],
  ['accent-foreground', 'accent-hover'],
  ['ink-foreground', 'ink'],
  ['ink-foreground', 'brand'],
  ['accent', 'ink'],
  ['accent', 'brand'],
  ['success', 'background'],
  ['danger', 'background'],
  ['star', 'card'],
];

/** WCAG 2.2 AA for body text. */
export const AA = 4.5;

export type ContrastProblem = { theme: Theme; text: Token; background: Token; colors: [string, string]; ratio: number };

export function contrastProblems(palettes: Record<Theme, Palette>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const theme of ['light', 'dark'] as const)
    for (const [text, background] of TEXT_PAIRS) {
      const colors: [string, string] = [palettes[theme][text], palettes[theme][background]];
      const ratio = wcagContrast(...colors);
      if (ratio < AA) problems.push({ theme, text, background, colors, ratio: Math.floor(ratio * 100) / 100 });
    }
  return problems;
}

/**
 * The CSS of the tokens: light in Tailwind's @theme, dark where app/globals.css's dark variant applies; with
 * a font pairing, its headings' line height too (lib/fonts.ts; the faces themselves come from app/fonts.ts).
 */
export function brandCss(kit: BrandColors & { fonts?: FontPairingId }): string {
  const { light, dark } = derivePalettes(kit);
  const lines = (palette: Palette, indent: string) => TOKENS.map((token) => `${indent}--color-${token}: ${palette[token]};`).join('\n');
  const leading = kit.fonts ? `\n  --leading-display: ${FONT_PAIRINGS[kit.fonts].leading};` : '';
  return `/* Generated by scripts/brand-css.ts from content/site.yaml (brand:): edit that, not this. */
@theme {
${lines(light, '  ')}
  --radius-card: ${kit.radius}px;${leading}
}

@layer base {
  :root:where([data-theme='dark']) {
${lines(dark, '    ')}
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
${lines(dark, '      ')}
    }
  }
}
`;
}

/**
 * The same tokens as plain custom properties, for a page whose style sheet is already built: the editor's
 * preview shows a colour being picked at once (lib/cms/preview/editor-preview.ts). Unlayered, so they win
 * over the built ones; dark after light.
 */
export function brandVariables(kit: BrandColors): string {
  const { light, dark } = derivePalettes(kit);
  const block = (palette: Palette) => TOKENS.map((token) => `--color-${token}:${palette[token]}`).join(';');
  return `:root{${block(light)};--radius-card:${kit.radius}px}:root:where([data-theme='dark']){${block(dark)}}`;
}

/** The browser's UI colour (theme-color, the manifest): the primary in light, the ink in dark. */
export function themeColors(kit: BrandColors): Record<Theme, string> {
  const { light, dark } = derivePalettes(kit);
  return { light: light.primary, dark: dark.ink };
}

/**
 * The last-resort error page's colours (app/global-error.tsx replaces the whole document, style sheet and
 * theme script included): the kit's tokens it uses, light, and dark where the system prefers it. Written at
 * build by scripts/brand-assets.ts and inlined into the page by next.config.mjs.
 */
export function errorPageCss(kit: BrandKit): string {
  const { light, dark } = derivePalettes(kit);
  const tokens: Token[] = ['background', 'foreground', 'muted', 'border', 'primary', 'primary-foreground'];
  const block = (palette: Palette) => tokens.map((token) => `--color-${token}:${palette[token]}`).join(';');
  return `:root{color-scheme:light dark;${block(light)}}@media (prefers-color-scheme:dark){:root{${block(dark)}}}`;
}
