import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { AA, brandCss, contrastProblems, DEFAULT_BRAND, derivePalettes, TEXT_PAIRS, TOKENS, type BrandKit } from '@/lib/brand';

/** Kits an owner might set: a wine red and a mustard, a teal and an orange, near-black and a yellow. */
const KITS: Record<string, BrandKit> = {
  shipped: DEFAULT_BRAND,
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
    expect(css).toContain(`:root:where([data-theme='dark']) {\n    --color-background: ${dark.background};`);
    expect(css).toContain(`:root:not([data-theme]) {\n      --color-background: ${dark.background};`);
  });
});
