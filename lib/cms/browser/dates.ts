/**
 * The editor's dates: stored as the content files have them ("2026-09-29", lib/content.ts), shown and typed
 * the Romanian way, "29.09.2026" (zz.ll.aaaa). Plain string work, no Date in between, so no time zone can
 * move a day; only "today" needs one: the owner's, Europe/Bucharest. No Node import: runs in the browser.
 */

export const DATE_PLACEHOLDER = 'zz.ll.aaaa';
export const DATE_TIME_ZONE = 'Europe/Bucharest';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 29.09.2026, 29/9/2026, 29-09-2026 (day first, as Romanians write it), or 2026-09-29 pasted as it is. */
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-09-29" → "29.09.2026"; a value that is not such a date is shown as it is. (An unquoted YAML date
 * reaches the editor as a Date at midnight UTC: its calendar day.)
 */
export function formatRoDate(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) value = value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return '';
  const match = ISO.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** "29.09.2026" (or 29/9/2026, 2026-09-29) → "2026-09-29"; null when it is not a real calendar date. */
export function parseRoDate(text: string): string | null {
  const value = text.trim();
  let year: number, month: number, day: number;
  const iso = ISO.exec(value);
  const dayFirst = DAY_FIRST.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])];
  else return null;
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today in a time zone, as stored: "2026-09-29". */
export function todayIn(timeZone: string = DATE_TIME_ZONE, now: Date = new Date()): string {
  // en-CA writes ISO dates (YYYY-MM-DD); the parts are read by type, not by position, to be safe.
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
