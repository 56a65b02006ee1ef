import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type DB = Database.Database;

export const DB_FILE = 'forms.db';

type Migration = { version: number; name: string; sql: string };

/**
 * Schema changes, in order. Never edit an applied migration: add a new one. Each runs in its own
 * transaction together with its row in schema_migrations, so a crash leaves it applied or not at all.
 */
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'leads, outbox, subscribers',
    sql: `
      -- Only what answering the enquiry needs: no IP address, no user agent.
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        company TEXT,
        services TEXT NOT NULL,
        budget TEXT,
        message TEXT NOT NULL
      );
      CREATE INDEX leads_created_at ON leads (created_at);

      CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        source TEXT NOT NULL,
        created_at TEXT NOT NULL,
        -- The proof of consent: when the confirmation link was opened.
        consent_at TEXT,
        confirm_token_hash TEXT UNIQUE,
        confirm_sent_at TEXT,
        unsubscribe_token TEXT NOT NULL UNIQUE,
        unsubscribed_at TEXT
      );

      -- Durable e-mail queue: rows are written in the same transaction as the lead or sign-up.
      -- payload is cleared once sent, so the lead's text is not kept twice.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        lead_id INTEGER REFERENCES leads (id) ON DELETE CASCADE,
        subscriber_id INTEGER REFERENCES subscribers (id) ON DELETE CASCADE,
        payload TEXT,
        created_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error TEXT,
        sent_at INTEGER,
        failed_at INTEGER
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
    `,
  },
  {
    version: 2,
    name: 'outbox message_id',
    // One Message-ID per queued e-mail, kept across attempts: when a crash makes us send a message twice,
    // mail clients see the same Message-ID and show it once. Nullable because SQLite cannot add a NOT NULL
    // column without a default; rows queued before this migration get theirs when the worker first claims
    // them (server/mail/outbox.ts), still before their first delivery attempt.
    sql: `
      ALTER TABLE outbox ADD COLUMN message_id TEXT;
      CREATE UNIQUE INDEX outbox_message_id ON outbox (message_id);
    `,
  },
  {
    version: 3,
    name: 'mail to strangers: one auto-reply per recipient a day, an hourly ceiling',
    sql: `
      -- Who was sent a contact auto-reply or a newsletter confirmation, and when: at most one of each per
      -- recipient in 24 hours, however many forms name the address. Keyed "purpose:recipientKey"
      -- (server/mail/limits.ts); rows older than a day go.
      CREATE TABLE recipient_daily_mail (
        recipient TEXT PRIMARY KEY,
        sent_at INTEGER NOT NULL
      );
      -- Messages to addresses other than the owner's, per clock hour (ms of the hour's start): the
      -- site-wide ceiling. A message past it waits in the outbox (held = 1) until a later hour.
      CREATE TABLE stranger_mail_hours (
        hour INTEGER PRIMARY KEY,
        sent INTEGER NOT NULL
      );
      ALTER TABLE outbox ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
      -- Notices to the owner that go out at most once a day (the ceiling was reached).
      CREATE TABLE owner_notices (
        kind TEXT PRIMARY KEY,
        sent_at INTEGER NOT NULL
      );
    `,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

function migrate(db: DB): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const newest = Math.max(0, ...applied);
  if (newest > SCHEMA_VERSION) {
    throw new Error(
      `The database is at schema version ${newest}, newer than this code (${SCHEMA_VERSION}). Update the code.`,
    );
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

/**
 * Opens (creating if needed) the forms database under dataDir and brings its schema up to date.
 * WAL lets the CSV export read while the server writes; synchronous=FULL makes every commit reach the
 * disk before we answer 201, so neither a killed process nor a power cut loses an acknowledged lead.
 */
export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): DB {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: options.readonly ?? false });
  // Another process (the CSV export, a second server) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
  }
  return db;
}
