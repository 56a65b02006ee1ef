/**
 * What the forms do to typed text before validating it, in the browser and on the server alike (the
 * schemas in lib/forms/schemas.ts run these as a preprocess), so both agree on what was sent and on its
 * length.
 */

// Invisible characters that reorder or hide text. In a name they end up in the owner's e-mail Subject and
// Reply-To display name, where a right-to-left override (U+202E) makes "moc.evil" read as "live.com":
// Arabic letter mark, LRM/RLM, the embeddings and overrides, the isolates.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Zero-width space, non-joiner, joiner, word joiner, BOM: nothing a name, a company or a phone needs.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
// Line breaks and tabs in a one-line field become one space (a pasted "Ion\nPopescu" is a name, not two);
// the Unicode line and paragraph separators too, since mail clients treat them as line ends.
const LINE_BREAKS = /[\t\n\r\u2028\u2029\u0085]+/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// The multi-line message keeps \n and \t.
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

// Romanian s and t take a comma below (ș ț, U+0219 U+021B); the cedilla forms (U+015F U+0163) come from old
// keyboard layouts and fonts, and make the same word compare and sort as a different one.
const CEDILLA: Record<string, string> = { '\u015f': 'ș', '\u0163': 'ț', '\u015e': 'Ș', '\u0162': 'Ț' };
const CEDILLA_LETTERS = /[\u015e\u015f\u0162\u0163]/g;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A lone surrogate is not a character: it cannot be encoded as UTF-8 (the database would store U+FFFD or
 * invalid bytes) and means the text was cut or forged. The schemas refuse it rather than drop it, so
 * the visitor knows their text did not arrive as typed.
 */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

function commaBelow(text: string): string {
  return text.replace(CEDILLA_LETTERS, (letter) => CEDILLA[letter] ?? letter);
}

/**
 * A one-line field (name, company, phone): no control, bidi or zero-width character survives, line
 * breaks become spaces; then NFC (so "s" + combining comma is one "ș" and counts as one character),
 * comma-below letters, trimmed.
 */
export function normalizeLine(text: string): string {
  const visible = text
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(ZERO_WIDTH, '');
  return commaBelow(visible.normalize('NFC')).trim();
}

/**
 * The multi-line message: \r\n and a lone \r become \n, \n and \t stay, other controls and bidi controls
 * go. Zero-width characters stay: the joiner (U+200D) holds emoji sequences such as 👩‍💻 together.
 */
export function normalizeText(text: string): string {
  const visible = text.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LINES, '').replace(BIDI_CONTROLS, '');
  return commaBelow(visible.normalize('NFC')).trim();
}
