/**
 * Exports the contact-form leads as CSV (UTF-8 with BOM, so Excel shows ă î ș ț).
 *
 *   npm run leads                                   all leads to the terminal
 *   npm run leads -- --from 2026-01-01 --to 2026-03-31 --out leads.csv
 *
 * Options: --from / --to (YYYY-MM-DD, Bucharest calendar days, both inclusive), --out FILE,
 * --separator "," (default ";", what Excel with Romanian settings expects), --data-dir DIR (default
 * DATA_DIR or ./data). With DATABASE_URL set, the leads come from that PostgreSQL database instead.
 * Safe to run while the server is running.
 */
import '@/server/env';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DB_FILE, openDatabase } from '@/server/db';
import type { LeadRow } from '@/server/leads-csv';
import { leadsToCsv, selectLeads } from '@/server/leads-csv';

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
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}. Try --help.`);
}

if (values.help) {
  console.log(
    'Usage: npm run leads -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv] [--separator ";"|","] [--data-dir DIR]',
  );
  process.exit(0);
}
if (values.separator !== ';' && values.separator !== ',') fail('--separator must be ";" or ","');

const dataDir = path.resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || 'data'));
const databaseUrl = values['data-dir'] ? undefined : process.env.DATABASE_URL?.trim() || undefined;
let rows: LeadRow[] = [];
if (databaseUrl || fs.existsSync(path.join(dataDir, DB_FILE))) {
  let db;
  try {
    db = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
    rows = await selectLeads(db, { from: values.from, to: values.to });
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

const csv = leadsToCsv(rows, values.separator);
if (values.out) {
  fs.writeFileSync(values.out, csv);
  console.error(`leads: ${rows.length} ${rows.length === 1 ? 'lead' : 'leads'} written to ${values.out}`);
} else {
  process.stdout.write(csv);
}
