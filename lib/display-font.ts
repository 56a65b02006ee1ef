/**
 * The brand's display typeface: the header's wordmark (components/layout/logo.tsx), the typographic mark of
 * the favicon and app icons (lib/brand-mark.ts) and the Open Graph cards (app/og). The one place it is
 * chosen: when the brand kit names a font pairing (`brand.fonts`), this value becomes the pairing's display
 * face and everything above follows.
 */
export type DisplayFont = {
  /** The family's name, as the Open Graph renderer registers it. */
  family: string;
  /**
   * The font file, from the project root: WOFF2, TTF or OTF (not WOFF 1). A variable font is drawn at the
   * weights asked for, within its weight axis; a static one at its own weight.
   */
  file: string;
  /** The Tailwind class that sets the family on an element of the page (its @font-face comes from next/font). */
  className: string;
};

/** Today: Inter, the site's only family (app/fonts.ts), self-hosted and subset (scripts/subset-font.mjs). */
export const DISPLAY_FONT: DisplayFont = {
  family: 'Inter',
  file: 'app/fonts/inter-var.woff2',
  className: 'font-sans',
};
