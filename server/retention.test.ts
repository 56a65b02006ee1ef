import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, SCHEMA_VERSION } from '@/server/db';
import { enqueue } from '@/server/mail/outbox';
import { applyRetention, monthsBefore } from '@/server/retention';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-retention-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('migrates once, records the version, and uses WAL with full sync', () => {
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
    const again = openDatabase(dir);
    // Each migration recorded once, however often the database is opened.
    expect(again.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1, 2, 3]);
    expect(SCHEMA_VERSION).toBe(3);
    again.close();
  });
});

describe('retention', () => {
  it('deletes leads older than the retention period with their queued e-mails, and stale sign-ups', () => {
    const db = openDatabase(dir);
    const now = new Date('2026-06-15T12:00:00Z');
    const insert = db.prepare(
      "INSERT INTO leads (created_at, name, email, services, message) VALUES (?, 'N', 'n@x.ro', '[]', 'm')",
    );
    const old = insert.run('2024-06-14T12:00:00.000Z').lastInsertRowid;
    insert.run('2024-06-16T12:00:00.000Z');
    enqueue(db, 'lead-owner', { to: { address: 'o@x.ro' }, subject: 's', text: 't' }, { leadId: old });
    db.prepare(
      "INSERT INTO subscribers (email, status, source, created_at, confirm_sent_at, unsubscribe_token) VALUES ('p@x.ro', 'pending', 'blog', ?, ?, 'u1')",
    ).run('2026-04-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z');
    db.prepare(
      "INSERT INTO subscribers (email, status, source, created_at, consent_at, unsubscribe_token) VALUES ('c@x.ro', 'confirmed', 'blog', ?, ?, 'u2')",
    ).run('2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z');

    expect(monthsBefore(now, 24).toISOString()).toBe('2024-06-15T12:00:00.000Z');
    expect(applyRetention(db, 24, now)).toEqual({ leads: 1, outbox: 0, subscribers: 1 });
    expect(db.prepare('SELECT created_at FROM leads').pluck().all()).toEqual(['2024-06-16T12:00:00.000Z']);
    expect(db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0);
    expect(db.prepare('SELECT email FROM subscribers').pluck().all()).toEqual(['c@x.ro']);
    db.close();
  });
});
