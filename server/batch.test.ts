/**
 * The batch: the one atomic unit every host has (D1 has no interactive transactions), and the slot
 * takes built on it. Run on SQLite and on PostgreSQL (vitest.config.ts: FORMS_TESTS).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '@/server/db';
import { dailyNoticeStatements, dailySlotStatements, takeDailySlot } from '@/server/mail/limits';
import { enqueueStatement } from '@/server/mail/queue';
import { testStorage } from '@/server/testing';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function open(): Promise<DB> {
  const storage = await testStorage();
  cleanup.push(storage.cleanup);
  const db = await openDatabase(storage);
  cleanup.push(() => db.close());
  return db;
}

const NOW = Date.UTC(2026, 10, 25, 12);
const lead = (ref: string, name: string | null = 'Ana') => ({
  text: `INSERT INTO leads (ref, created_at, name, email, services, message) VALUES (?, ?, ?, ?, ?, ?)`,
  params: [ref, new Date(NOW).toISOString(), name, 'ana@firma.ro', '[]', 'Salut'],
});
const message = (to: string) => ({ to: { address: to }, subject: 'Test', text: 'Salut' });

describe('Sql.batch', () => {
  it('commits every statement or none: a failing statement takes the earlier ones back with it', async () => {
    const db = await open();
    await expect(db.batch([lead('a'), lead('b', null)])).rejects.toThrow(/null/i);
    expect(await db.value<number>('SELECT COUNT(*) FROM leads')).toBe(0);
    await db.batch([lead('a'), lead('b')]);
    expect(await db.value<number>('SELECT COUNT(*) FROM leads')).toBe(2);
  });

  it('answers each statement’s rows and changes, and links rows by a unique value', async () => {
    const db = await open();
    const results = await db.batch([
      lead('r1'),
      enqueueStatement('lead-owner', message('owner@firma.ro'), { owner: { lead: 'r1' }, now: NOW }),
      { text: 'UPDATE leads SET phone = ? WHERE ref = ? RETURNING id', params: ['0712', 'r1'] },
      { text: 'SELECT COUNT(*) AS n FROM outbox', params: [] },
    ]);
    expect(results.map((r) => r.changes)).toEqual([1, 1, 1, 0]);
    const id = results[2]!.rows[0]!.id;
    expect(typeof id).toBe('number');
    expect(results[3]!.rows).toEqual([{ n: 1 }]);
    expect(await db.value('SELECT lead_id FROM outbox')).toBe(id);
  });

  it('a guarded statement runs only where this batch took the slot', async () => {
    const db = await open();
    const queue = async (claim: string) => {
      const slot = dailySlotStatements('autoreply', 'ion@firma.ro', NOW, 5, claim);
      const results = await db.batch([
        ...slot.statements,
        enqueueStatement('lead-autoreply', message('ion@firma.ro'), { now: NOW, when: slot.taken }),
      ]);
      return results.at(-1)!.changes;
    };
    expect(await queue('first')).toBe(1);
    // Same inbox under another spelling, the same day: no second auto-reply.
    expect(await queue('second')).toBe(0);
    expect(await db.value<number>("SELECT COUNT(*) FROM outbox WHERE kind = 'lead-autoreply'")).toBe(1);
  });

  it('concurrent takes: one per inbox a day, and no more than the domain’s daily count', async () => {
    const db = await open();
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) => takeDailySlot(db, 'autoreply', `Ion+${i}@Firma.ro`, NOW, 5)),
    );
    expect(same.filter(Boolean)).toHaveLength(1);
    const domain = await Promise.all(
      Array.from({ length: 20 }, (_, i) => takeDailySlot(db, 'autoreply', `om${i}@catchall.ro`, NOW, 5)),
    );
    expect(domain.filter(Boolean)).toHaveLength(5);
    // A shared mailbox provider has no domain count: every inbox gets its one.
    const gmail = await Promise.all(
      Array.from({ length: 20 }, (_, i) => takeDailySlot(db, 'autoreply', `om${i}@gmail.com`, NOW, 5)),
    );
    expect(gmail.filter(Boolean)).toHaveLength(20);
    // The next day, again.
    expect(await takeDailySlot(db, 'autoreply', 'ion@firma.ro', NOW + 24 * 60 * 60_000 + 1, 5)).toBe(true);
  });

  it('the owner’s notice: once a day, whoever asks at the same moment', async () => {
    const db = await open();
    const notify = (claim: string) => {
      const notice = dailyNoticeStatements('mail-ceiling', NOW, claim);
      return db.batch([
        notice.statement,
        enqueueStatement('mail-ceiling', message('owner@firma.ro'), { now: NOW, when: notice.taken }),
      ]);
    };
    await Promise.all([notify('a'), notify('b'), notify('c')]);
    expect(await db.value<number>("SELECT COUNT(*) FROM outbox WHERE kind = 'mail-ceiling'")).toBe(1);
  });
});
