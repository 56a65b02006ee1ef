import { Fragment, type ReactNode } from 'react';

/**
 * Small typographic helpers applied to content when it is shown, so no string in content/ has to be
 * edited by hand (issue 45).
 */

/**
 * A hyphenated word whose one side is a short clitic or particle ("accelerează-l", "dă-mi", "într-un",
 * "să-l", "e-mail"): the line must not break at its hyphen, where a lone "l:" would start the next line.
 * One side of at most three letters; two long words ("Cluj-Napoca", "mobile-first") may still break.
 */
const CLITIC = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+/gu;
const isCliticForm = (word: string) => word.split('-').some((part) => part.length <= 3);

/**
 * A heading's text with each clitic form wrapped in a `white-space: nowrap` span (a wrapper, not U+2011:
 * the site's subset fonts have no non-breaking hyphen, and a fallback glyph would show).
 */
export function keepClitics(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CLITIC)) {
    if (!isCliticForm(match[0])) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

/** The same for HTML already escaped (a Markdown heading's inner HTML); tags are left as they are. */
export function keepCliticsHtml(html: string): string {
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_all, tag: string | undefined, text: string | undefined) =>
    tag ?? text!.replace(CLITIC, (word) => (isCliticForm(word) ? `<span class="whitespace-nowrap">${word}</span>` : word)),
  );
}

/**
 * Ranges set with an en dash: between figures closed up ("2-4 săptămâni" → "2–4 săptămâni", "09:00 - 18:00"
 * → "09:00–18:00", "1.000 - 3.000 RON" → "1.000–3.000 RON"), between words spaced ("Luni - Vineri" →
 * "Luni – Vineri"). The content keeps the specification's constants as written; only their display changes.
 */
export function enDashRanges(text: string): string {
  return text.replace(/(\d)\s*-\s*(?=\d)/g, '$1–').replace(/([\p{L}\p{M}]) - (?=[\p{L}\p{M}])/gu, '$1 – ');
}

/** A range of two times, as the opening hours show it. */
export const timeRange = (from: string, to: string) => `${from}–${to}`;
