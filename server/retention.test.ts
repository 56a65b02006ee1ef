import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, SCHEMA_VERSION, type DB } from '@/server/db';
import { enqueue } from '@/server/mail/outbox';
import { applyRetention, monthsBefore } from '@/server/retention';
import { TEST_ENGINE, testStorage, type TestStorage } from '@/server/testing';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function open(storage?: TestStorage): Promise<{ db: DB; storage: TestStorage }> {
  if (!storage) {
    storage = await testStorage();
    cleanup.push(storage.cleanup);
  }
  const db = await openDatabase(storage);
  cleanup.push(() => db.close());
  return { db, storage };
}

describe('database', () => {
  it.runIf(TEST_ENGINE === 'sqlite')('uses WAL with full sync on SQLite', async () => {
    const { db } = await open();
    const raw = (db as unknown as { db: import('better-sqlite3').Database }).db;
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(raw.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('migrates once and records each version, however often and however many open it at once', async () => {
    const { db, storage } = await open();
    await db.close();
    // Three openers at the same moment: on PostgreSQL they queue on the migration lock.
    const again = await Promise.all([open(storage), open(storage), open(storage)]);
    const versions = await again[0]!.db.all<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SCHEMA_VERSION).toBe(9);
  });
});

describe('retention', () => {
  it('deletes leads older than the retention period with their queued e-mails, and stale sign-ups', async () => {
    const { db } = await open();
    const now = new Date('2026-06-15T12:00:00Z');
    const insert = (createdAt: string) =>
      db.value<number>(
        "INSERT INTO leads (created_at, name, email, services, message) VALUES (?, 'N', 'n@x.ro', '[]', 'm') RETURNING id",
        [createdAt],
      );
    const old = await insert('2024-06-14T12:00:00.000Z');
    await insert('2024-06-16T12:00:00.000Z');
    await enqueue(db, 'lead-owner', { to: { address: 'o@x.ro' }, subject: 's', text: 't' }, { leadId: old });
    await db.run(
      "INSERT INTO subscribers (email, status, source, created_at, confirm_sent_at, unsubscribe_token_hash) VALUES ('p@x.ro', 'pending', 'blog', ?, ?, 'u1')",
      ['2026-04-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'],
    );
    await db.run(
      "INSERT INTO subscribers (email, status, source, created_at, consent_at, unsubscribe_token_hash) VALUES ('c@x.ro', 'confirmed', 'blog', ?, ?, 'u2')",
      ['2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z'],
    );

    expect(monthsBefore(now, 24).toISOString()).toBe('2024-06-15T12:00:00.000Z');
    expect(await applyRetention(db, 24, now)).toEqual({ leads: 1, outbox: 0, subscribers: 1 });
    expect((await db.all('SELECT created_at FROM leads')).map((r) => r.created_at)).toEqual([
      '2024-06-16T12:00:00.000Z',
    ]);
    expect(await db.value('SELECT COUNT(*) FROM outbox')).toBe(0);
    expect((await db.all('SELECT email FROM subscribers')).map((r) => r.email)).toEqual(['c@x.ro']);
  });

  it.runIf(TEST_ENGINE === 'postgres')('runs on one instance at a time (advisory lock)', async () => {
    const { db, storage } = await open();
    const other = (await open(storage)).db;
    // While one instance is inside retention, another one skips its round.
    let inner: unknown;
    await db.transaction(async (tx) => {
      expect(await tx.value('SELECT pg_try_advisory_xact_lock(?)', [0x72657465])).toBe(true);
      inner = await applyRetention(other, 24);
    });
    expect(inner).toBeNull();
    expect(await applyRetention(other, 24)).toEqual({ leads: 0, outbox: 0, subscribers: 0 });
  });
});
