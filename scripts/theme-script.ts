import { ATTRIBUTION_SCRIPT } from '../lib/attribution';
import { PICTURES_SCRIPT } from '../lib/pictures';
import { THEME_SCRIPT } from '../lib/theme';

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The head script of every page: the theme (lib/theme.ts), the pictures' gate (lib/pictures.ts) and the
 * visit's landing page for the contact form (lib/attribution.ts), one
 * element, so one hash in each page's policy. Each part is a function of its own that returns early
 * without touching the other.
 */
export const HEAD_SCRIPT = `${THEME_SCRIPT};${PICTURES_SCRIPT};${ATTRIBUTION_SCRIPT}`;
const TAG = `<script>${HEAD_SCRIPT}</script>`;

/**
 * The page with the head script (the theme and the pictures' gate) first in the head, right after the charset: before the
 * startup loader and the style sheet, so it runs before the first paint without waiting for the sheet
 * (an inline script after a pending style sheet holds the parser). Put in by postbuild rather than
 * rendered by the layout, where Next places head children after its style sheets. A page that already
 * has it is returned unchanged.
 */
export function withThemeScript(html: string): string {
  if (html.includes(TAG)) return html;
  if (!html.includes(CHARSET)) throw new Error(`theme script: no ${CHARSET} to put it after`);
  return html.replace(CHARSET, `${CHARSET}${TAG}`);
}
