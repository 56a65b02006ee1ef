/**
 * The leads from the Cloudflare host's D1 database, for `npm run leads -- --cloudflare [--local]`.
 *
 * There is no D1 driver outside a Worker: the export asks the repository's own wrangler, which reads
 * wrangler.jsonc (the `forms` database) and prints the rows as JSON. `--remote` needs the owner's
 * `npx wrangler login` or CLOUDFLARE_API_TOKEN; `--local` reads the copy `npm run preview:cloudflare`
 * keeps on this machine (`--persist-to`, no account, no network).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LeadRow } from '@/server/leads-csv';
import { startOfDayInRomania } from '@/server/leads-csv';
import { OUTBOX_STATS_SQL, outboxStatsOf, type OutboxStats } from '@/server/mail/queue';

/** The database's name in wrangler.jsonc (`d1_databases[].database_name`). */
export const D1_DATABASE = 'forms';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** An instant as `toISOString()` writes it: the only text ever spliced into the SQL below. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function instantLiteral(instant: Date): string {
  const text = instant.toISOString();
  if (!ISO_INSTANT.test(text)) throw new Error(`${text} is out of range`);
  return `'${text}'`;
}

/** "2026-02-28" → "2026-03-01" (the day was validated by startOfDayInRomania before). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The same rows, in the same order, as `selectLeads` on SQLite and PostgreSQL. `wrangler d1 execute`
 * takes one command string and no bound parameters, so the bounds go in as literals; each is first
 * parsed strictly as a calendar day (a bad date throws here, before anything runs) and then written
 * back by `toISOString()`, so no text the user typed reaches the SQL.
 */
export function d1LeadsQuery(range: { from?: string; to?: string }): string {
  const where: string[] = [];
  if (range.from) where.push(`created_at >= ${instantLiteral(startOfDayInRomania(range.from))}`);
  // --to is inclusive: everything before the next day starts.
  if (range.to) {
    startOfDayInRomania(range.to); // validates the day itself
    where.push(`created_at < ${instantLiteral(startOfDayInRomania(nextDay(range.to)))}`);
  }
  return [
    'SELECT id, created_at, name, email, phone, company, services, budget, message, page, landing, referrer, status, status_at, due_at, reminded_at FROM leads',
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    'ORDER BY created_at, id',
  ]
    .filter(Boolean)
    .join(' ');
}

export type D1Target = { local: true; persistTo: string } | { local: false };

/** The wrangler the repository pins (package.json), run by this Node: no npx, no shell, no download. */
function wranglerBin(): string {
  return createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
}

/**
 * `wrangler d1 execute forms --json --command <sql>` prints `[{"results":[…],"success":true,"meta":…}]`,
 * or on failure `{"error":{"text":"…"}}` (and exits 1).
 */
export function parseD1Output(stdout: string): Record<string, unknown>[] {
  const text = stdout.trim();
  // Anything wrangler writes before the JSON (an update notice) is skipped.
  const start = text.search(/^[[{]/m);
  let data: unknown;
  try {
    data = JSON.parse(start === -1 ? text : text.slice(start));
  } catch {
    throw new Error(`wrangler did not answer with JSON: ${text.slice(0, 500) || '(nothing)'}`);
  }
  if (!Array.isArray(data)) {
    const error = (data as { error?: { text?: string } } | null)?.error?.text;
    throw new Error(error ? `wrangler: ${error}` : `unexpected answer from wrangler: ${text.slice(0, 500)}`);
  }
  const first = data[0] as { results?: unknown; success?: boolean; error?: string } | undefined;
  if (!first || first.success === false || !Array.isArray(first.results))
    throw new Error(`wrangler: ${first?.error ?? 'the query failed'}`);
  return first.results as Record<string, unknown>[];
}

/** One statement on D1 through the repository's wrangler, its rows as wrangler's JSON gives them. */
function executeD1(sql: string, target: D1Target): Record<string, unknown>[] {
  const args = [wranglerBin(), 'd1', 'execute', D1_DATABASE, '--json', '--command', sql];
  args.push(...(target.local ? ['--local', '--persist-to', target.persistTo] : ['--remote']));
  const result = spawnSync(process.execPath, args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // stdin and stderr stay the terminal's: wrangler's own messages (sign in, errors) reach the owner.
    stdio: ['inherit', 'pipe', 'inherit'],
    maxBuffer: 1024 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false' },
  });
  if (result.error) throw result.error;
  const rows = parseD1Output(result.stdout ?? '');
  if (result.status !== 0) throw new Error(`wrangler exited with ${result.status ?? result.signal}`);
  return rows;
}

export function selectLeadsFromD1(range: { from?: string; to?: string }, target: D1Target): LeadRow[] {
  return executeD1(d1LeadsQuery(range), target) as LeadRow[];
}

/** The Worker's outbox counts (server/mail/queue.ts), for the report of open leads: is mail failing? */
export function outboxStatsFromD1(target: D1Target, now = Date.now()): OutboxStats {
  return outboxStatsOf(executeD1(OUTBOX_STATS_SQL, target)[0], now);
}
