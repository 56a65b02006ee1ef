/**
 * The font pairings of the brand kit (issue 34): content/site.yaml's `brand.fonts` names one. Each pairing
 * is a display face for the headings (CSS `--font-display`, Tailwind's `font-display`) and a text face for
 * everything else (`--font-sans`). Every file is self-hosted from app/fonts/, made from an npm package by
 * scripts/subset-font.mjs (OFL-1.1 fonts only; the licences sit beside the files) and subset to what a
 * Romanian site prints, ș and ț with their comma below included.
 *
 * The build loads only the chosen pairing: next.config.mjs points `@brand-fonts` at its module in
 * app/fonts/pairings/ (next/font needs literal paths, one module per pairing), so the other pairings' files
 * are neither in the style sheet nor preloaded. This module is plain data, for the schema, the editor, the
 * tests and whatever else draws in the kit's faces (a typographic logo mark, the Open Graph images).
 */

export type FontFile = {
  /** The family's name, as its licence and the docs give it. */
  family: string;
  /** The web font (WOFF2), from the repository's root. */
  file: string;
  /** A TrueType copy of the same glyphs (next/og reads TTF/OTF/WOFF, not WOFF2), at `ogWeight`. */
  ogFile: string;
  ogWeight: number;
  /** The weights the web font draws: a range for a variable file, one weight for a static one. */
  weight: string;
  /** The npm package the file is made from, and its licence (app/fonts/LICENSE-*.txt). */
  source: string;
  licence: 'OFL-1.1';
};

export type FontPairing = {
  /** The name in the editor's select, in Romanian. */
  label: string;
  display: FontFile;
  body: FontFile;
  /**
   * The line height of the large headings (text-3xl and up; app/globals.css reads it as --leading-display):
   * the display face's accent over a capital (Î Â Ă) plus its comma below (ș ț) fit between two baselines,
   * so a heading's second line never touches its first. lib/fonts.test.ts measures it from the file.
   */
  leading: number;
};

const INTER: FontFile = {
  family: 'Inter',
  file: 'app/fonts/inter-var.woff2',
  ogFile: 'app/fonts/inter-og-extrabold.ttf',
  ogWeight: 800,
  weight: '400 800',
  source: 'inter-ui',
  licence: 'OFL-1.1',
};

/** The pairings, in the order the editor lists them. */
export const FONT_PAIRINGS = {
  editorial: {
    label: 'Editorial: titluri serif (Fraunces), text Inter',
    display: {
      family: 'Fraunces',
      file: 'app/fonts/fraunces-600.woff2',
      ogFile: 'app/fonts/fraunces-600-og.ttf',
      ogWeight: 600,
      weight: '600',
      source: '@expo-google-fonts/fraunces',
      licence: 'OFL-1.1',
    },
    body: INTER,
    leading: 1.2,
  },
  geometric: {
    label: 'Geometric: titluri apăsate (Space Grotesk), text Inter',
    display: {
      family: 'Space Grotesk',
      file: 'app/fonts/space-grotesk-700.woff2',
      ogFile: 'app/fonts/space-grotesk-700-og.ttf',
      ogWeight: 700,
      weight: '700',
      source: '@expo-google-fonts/space-grotesk',
      licence: 'OFL-1.1',
    },
    body: INTER,
    leading: 1.2,
  },
  minimal: {
    label: 'Minimal: titluri ușoare (Manrope), text Inter',
    display: {
      family: 'Manrope',
      file: 'app/fonts/manrope-500.woff2',
      ogFile: 'app/fonts/manrope-500-og.ttf',
      ogWeight: 500,
      weight: '500',
      source: '@expo-google-fonts/manrope',
      licence: 'OFL-1.1',
    },
    body: INTER,
    // Manrope's accents sit high: 1.2 would let Î touch the comma of a ș above it.
    leading: 1.25,
  },
  clasic: {
    label: 'Clasic: Inter în titluri și în text (cel mai ușor)',
    display: INTER,
    body: INTER,
    leading: 1.2,
  },
} as const satisfies Record<string, FontPairing>;

export type FontPairingId = keyof typeof FONT_PAIRINGS;

export const FONT_PAIRING_IDS = Object.keys(FONT_PAIRINGS) as [FontPairingId, ...FontPairingId[]];

/** The pairings' Romanian names by id, for the editor's select (lib/cms/config.ts). */
export const FONT_PAIRING_LABELS: Record<FontPairingId, string> = Object.fromEntries(
  FONT_PAIRING_IDS.map((id) => [id, FONT_PAIRINGS[id].label]),
) as Record<FontPairingId, string>;

export type BrandFonts = {
  id: FontPairingId;
  display: FontFile;
  body: FontFile;
  leading: number;
  /** The web fonts a page of the site downloads, each once (a pairing may use one file for both). */
  files: string[];
};

/** The faces of a kit's pairing: family names, web font and TrueType files (paths from the repository root). */
export function brandFonts(kit: { fonts: FontPairingId }): BrandFonts {
  const { display, body, leading } = FONT_PAIRINGS[kit.fonts];
  return { id: kit.fonts, display, body, leading, files: [...new Set([body.file, display.file])] };
}
