/**
 * `npm run newsletter -- … --cloudflare [--local]`: the same commands on the Worker's D1 database. There
 * is no D1 driver outside a Worker, so, as `npm run leads -- --cloudflare` does (scripts/leads-cloudflare.ts),
 * the repository's own wrangler runs the SQL: reads with `--command` (JSON back), the send as one SQL file
 * with `--file`. The file holds the very statements the Node stores run (server/mail/newsletter.ts), their
 * parameters written in as SQL literals. The Worker's cron then sends the queued letters under the cap.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressHash } from '@/server/core/gdpr';
import {
  deliveryStatements,
  orphanDeliveriesStatement,
  retryFailedStatement,
  type Letter,
  type LetterBrand,
} from '@/server/mail/newsletter';
import type { Statement } from '@/server/sql';
import { D1_DATABASE, parseD1Output, wranglerBin, type D1Target } from '@/scripts/leads-cloudflare';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** A parameter as an SQL literal: NULL, an integer, or a quoted string ('' for a quote). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`cannot write ${typeof value} as SQL`);
}

/** The statement with each `?` (outside quotes) replaced by its parameter as a literal. */
export function inline({ text, params = [] }: Statement): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, i + 1);
      out += text.slice(i, end + 1);
      i = end;
    } else if (char === '?') {
      if (next >= params.length) throw new Error('more placeholders than parameters');
      out += sqlLiteral(params[next++]);
    } else out += char;
  }
  if (next !== params.length) throw new Error('more parameters than placeholders');
  return out;
}

function wrangler(args: string[], target: D1Target): string {
  const full = [wranglerBin(), 'd1', 'execute', D1_DATABASE, '--json', ...args];
  full.push(...(target.local ? ['--local', '--persist-to', target.persistTo] : ['--remote']));
  const result = spawnSync(process.execPath, full, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'inherit'],
    maxBuffer: 1024 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !result.stdout)
    throw new Error(`wrangler exited with ${result.status ?? result.signal}`);
  return result.stdout ?? '';
}

/** Rows of one SELECT (parameters written in as literals). */
export function queryD1<T>(statement: Statement, target: D1Target): T[] {
  return parseD1Output(wrangler(['--command', inline(statement)], target)) as T[];
}

/**
 * The SQL file that queues `letter` on D1: repair and retry first, then for each subscriber the pair of
 * statements the Node stores run in one batch (each pair guarded by the row's Message-ID, so a pair is
 * all or nothing even if the file were not one transaction).
 */
export async function d1SendScript(
  letter: Letter,
  brand: LetterBrand,
  subscribers: { id: number; email: string; language: string }[],
  suppressed: ReadonlySet<string>,
  now: number,
): Promise<{ sql: string; count: number }> {
  // One line per statement: the SQL's own white space folded before the parameters go in, never inside them.
  const line = (statement: Statement) =>
    `${inline({ ...statement, text: statement.text.replace(/\s+/g, ' ').trim() })};`;
  const lines = [line(retryFailedStatement(letter.slug, now)), line(orphanDeliveriesStatement(letter.slug))];
  let count = 0;
  for (const row of subscribers) {
    if (suppressed.has(await addressHash(row.email))) continue;
    const language = row.language === 'en' ? 'en' : 'ro';
    for (const statement of await deliveryStatements(
      letter,
      { id: Number(row.id), email: row.email, language },
      brand,
      now,
    ))
      lines.push(line(statement));
    count += 1;
  }
  return { sql: `${lines.join('\n')}\n`, count };
}

/** Runs an SQL file on D1; the file is removed afterwards (it holds addresses). */
export function executeD1File(sql: string, target: D1Target): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-d1-'));
  const file = path.join(dir, 'send.sql');
  try {
    fs.writeFileSync(file, sql, { mode: 0o600 });
    parseD1Output(wrangler(['--file', file, '--yes'], target));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
