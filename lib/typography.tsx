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
const CLITIC = String.raw`[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+`;
const isCliticForm = (word: string) => word.split('-').some((part) => part.length <= 3);

/**
 * A figure and its unit ("24 de ore", "150–400 RON", "1,5 secunde", "3–5 pages"): a phone's line must not
 * leave "24 de" at its end and "ore" on the next, or "150–" alone. The units are the ones the content uses;
 * a figure before any other word ("1.200 de urmăritori") may still break.
 */
const UNITS = 'RON|lei|EUR|ore|oră|zile|zi|minute|secunde|săptămâni|săptămână|luni|lună|ani|pagini|hours|days|weeks|months|years|minutes|seconds|pages';
const FIGURE = String.raw`(?<![\p{L}\p{N}])\d[\d.,]*(?:\s?[–-]\s?\d[\d.,]*)?\s(?:de\s)?(?:${UNITS})(?![\p{L}\p{M}])`;

/** Either kind; a match with a figure in it is a figure, else a hyphenated word kept only if a clitic form. */
const WHOLE = new RegExp(`${FIGURE}|${CLITIC}`, 'gu');
const keep = (match: string) => /\d/.test(match) || isCliticForm(match);

/**
 * Text with each clitic form and each figure with its unit wrapped in a `white-space: nowrap` span (a
 * wrapper, not U+2011 or U+00A0: the site's subset fonts have no non-breaking hyphen, and the text stays
 * the same for search, copy and tests).
 */
export function keepWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WHOLE)) {
    if (!keep(match[0])) continue;
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

/**
 * The same for HTML already escaped (a Markdown body): tags are left as they are, and nothing inside a
 * `<pre>` or `<code>` is touched.
 */
export function keepWholeHtml(html: string): string {
  let code = 0;
  return html.replace(/(<[^>]*>)|([^<]+)/g, (_all, tag: string | undefined, text: string | undefined) => {
    if (tag) {
      if (/^<(pre|code)[\s>]/i.test(tag)) code++;
      else if (/^<\/(pre|code)>/i.test(tag)) code = Math.max(0, code - 1);
      return tag;
    }
    return code > 0 ? text! : text!.replace(WHOLE, (word) => (keep(word) ? `<span class="whitespace-nowrap">${word}</span>` : word));
  });
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

/**
 * An article card's data with its title and excerpt as shown (`heading`, `summary`) where `keepWhole`
 * changes them, set on the server so a client list needs no copy of this module.
 */
export function typesetCard<T extends { title: string; excerpt: string }>(card: T): T & { heading?: ReactNode; summary?: ReactNode } {
  const heading = keepWhole(card.title);
  const summary = keepWhole(card.excerpt);
  return {
    ...card,
    ...(typeof heading === 'string' ? {} : { heading }),
    ...(typeof summary === 'string' ? {} : { summary }),
  };
}
