import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE, openDatabase } from '@/server/db';
import { enqueue } from '@/server/mail/outbox';
import { testStorage } from '@/server/testing';

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A forms.db as a site running on SQLite has it: leads, subscribers in every state, a queue. */
async function fixture(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-copy-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const db = await openDatabase({ dataDir: dir });
  for (let i = 1; i <= 5; i++) {
    const id = await db.value<number>(
      `INSERT INTO leads (created_at, name, email, phone, company, services, budget, message)
       VALUES (?, ?, ?, NULL, NULL, '["web-design"]', NULL, 'Mesaj de test cu diacritice: ă î ș ț') RETURNING id`,
      [`2026-0${i}-10T10:00:00.000Z`, `Client ${i}`, `client${i}@firma.ro`],
    );
    await enqueue(
      db,
      'lead-owner',
      { to: { address: 'o@firma.ro' }, subject: `Lead ${i}`, text: 't' },
      {
        leadId: id,
        siteUrl: 'https://www.studiocreativ.ro',
      },
    );
  }
  // Lead 5 booked a consultation (schema 9): its booking comes along, tied to it by its ref.
  await db.run("UPDATE leads SET ref = 'lead-5' WHERE id = 5");
  await db.run(
    "INSERT INTO bookings (ref, lead_ref, start_at, end_at, topic, status) VALUES ('booking-5', 'lead-5', 1796205600000, 1796207400000, 'Un logo', 'confirmed')",
  );
  // Two of the five e-mails were sent already: they stay behind.
  await db.run('UPDATE outbox SET sent_at = ?, payload = NULL WHERE id <= 2', [Date.now()]);
  const subscriber = (email: string, status: string, consentAt: string | null, token: string) =>
    db.run(
      `INSERT INTO subscribers (email, status, source, created_at, consent_at, confirm_sent_at, unsubscribe_token_hash, unsubscribed_at)
       VALUES (?, ?, 'blog', '2026-01-01T08:00:00.000Z', ?, '2026-01-01T08:00:00.000Z', ?, ?)`,
      [email, status, consentAt, token, status === 'unsubscribed' ? '2026-03-01T08:00:00.000Z' : null],
    );
  await subscriber('confirmat@exemplu.ro', 'confirmed', '2026-01-02T09:15:42.123Z', 'tok-a');
  await subscriber('asteapta@exemplu.ro', 'pending', null, 'tok-b');
  await subscriber('plecat@exemplu.ro', 'unsubscribed', '2025-12-24T18:00:00.000Z', 'tok-c');
  await db.close();
  return path.join(dir, DB_FILE);
}

const copy = (from: string, to: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', '--from', from, '--to', to], {
    encoding: 'utf8',
  });

describe('npm run db:copy', { timeout: 60_000 }, () => {
  it('copies leads, subscribers with their consent times and the pending outbox; run twice, changes nothing', async () => {
    const from = await fixture();
    const storage = await testStorage();
    cleanup.push(storage.cleanup);
    const to = storage.databaseUrl!;

    const first = copy(from, to);
    expect(first).toMatch(/leads +5 in SQLite: 5 copied, 0 already there/);
    expect(first).toMatch(/subscribers +3 in SQLite: 3 copied, 0 already there/);
    expect(first).toMatch(/outbox +3 in SQLite: 3 copied, 0 already there/);
    expect(first).toMatch(/bookings +1 in SQLite: 1 copied, 0 already there/);

    const pg = await openDatabase({ databaseUrl: to });
    cleanup.push(() => pg.close());
    const snapshot = async () => ({
      leads: await pg.all('SELECT * FROM leads ORDER BY id'),
      subscribers: await pg.all('SELECT * FROM subscribers ORDER BY id'),
      outbox: await pg.all('SELECT * FROM outbox ORDER BY id'),
      bookings: await pg.all('SELECT ref, lead_ref, start_at, topic, status FROM bookings ORDER BY id'),
    });
    const copied = await snapshot();
    expect(copied.leads).toHaveLength(5);
    expect(copied.leads[0]).toMatchObject({
      id: 1,
      name: 'Client 1',
      created_at: '2026-01-10T10:00:00.000Z',
      message: 'Mesaj de test cu diacritice: ă î ș ț',
    });
    expect(copied.subscribers.map((s) => [s.email, s.status, s.consent_at])).toEqual([
      ['confirmat@exemplu.ro', 'confirmed', '2026-01-02T09:15:42.123Z'],
      ['asteapta@exemplu.ro', 'pending', null],
      ['plecat@exemplu.ro', 'unsubscribed', '2025-12-24T18:00:00.000Z'],
    ]);
    expect(copied.outbox.map((m) => m.lead_id)).toEqual([3, 4, 5]);
    expect(copied.bookings).toEqual([{ ref: 'booking-5', lead_ref: 'lead-5', start_at: 1796205600000, topic: 'Un logo', status: 'confirmed' }]);
    expect(
      copied.outbox.every((m) => /^<[0-9a-f-]{36}@www\.studiocreativ\.ro>$/.test(String(m.message_id))),
    ).toBe(true);

    const second = copy(from, to);
    expect(second).toMatch(/leads +5 in SQLite: 0 copied, 5 already there/);
    expect(second).toMatch(/subscribers +3 in SQLite: 0 copied, 3 already there/);
    expect(second).toMatch(/outbox +3 in SQLite: 0 copied, 3 already there/);
    expect(await snapshot()).toEqual(copied);

    // New rows continue after the copied ids.
    expect(
      await pg.value(
        "INSERT INTO leads (created_at, name, email, services, message) VALUES ('2026-06-01T00:00:00.000Z', 'N', 'n@x.ro', '[]', 'm') RETURNING id",
      ),
    ).toBe(6);

    // Another site's data in the target: nothing is copied.
    const other = await fixture();
    const source = await openDatabase({ dataDir: path.dirname(other) });
    await source.run("UPDATE leads SET email = 'altcineva@firma.ro' WHERE id = 1");
    await source.close();
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', '--from', other, '--to', to], {
        stdio: 'pipe',
      }),
    ).toThrow(/not in .*copy into an empty database/);
  });
});
