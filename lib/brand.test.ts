import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { converter } from 'culori';
import { AA, BRAND_PRESETS, brandCss, contrastProblems, DEFAULT_BRAND, derivePalettes, TEXT_PAIRS, TOKENS, type BrandColors } from '@/lib/brand';
import { loadData } from '@/lib/data/load';
import { FONT_PAIRINGS } from '@/lib/fonts';

/** Kits an owner might set: a wine red and a mustard, a teal and an orange, near-black and a yellow; the presets. */
const KITS: Record<string, BrandColors> = {
  shipped: DEFAULT_BRAND,
  // The shipped kit is one of them.
  ...Object.fromEntries(Object.entries(BRAND_PRESETS).filter(([, kit]) => kit !== DEFAULT_BRAND).map(([name, kit]) => [`preset ${name}`, kit])),
  wine: { primary: '#7b1e3a', accent: '#e1ad01', radius: 4 },
  teal: { primary: '#0f766e', accent: '#f97316', radius: 24 },
  ink: { primary: '#111827', accent: '#facc15', radius: 0 },
};

describe('the brand kit (lib/brand.ts)', () => {
  it.each(Object.entries(KITS))('%s: every token of both themes, every text pair at least 4.5:1', (_, kit) => {
    const palettes = derivePalettes(kit);
    for (const theme of ['light', 'dark'] as const) {
      expect(Object.keys(palettes[theme]).sort()).toEqual([...TOKENS].sort());
      for (const value of Object.values(palettes[theme])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      for (const [text, background] of TEXT_PAIRS)
        expect(wcagContrast(palettes[theme][text], palettes[theme][background]), `${theme} ${text} on ${background}`).toBeGreaterThanOrEqual(AA);
    }
    expect(contrastProblems(palettes)).toEqual([]);
    // The owner's colours are used as given where they read: the light theme's primary and the accent.
    expect(palettes.light.primary).toBe(kit.primary);
    expect(palettes.dark.accent).toBe(kit.accent);
  });

  it('different kits give different sites: the dark theme carries the kit’s hue too', () => {
    const backgrounds = Object.values(KITS).map((kit) => derivePalettes(kit).dark.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it('the shipped kit is the editorial preset, no longer the template’s indigo and yellow', () => {
    expect(loadData('site').brand).toEqual(DEFAULT_BRAND);
    expect(DEFAULT_BRAND).toEqual(BRAND_PRESETS.editorial);
    expect([DEFAULT_BRAND.primary, DEFAULT_BRAND.accent]).not.toContain('#4338ca');
    expect([DEFAULT_BRAND.primary, DEFAULT_BRAND.accent]).not.toContain('#fbbf24');
  });

  it('the three presets look truly different: hue of the primary and the accent, corners, fonts', () => {
    const presets = Object.values(BRAND_PRESETS);
    expect(presets).toHaveLength(3);
    const hue = (hex: string) => converter('oklch')(hex)!.h ?? 0;
    const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
    for (const [i, a] of presets.entries())
      for (const b of presets.slice(i + 1)) {
        expect(apart(hue(a.primary), hue(b.primary)), `${a.primary} / ${b.primary}`).toBeGreaterThan(40);
        expect(apart(hue(a.accent), hue(b.accent)), `${a.accent} / ${b.accent}`).toBeGreaterThan(30);
        expect(Math.abs(a.radius - b.radius)).toBeGreaterThanOrEqual(4);
        expect(FONT_PAIRINGS[a.fonts].display.family).not.toBe(FONT_PAIRINGS[b.fonts].display.family);
      }
  });

  it('a kit whose text would not read is refused, naming the theme, the pair, both colours and the ratio', () => {
    const pale = contrastProblems(derivePalettes({ primary: '#fde047', accent: '#7c3aed', radius: 8 }));
    expect(pale[0]).toEqual({ theme: 'light', text: 'primary', background: 'background', colors: ['#fde047', '#ffffff'], ratio: 1.31 });
    expect(pale.every((p) => p.ratio < AA)).toBe(true);
    // A dull accent fails on the bands, however deep they are made.
    const dull = contrastProblems(derivePalettes({ primary: '#4338ca', accent: '#6b7280', radius: 8 }));
    expect(dull.map((p) => `${p.theme} ${p.text}/${p.background}`)).toContain('light accent/ink');
  });

  it('writes the tokens as CSS: light in @theme, dark for data-theme="dark" and the system preference', () => {
    const css = brandCss(KITS.wine!);
    const { light, dark } = derivePalettes(KITS.wine!);
    expect(css).toMatch(/^@theme \{\n {2}--color-background: #ffffff;/m);
    expect(css).toContain(`  --color-primary: ${light.primary};\n`);
    expect(css).toContain('  --radius-card: 4px;\n');
    // A kit with a font pairing sets its headings' line height; without one, app/globals.css's fallback holds.
    expect(css).not.toContain('--leading-display');
    expect(brandCss({ ...KITS.wine!, fonts: 'minimal' })).toContain('  --radius-card: 4px;\n  --leading-display: 1.25;\n}');
    expect(css).toContain(`:root:where([data-theme='dark']) {\n    --color-background: ${dark.background};`);
    expect(css).toContain(`:root:not([data-theme]) {\n      --color-background: ${dark.background};`);
  });
});
