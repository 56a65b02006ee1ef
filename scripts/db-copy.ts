/**
 * Copies the forms data from a SQLite file (forms.db) into a PostgreSQL database: leads, newsletter
 * subscribers (with their consent times and tokens, so links already sent keep working) and the e-mails
 * still waiting in the outbox (with their Message-IDs). Sent e-mails are a delivery log and stay behind.
 *
 *   DATABASE_URL=postgres://user:pass@host/forms npm run db:copy
 *   npm run db:copy -- --from data/forms.db --to postgres://…
 *
 * Idempotent: ids are kept, a row already copied is left as it is, so running it again copies nothing.
 * The target must be empty or hold an earlier copy of the same file: if it holds other leads, nothing is
 * copied. Stop the server that writes the SQLite file first (or copy again just before switching).
 */
import '@/server/env';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DB_FILE, describeDatabase, openDatabase } from '@/server/db';

function fail(message: string): never {
  console.error(`db:copy: ${message}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}. Try --help.`);
}
if (values.help) {
  console.log(
    'Usage: npm run db:copy -- [--from data/forms.db] [--to postgres://…] (default: DATA_DIR, DATABASE_URL)',
  );
  process.exit(0);
}

const from = path.resolve(values.from ?? path.join(process.env.DATA_DIR?.trim() || 'data', DB_FILE));
const to = values.to ?? process.env.DATABASE_URL?.trim();
if (!fs.existsSync(from)) fail(`no SQLite database at ${from}`);
if (!to || !/^postgres(ql)?:\/\//i.test(to))
  fail('give the PostgreSQL database as DATABASE_URL or --to postgres://…');

type Row = Record<string, unknown>;
const source = new Database(from, { readonly: true, fileMustExist: true });
const columns = (table: string) =>
  new Set((source.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
const read = (sql: string) => source.prepare(sql).all() as Row[];
const leads = read('SELECT * FROM leads ORDER BY id');
const subscribers = read('SELECT * FROM subscribers ORDER BY id');
// Only what is still to be sent: sent and abandoned e-mails are a log, without their content.
const outbox = read('SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY id');
const hasMessageId = columns('outbox').has('message_id');
// Schema 9: the consultations booked on the site (each belongs to a lead, copied first).
const bookings = columns('bookings').size > 0 ? read('SELECT * FROM bookings ORDER BY id') : [];
const sourceColumns: Record<string, Set<string>> = {
  leads: columns('leads'),
  bookings: columns('bookings'),
  subscribers: columns('subscribers'),
  outbox: columns('outbox'),
};
// Schema 7: the key that signs the owner's status links (links already e-mailed keep working), and the
// GDPR records, which must outlive any move: the requests answered and the erased addresses' hashes.
const hasSchema7 = columns('secrets').size > 0;
const secrets = hasSchema7 ? read('SELECT name, value FROM secrets') : [];
const suppressions = hasSchema7 ? read('SELECT address_hash, created_at FROM suppressions') : [];
const gdprRequests = hasSchema7 ? read('SELECT at, action, address_hash FROM gdpr_requests ORDER BY at') : [];
source.close();

const LEAD_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'company',
  'services',
  'budget',
  'message',
  // Schema 6 and 7: the ref the owner's status links name, where the lead came from, its status and reminder.
  'ref',
  'page',
  'landing',
  'referrer',
  'language',
  'status',
  'status_at',
  'due_at',
  'reminded_at',
];
const BOOKING_COLUMNS = ['id', 'ref', 'lead_ref', 'start_at', 'end_at', 'topic', 'status', 'status_at', 'remind_at', 'reminded_at'];
const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'status',
  'source',
  'created_at',
  'consent_at',
  'confirm_token_hash',
  'confirm_sent_at',
  'unsubscribe_token_hash',
  'unsubscribed_at',
  'consent_version',
];
const OUTBOX_COLUMNS = [
  'id',
  'kind',
  'lead_id',
  'subscriber_id',
  'payload',
  'created_at',
  'attempts',
  'next_attempt_at',
  'last_error',
  'message_id',
];

const target = await openDatabase({ databaseUrl: to, poolSize: 1 }).catch((error: Error) =>
  fail(`cannot open ${describeDatabase({ databaseUrl: to })}: ${error.message}`),
);
let exitCode = 0;
try {
  const counts = await target.transaction(async (tx) => {
    // Only one copy at a time, and nobody else writing leads meanwhile.
    await tx.exec('LOCK TABLE leads, bookings, subscribers, outbox IN SHARE ROW EXCLUSIVE MODE');
    // Empty, or an earlier copy of this file: every lead already there must be the same lead.
    const present = await tx.all<{ id: number; created_at: string; email: string }>(
      'SELECT id, created_at, email FROM leads',
    );
    const mine = new Map(leads.map((l) => [Number(l.id), `${String(l.created_at)} ${String(l.email)}`]));
    const foreign = present.filter((l) => mine.get(l.id) !== `${l.created_at} ${l.email}`);
    if (foreign.length > 0)
      throw new Error(
        `the target already holds ${foreign.length} lead(s) that are not in ${from}: copy into an empty database`,
      );

    const insert = async (table: string, wanted: string[], rows: Row[], fix: (row: Row) => Row = (r) => r) => {
      // A file from before a migration lacks its columns: those keep the target's defaults.
      const present = sourceColumns[table]!;
      const cols = wanted.filter((c) => present.has(c));
      let copied = 0;
      const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`;
      for (const row of rows) {
        const fixed = fix(row);
        copied += await tx.run(
          sql,
          cols.map((c) => fixed[c] ?? null),
        );
      }
      // New rows continue after the copied ids.
      await tx.value(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${table}), false)`,
      );
      return { copied, already: rows.length - copied, total: rows.length };
    };
    // The copy's key replaces one the empty target may have made at its first start (no link was sent from it).
    for (const row of secrets)
      await tx.run('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [
        row.name,
        row.value,
      ]);
    for (const row of suppressions)
      await tx.run('INSERT INTO suppressions (address_hash, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [
        row.address_hash,
        row.created_at,
      ]);
    for (const row of gdprRequests)
      await tx.run(
        `INSERT INTO gdpr_requests (at, action, address_hash) SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT)
          WHERE NOT EXISTS (SELECT 1 FROM gdpr_requests WHERE at = ? AND action = ? AND address_hash = ?)`,
        [row.at, row.action, row.address_hash, row.at, row.action, row.address_hash],
      );
    return {
      leads: await insert('leads', LEAD_COLUMNS, leads),
      bookings: await insert('bookings', BOOKING_COLUMNS, bookings),
      subscribers: await insert('subscribers', SUBSCRIBER_COLUMNS, subscribers),
      // Rows queued before SQLite's migration 2 have no Message-ID yet: the worker gives them one.
      outbox: await insert('outbox', OUTBOX_COLUMNS, outbox, (row) =>
        hasMessageId ? row : { ...row, message_id: null },
      ),
    };
  });
  console.log(`db:copy: ${from} → ${describeDatabase({ databaseUrl: to })}`);
  for (const [table, c] of Object.entries(counts))
    console.log(`  ${table.padEnd(12)} ${c.total} in SQLite: ${c.copied} copied, ${c.already} already there`);
} catch (error) {
  console.error(`db:copy: nothing copied: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await target.close();
}
process.exit(exitCode);
