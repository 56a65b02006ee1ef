/**
 * When an entry is on the site. An article dated after today (in Bucharest) waits for its day; `draft: true`
 * keeps an article or a case study out until it is switched off. Both are left out of every production
 * build: the pages, the lists and their counts, the sitemap, the feeds and the search index all come from
 * lib/content.ts, which drops them. `npm run dev` and the editor's preview show them, marked.
 *
 * The deploy workflow rebuilds once a day, so a scheduled post appears on its day without a push.
 */

export const SITE_TIME_ZONE = 'Europe/Bucharest';

/** Why an entry is not on the site yet. */
export type Unpublished = 'draft' | 'scheduled';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in Bucharest as YYYY-MM-DD. `SITE_NOW` (an ISO date or time) sets the clock: the tests' clock, or a
 * build made ahead of a day.
 */
export function siteToday(
  env: Record<string, string | undefined> = process.env,
  now: number = Date.now(),
): string {
  const at = env.SITE_NOW?.trim() ? new Date(env.SITE_NOW.trim()) : new Date(now);
  if (Number.isNaN(at.getTime()))
    throw new Error(
      `SITE_NOW must be an ISO date or time (2026-12-10, 2026-12-10T08:00+02:00), got "${env.SITE_NOW}"`,
    );
  return DAY.format(at);
}

/** `npm run dev` (next dev) and the editor's preview show unpublished entries, marked; a build never does. */
export function showsUnpublished(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'development' || env.SITE_SHOW_UNPUBLISHED === '1';
}

/** Why the entry is not on the site on `today`, or undefined when it is. */
export function unpublished(
  entry: { draft?: boolean; date?: string },
  today: string,
): Unpublished | undefined {
  if (entry.draft) return 'draft';
  if (entry.date && entry.date > today) return 'scheduled';
  return undefined;
}
