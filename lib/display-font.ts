import { brandFonts, type FontPairingId } from '@/lib/fonts';

/**
 * The brand's faces where the mark is drawn: the header's wordmark (components/layout/logo.tsx), the
 * typographic mark of the favicon and app icons (lib/brand-mark.ts) and the Open Graph cards (app/og). They
 * follow the kit's font pairing (`brand.fonts`, lib/fonts.ts): this module is the one place that says so.
 */
export type BrandFace = {
  /** The family's name, as the Open Graph renderer registers it. */
  family: string;
  /**
   * The web font file, from the project root: WOFF2, TTF or OTF (not WOFF 1). A variable font is drawn at the
   * weight asked for, within its weight axis; a static one at its own weight.
   */
  file: string;
  /** A TrueType copy for the Open Graph renderer, when the pairing ships one (lib/fonts.ts `ogFile`). */
  ogFile?: string;
};

/** The display face of the kit's pairing (the headings'), and the Tailwind class that sets it on the page. */
export function displayFont(kit: { fonts: FontPairingId }): BrandFace & { className: string } {
  const { display } = brandFonts(kit);
  return { family: display.family, file: display.file, ogFile: display.ogFile, className: 'font-display' };
}

/** The text face of the kit's pairing, for the Open Graph cards' small lines. */
export function textFont(kit: { fonts: FontPairingId }): BrandFace {
  const { body } = brandFonts(kit);
  return { family: body.family, file: body.file };
}
