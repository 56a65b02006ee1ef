/**
 * Exports the contact-form leads as CSV (UTF-8 with BOM, so Excel shows ă î ș ț).
 *
 *   npm run leads                                   all leads to the terminal
 *   npm run leads -- --from 2026-01-01 --to 2026-03-31 --out leads.csv
 *   npm run leads -- --cloudflare                   from the site's D1 database on Cloudflare
 *   npm run leads -- --cloudflare --local           from npm run preview:cloudflare's local D1
 *   npm run leads -- --open                         the leads still waiting for an answer, in the terminal
 *   npm run leads -- --by-page                      leads per month and landing page
 *
 * Options: --from / --to (YYYY-MM-DD, Bucharest calendar days, both inclusive), --out FILE,
 * --separator "," (default ";", what Excel with Romanian settings expects), --data-dir DIR (default
 * DATA_DIR or ./data). With DATABASE_URL set, the leads come from that PostgreSQL database instead.
 * --cloudflare reads the Worker's D1 database through wrangler (signed in with `npx wrangler login` or
 * CLOUDFLARE_API_TOKEN); with --local, the preview's copy in <data dir>/cloudflare, or --persist-to DIR.
 * Safe to run while the server is running.
 */
import '@/server/env';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportPath } from '@/scripts/exports-dir';
import { pluralRo } from '@/lib/text';
import { DB_FILE, openDatabase } from '@/server/db';
import { MAIL_FAILING_AFTER, outboxStats, type OutboxStats } from '@/server/mail/queue';
import type { LeadRow } from '@/server/leads-csv';
import { bucharestTime, leadsByPage, leadsToCsv, selectLeads, STATUS_LABEL } from '@/server/leads-csv';
import { outboxStatsFromD1, selectLeadsFromD1 } from '@/scripts/leads-cloudflare';

function fail(message: string): never {
  console.error(`leads: ${message}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string', short: 'o' },
      separator: { type: 'string', default: ';' },
      'data-dir': { type: 'string' },
      cloudflare: { type: 'boolean' },
      local: { type: 'boolean' },
      'persist-to': { type: 'string' },
      open: { type: 'boolean' },
      'by-page': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}. Try --help.`);
}

if (values.help) {
  console.log(
    'Usage: npm run leads -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--separator ";"|","]\n' +
      '                        [--data-dir DIR | --cloudflare [--local [--persist-to DIR]]] [--open | --by-page]',
  );
  process.exit(0);
}
if (values.separator !== ';' && values.separator !== ',') fail('--separator must be ";" or ","');
if (values.open && values['by-page']) fail('--open and --by-page are two different reports: pick one');
if (values.local && !values.cloudflare) fail("--local goes with --cloudflare (the preview's local D1)");
if (values['persist-to'] && !values.local) fail('--persist-to goes with --cloudflare --local');

const dataDir = path.resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || 'data'));
const databaseUrl = values['data-dir'] ? undefined : process.env.DATABASE_URL?.trim() || undefined;
// Where npm run preview:cloudflare keeps its local D1 (wrangler --persist-to).
const persistTo = path.resolve(values['persist-to'] ?? path.join(dataDir, 'cloudflare'));
let rows: LeadRow[] = [];
/** The outbox's state, for --open's first line when mail is failing (server/mail/queue.ts). */
let mail: OutboxStats | undefined;
if (values.cloudflare && values.local && !fs.existsSync(persistTo)) {
  console.error(
    `leads: no local Cloudflare database at ${persistTo} yet (npm run preview:cloudflare makes it); writing the header only.`,
  );
} else if (values.cloudflare) {
  try {
    const target = values.local ? ({ local: true, persistTo } as const) : ({ local: false } as const);
    rows = selectLeadsFromD1({ from: values.from, to: values.to }, target);
    // The Worker's outbox, as on Node: the report's first line says when mail is failing.
    if (values.open) mail = outboxStatsFromD1(target);
  } catch (error) {
    fail((error as Error).message);
  }
} else if (databaseUrl || fs.existsSync(path.join(dataDir, DB_FILE))) {
  let db;
  try {
    db = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
    rows = await selectLeads(db, { from: values.from, to: values.to });
    if (values.open) mail = await outboxStats(db);
  } catch (error) {
    fail((error as Error).message);
  } finally {
    await db?.close();
  }
} else {
  console.error(
    `leads: no database at ${path.join(dataDir, DB_FILE)} yet (no lead received); writing the header only.`,
  );
}

/** The leads still waiting for an answer, oldest first, with their reminder; and the counts of each status. */
function openReport(all: LeadRow[]): string {
  const open = all.filter((row) => (row.status ?? 'new') === 'new');
  const count = (status: string) => all.filter((row) => (row.status ?? 'new') === status).length;
  const lines = [
    `Cereri fără răspuns: ${open.length} (din ${all.length}: ${count('answered')} cu răspuns, ${count('spam')} spam)`,
  ];
  // First of all: e-mails are not leaving, so these leads never reached the inbox either.
  if (mail && mail.failing > 0)
    lines.unshift(
      `ATENȚIE: trimiterea e-mailurilor eșuează: ${pluralRo(mail.failing, 'mesaj a eșuat', 'mesaje au eșuat')} de ${MAIL_FAILING_AFTER} ori sau mai mult și ${pluralRo(mail.pending, 'mesaj așteaptă', 'mesaje așteaptă')} în coadă. Verifică contul de e-mail cu npm run mail:test.`,
      '',
    );
  for (const row of open) {
    const reminder = row.reminded_at
      ? `memento trimis ${bucharestTime(row.reminded_at)}`
      : row.due_at
        ? `memento la ${bucharestTime(row.due_at)}`
        : 'fără memento';
    lines.push(`${bucharestTime(row.created_at)}  ${row.name} <${row.email}>  ${STATUS_LABEL.new}, ${reminder}`);
  }
  const changed = all.filter((row) => row.status_at).sort((a, b) => String(b.status_at).localeCompare(String(a.status_at)));
  if (changed.length > 0) {
    lines.push('', 'Ultimele marcate:');
    for (const row of changed.slice(0, 10))
      lines.push(`${bucharestTime(row.status_at!)}  ${row.name} <${row.email}>  ${STATUS_LABEL[row.status ?? 'new'] ?? row.status}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Leads per month and landing page: which articles and case studies bring clients. */
function byPageReport(all: LeadRow[]): string {
  const table = leadsByPage(all);
  const width = Math.max(24, ...table.map((r) => r.landing.length));
  const lines = [`${'Luna'.padEnd(8)}  ${'Prima pagină a vizitei'.padEnd(width)}  Cereri`];
  for (const row of table) lines.push(`${row.month.padEnd(8)}  ${(row.landing || '(necunoscută)').padEnd(width)}  ${row.leads}`);
  return `${lines.join('\n')}\n`;
}

if (values.open || values['by-page']) {
  const report = values.open ? openReport(rows) : byPageReport(rows);
  if (values.out) fs.writeFileSync(exportPath(values.out), report);
  else process.stdout.write(report);
  process.exit(0);
}

const csv = leadsToCsv(rows, values.separator);
if (values.out) {
  // A bare name goes into exports/, which git ignores (scripts/exports-dir.ts).
  const out = exportPath(values.out);
  fs.writeFileSync(out, csv);
  console.error(`leads: ${rows.length} ${rows.length === 1 ? 'cerere scrisă' : 'cereri scrise'} în ${out} (folder ignorat de git: nu ajunge într-un commit).`);
} else {
  process.stdout.write(csv);
}
