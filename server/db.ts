import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPool, PgSessionSql, PostgresSql, SqliteSql, type Engine, type Sql } from '@/server/sql';

export type { Engine, Sql } from '@/server/sql';
/** The forms database, whichever engine holds it. */
export type DB = Sql;

export const DB_FILE = 'forms.db';

export type Migration = {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
  /** Data changes SQL cannot say in both dialects (hashing), in the same transaction as the DDL. */
  data?: (tx: Sql) => Promise<void>;
};

/**
 * Schema changes, in order, one version number for both engines. Never edit an applied migration: add a
 * new one. Each runs in its own transaction together with its row in schema_migrations, so a crash leaves
 * it applied or not at all (PostgreSQL's DDL is transactional too).
 */
const SCHEMA_6 = `
      ALTER TABLE leads ADD COLUMN ref TEXT;
      CREATE UNIQUE INDEX leads_ref ON leads (ref);
      ALTER TABLE recipient_daily_mail ADD COLUMN claim TEXT;
      ALTER TABLE recipient_domain_daily ADD COLUMN claim TEXT;
      ALTER TABLE owner_notices ADD COLUMN claim TEXT;
    `;

/**
 * Schema 7 (issue 35): where each lead came from, its status and its reminder; the consent wording each
 * subscriber saw; what GDPR requests need. Statements both engines read alike (D1 is SQLite).
 */
const SCHEMA_7 = `
      -- The page the form was sent from, the visit's landing page, the referrer's host (no cookie: the
      -- visitor's sessionStorage, sent with the form).
      ALTER TABLE leads ADD COLUMN page TEXT;
      ALTER TABLE leads ADD COLUMN landing TEXT;
      ALTER TABLE leads ADD COLUMN referrer TEXT;
      -- The form's language ('ro', 'en'): the reminder repeats the lead as the first e-mail did.
      ALTER TABLE leads ADD COLUMN language TEXT;
      -- new → answered or spam, set by the signed links in the owner's e-mail.
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'spam'));
      ALTER TABLE leads ADD COLUMN status_at TEXT;
      -- When the owner is reminded of an unanswered lead (ms), who is queueing that reminder, and when it was.
      ALTER TABLE leads ADD COLUMN due_at BIGINT;
      ALTER TABLE leads ADD COLUMN reminder_claim TEXT;
      ALTER TABLE leads ADD COLUMN reminder_claimed_at BIGINT;
      ALTER TABLE leads ADD COLUMN reminded_at BIGINT;
      CREATE INDEX leads_due ON leads (due_at) WHERE reminded_at IS NULL AND status = 'new';
      -- Which version of the consent text the subscriber saw (a hash of its wording: git finds the text).
      ALTER TABLE subscribers ADD COLUMN consent_version TEXT;
      -- Server secrets every instance shares (the key that signs the owner's status links).
      CREATE TABLE secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      -- Status links already used (the hash of each): a link works once.
      CREATE TABLE used_links (
        hash TEXT PRIMARY KEY,
        used_at BIGINT NOT NULL
      );
      -- GDPR requests answered (articles 15 and 17): when, what, whose (a hash of the address, never the address).
      CREATE TABLE gdpr_requests (
        at TEXT NOT NULL,
        action TEXT NOT NULL,
        address_hash TEXT NOT NULL
      );
      -- Erased addresses the newsletter must never mail again (hashes only).
      CREATE TABLE suppressions (
        address_hash TEXT PRIMARY KEY,
        created_at TEXT NOT NULL
      );
    `;

/**
 * Schema 8 (issue 47): the newsletter's letters. One row per letter and subscriber, its primary key the
 * pair: a letter goes to an address once, however often `npm run newsletter -- send` runs, crashes or
 * runs twice at once. The row and its outbox message are written in one batch (server/mail/newsletter.ts),
 * linked by the message's unique Message-ID; the row also keeps the hash of the unsubscribe link that
 * message carries, and when the outbox sent it. Statements both engines (and D1) read alike.
 */
const SCHEMA_8 = `
      -- The language of the form the subscriber signed up with ('ro', 'en'): the letter's version they get.
      -- Older rows: the prefix of their consent_version, else Romanian.
      ALTER TABLE subscribers ADD COLUMN language TEXT;
      CREATE TABLE newsletter_deliveries (
        slug TEXT NOT NULL,
        subscriber_id BIGINT NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        message_id TEXT NOT NULL UNIQUE,
        unsubscribe_token_hash TEXT NOT NULL UNIQUE,
        queued_at BIGINT NOT NULL,
        sent_at BIGINT,
        PRIMARY KEY (slug, subscriber_id)
      );
      CREATE INDEX newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id);
      -- Letters sent per clock hour (ms of the hour's start): the owner's cap, NEWSLETTER_PER_HOUR.
      CREATE TABLE newsletter_hours (
        hour BIGINT PRIMARY KEY,
        sent INTEGER NOT NULL
      );
    `;

/**
 * Schema 9 (issue 48): the free consultation booked on the site. A booking belongs to a lead (its name,
 * address, phone and language live there once, so the CSV, GDPR export and erase, and retention treat it
 * as one; erasing or expiring the lead takes its booking with it). The partial unique index is what
 * keeps one slot to one booking, on every engine and under any concurrency: a second insert for a start
 * still pending or confirmed fails, and a cancelled or refused booking no longer holds its slot.
 */
const bookingsTable = (id: string) => `
      CREATE TABLE bookings (
        id ${id},
        ref TEXT NOT NULL UNIQUE,
        lead_ref TEXT NOT NULL REFERENCES leads (ref) ON DELETE CASCADE,
        -- The slot, as instants (ms since the epoch, UTC); its wall time is Europe/Bucharest's.
        start_at BIGINT NOT NULL,
        end_at BIGINT NOT NULL,
        topic TEXT NOT NULL,
        -- pending (booked, the owner has not answered) → confirmed or refused; cancelled by either side.
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'refused', 'cancelled')),
        status_at BIGINT,
        -- The visitor's reminder the day before (ms), who is queueing it and when it was queued.
        remind_at BIGINT,
        reminder_claim TEXT,
        reminder_claimed_at BIGINT,
        reminded_at BIGINT
      );
      CREATE UNIQUE INDEX bookings_slot ON bookings (start_at) WHERE status IN ('pending', 'confirmed');
      CREATE INDEX bookings_lead ON bookings (lead_ref);
      CREATE INDEX bookings_remind ON bookings (remind_at) WHERE reminded_at IS NULL;
    `;

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'leads, outbox, subscribers',
    sqlite: `
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
    postgres: `
      CREATE TABLE leads (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        -- ISO 8601 text, as in SQLite: compared as text, so byte order ("C"), never a locale's.
        created_at TEXT COLLATE "C" NOT NULL,
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
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        email TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        source TEXT NOT NULL,
        created_at TEXT COLLATE "C" NOT NULL,
        consent_at TEXT COLLATE "C",
        confirm_token_hash TEXT UNIQUE,
        confirm_sent_at TEXT COLLATE "C",
        unsubscribe_token TEXT NOT NULL UNIQUE,
        unsubscribed_at TEXT COLLATE "C"
      );
      -- SQLite's COLLATE NOCASE: one subscriber per address whatever its case.
      CREATE UNIQUE INDEX subscribers_email ON subscribers (lower(email));

      CREATE TABLE outbox (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        kind TEXT NOT NULL,
        lead_id BIGINT REFERENCES leads (id) ON DELETE CASCADE,
        subscriber_id BIGINT REFERENCES subscribers (id) ON DELETE CASCADE,
        payload TEXT,
        created_at BIGINT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        last_error TEXT,
        sent_at BIGINT,
        failed_at BIGINT
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
    sqlite: `
      ALTER TABLE outbox ADD COLUMN message_id TEXT;
      CREATE UNIQUE INDEX outbox_message_id ON outbox (message_id);
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN message_id TEXT;
      CREATE UNIQUE INDEX outbox_message_id ON outbox (message_id);
    `,
  },
  {
    version: 3,
    name: 'mail to strangers: one auto-reply per recipient a day, an hourly ceiling',
    sqlite: `
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
    postgres: `
      CREATE TABLE recipient_daily_mail (
        recipient TEXT PRIMARY KEY,
        sent_at BIGINT NOT NULL
      );
      CREATE TABLE stranger_mail_hours (
        hour BIGINT PRIMARY KEY,
        sent INTEGER NOT NULL
      );
      ALTER TABLE outbox ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE owner_notices (
        kind TEXT PRIMARY KEY,
        sent_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'rate limits',
    // Used with PostgreSQL, where several instances must share one count per client (server/rate-limit.ts);
    // SQLite's single process counts in memory, the table stays empty there.
    sqlite: `
      CREATE TABLE rate_limits (
        key TEXT NOT NULL,
        window_start INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (key, window_start)
      );
    `,
    postgres: `
      CREATE TABLE rate_limits (
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL,
        PRIMARY KEY (key, window_start)
      );
      CREATE INDEX rate_limits_window ON rate_limits (window_start);
    `,
  },
  {
    version: 5,
    name: 'outbox lease owner, hashed unsubscribe tokens, mail per recipient domain',
    // lease_owner: the process that claimed a message (NULL once it is sent, failed or scheduled for a
    // retry), so a restarted process takes its own claims back at once instead of waiting out the lease.
    // unsubscribe_token_hash: like the confirmation token, only a hash is kept (data step below).
    // recipient_domain_daily: auto-replies and confirmations per recipient domain and UTC day, so 200
    // addresses at one catch-all domain are not 200 messages (server/mail/limits.ts).
    sqlite: `
      ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
      ALTER TABLE subscribers RENAME COLUMN unsubscribe_token TO unsubscribe_token_hash;
      CREATE TABLE recipient_domain_daily (
        domain TEXT NOT NULL,
        day INTEGER NOT NULL,
        sent INTEGER NOT NULL,
        PRIMARY KEY (domain, day)
      );
    `,
    postgres: `
      ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
      ALTER TABLE subscribers RENAME COLUMN unsubscribe_token TO unsubscribe_token_hash;
      CREATE TABLE recipient_domain_daily (
        domain TEXT NOT NULL,
        day BIGINT NOT NULL,
        sent INTEGER NOT NULL,
        PRIMARY KEY (domain, day)
      );
    `,
    async data(tx) {
      const rows = await tx.all<{ id: number; token: string }>(
        'SELECT id, unsubscribe_token_hash AS token FROM subscribers',
      );
      for (const row of rows)
        await tx.run('UPDATE subscribers SET unsubscribe_token_hash = ? WHERE id = ?', [hashToken(row.token), row.id]);
    },
  },
  {
    version: 6,
    name: 'batch-friendly writes: lead refs, slot claims',
    // Every write a request makes is one batch (D1 has no interactive transactions, server/sql.ts), so a
    // statement cannot read an earlier one's result: rows are linked by a unique value, and a slot a
    // request took is recognised by the random claim it wrote with it (server/mail/limits.ts).
    // The same statements in both dialects.
    sqlite: SCHEMA_6,
    postgres: SCHEMA_6,
  },
  {
    version: 7,
    name: 'lead attribution, status and reminders, consent versions, GDPR requests',
    sqlite: SCHEMA_7,
    postgres: SCHEMA_7,
  },
  {
    version: 8,
    name: 'newsletter letters: one delivery per subscriber, hourly cap',
    sqlite: SCHEMA_8,
    postgres: SCHEMA_8,
  },
  {
    version: 9,
    name: 'bookings of the free consultation',
    sqlite: bookingsTable('INTEGER PRIMARY KEY'),
    postgres: bookingsTable('BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'),
  },
];

/** Only the hash of a link's token is stored: a copy of the database cannot confirm or unsubscribe anyone. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** Any number: the key of the PostgreSQL advisory lock taken while migrating ("forms" in ASCII). */
export const MIGRATION_LOCK = 0x666f726d;

async function migrate(sql: Sql, engine: Engine): Promise<void> {
  await sql.exec(MIGRATIONS_TABLE);
  const applied = new Set(
    (await sql.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const newest = Math.max(0, ...applied);
  if (newest > SCHEMA_VERSION) {
    throw new Error(
      `The database is at schema version ${newest}, newer than this code (${SCHEMA_VERSION}). Update the code.`,
    );
  }
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    await sql.transaction(async (tx) => {
      await tx.exec(migration[engine]);
      await migration.data?.(tx);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    });
  }
}

export type DatabaseOptions = {
  /** postgres://… selects PostgreSQL; empty, SQLite in dataDir. */
  databaseUrl?: string;
  /** Where forms.db lives (SQLite). */
  dataDir?: string | null;
  /** PostgreSQL connections per process. */
  poolSize?: number;
  readonly?: boolean;
};

/**
 * Opens (creating if needed) the forms database and brings its schema up to date.
 *
 * SQLite: WAL lets the CSV export read while the server writes; synchronous=FULL makes every commit reach
 * the disk before we answer 201, so neither a killed process nor a power cut loses an acknowledged lead.
 *
 * PostgreSQL: migrations run under a session advisory lock, so instances starting together apply each
 * one once; the others wait, then find them applied.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  if (options.databaseUrl) {
    const sql = new PostgresSql(createPool(options.databaseUrl, options.poolSize ?? 10));
    try {
      if (!options.readonly) {
        await sql.withClient(async (client) => {
          // Waiting for another instance's migration, or a long one, is no fault: no statement timeout
          // on this session until it goes back to the pool (RESET: the start-up value, PG_TIMEOUTS).
          await client.query('SET statement_timeout = 0');
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            // The pool's other connections do not hold the lock: migrate on this one.
            await migrate(new PgSessionSql(client), 'postgres');
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
            await client.query('RESET statement_timeout');
          }
        });
      }
    } catch (error) {
      await sql.close();
      throw error;
    }
    return sql;
  }
  if (!options.dataDir) throw new Error('openDatabase: neither databaseUrl nor dataDir');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(path.join(options.dataDir, DB_FILE), { readonly: options.readonly ?? false });
  // Another process (the CSV export) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  const sql = new SqliteSql(db);
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    await migrate(sql, 'sqlite');
  }
  return sql;
}

/** Where the data lives, for the owner's terminal: "PostgreSQL, la host/db" or "SQLite, în dir/forms.db" (no password). */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) {
    try {
      const url = new URL(options.databaseUrl);
      return `PostgreSQL, la ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  return `SQLite, în ${path.join(options.dataDir ?? '', DB_FILE)}`;
}
