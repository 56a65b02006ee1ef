/**
 * `npm run gdpr` as the owner runs it, on the engine under test (SQLite, or PostgreSQL in the vitest
 * "postgres" project), and the same requests on the Worker's D1 (the preview's local copy, through
 * wrangler's platform proxy, as `--cloudflare --local` opens it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openD1 } from '@/scripts/d1-proxy';
import { addressHash, eraseAddress, exportAddress, isSuppressed } from '@/server/core/gdpr';
import { openDatabase } from '@/server/db';
import { queueDueReminders } from '@/server/mail/reminders';
import type { Sql } from '@/server/sql';
import { TEST_ENGINE, testStorage, type TestStorage } from '@/server/testing';

/** Two leads and a subscription of one person, spelled three ways; a lead of someone else; queued mail. */
async function seed(db: Sql) {
  const lead = (ref: string, email: string, name: string) =>
    db.run(
      `INSERT INTO leads (ref, created_at, name, email, services, message, landing) VALUES (?, '2026-11-02T10:00:00.000Z', ?, ?, '["marketing"]', 'Un mesaj destul de lung pentru test.', '/blog/x')`,
      [ref, name, email],
    );
  await lead('r1', 'Maria.Export+site@Firma.ro', 'Maria Export');
  await lead('r2', 'maria.export@firma.ro', 'Maria Export');
  await lead('r3', 'altcineva@firma.ro', 'Alt Cineva');
  // Stored as the form stores ion@brașov.ro: the domain in ASCII.
  await lead('r4', 'ion@xn--braov-h9b.ro', 'Ion Brașov');
  await db.run(
    `INSERT INTO subscribers (email, status, source, created_at, consent_at, unsubscribe_token_hash, consent_version)
     VALUES ('MARIA.EXPORT@firma.ro', 'confirmed', 'blog', '2026-11-01T10:00:00.000Z', '2026-11-01T10:05:00.000Z', 'h1', 'ro-0123456789abcdef')`,
  );
  const leadId = await db.value<number>("SELECT id FROM leads WHERE ref = 'r1'");
  await db.run(
    `INSERT INTO outbox (kind, lead_id, payload, created_at, next_attempt_at) VALUES ('lead-autoreply', ?, ?, 1, 1)`,
    [leadId, JSON.stringify({ to: { address: 'Maria.Export+site@Firma.ro' }, subject: 'Am primit', text: 'x' })],
  );
  await db.run(`INSERT INTO recipient_daily_mail (recipient, sent_at) VALUES ('autoreply:maria.export@firma.ro', 1)`);
  // Her consultation (a booking is a lead too: r2) and a newsletter letter sent to her subscription.
  await db.run(
    `INSERT INTO bookings (ref, lead_ref, start_at, end_at, topic, status) VALUES ('b1', 'r2', ?, ?, 'Un logo nou', 'confirmed')`,
    [Date.parse('2026-12-02T08:00:00Z'), Date.parse('2026-12-02T08:30:00Z')],
  );
  const subscriberId = await db.value<number>('SELECT id FROM subscribers');
  await db.run(
    `INSERT INTO newsletter_deliveries (slug, subscriber_id, language, message_id, unsubscribe_token_hash, queued_at, sent_at)
     VALUES ('scrisoarea-din-noiembrie', ?, 'ro', '<m1@firma.ro>', 'u1', ?, ?)`,
    [subscriberId, Date.parse('2026-11-20T08:00:00Z'), Date.parse('2026-11-20T08:01:00Z')],
  );
}

/** Every table's rows as text: nothing of the person may be left after erasing. */
async function everything(db: Sql): Promise<string> {
  const tables = ['leads', 'subscribers', 'outbox', 'recipient_daily_mail', 'gdpr_requests', 'suppressions', 'used_links', 'secrets'];
  const dump: Record<string, unknown> = {};
  for (const table of tables) dump[table] = await db.all(`SELECT * FROM ${table}`);
  return JSON.stringify(dump).toLowerCase();
}

describe('npm run gdpr', { timeout: 60_000 }, () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await testStorage();
    const db = await openDatabase(storage);
    await seed(db);
    await db.close();
  });
  afterAll(() => storage.cleanup());
  /** What the owner reads on the terminal (stderr) of a run that succeeds. */
  const runWithLog = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gdpr.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '' },
    }).stderr;
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gdpr.ts', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '' },
    });

  it('exports, erases, and afterwards keeps only the audit and the suppression hash', async () => {
    // The JSON beside a document in Romanian for the person who asked (dates in words, fields by name).
    const out = path.join(storage.dataDir, 'export', 'maria.json');
    run('export', 'maria.export@FIRMA.ro', '--out', out);
    const exported = JSON.parse(fs.readFileSync(out, 'utf8')) as Awaited<ReturnType<typeof exportAddress>>;
    const document = fs.readFileSync(out.replace(/json$/, 'txt'), 'utf8');
    // The address as the form stores it (the domain in lower case, issue 44), not as typed.
    expect(document).toMatch(/^Datele păstrate despre adresa maria\.export@firma\.ro\n/);
    expect(document).toMatch(/^Mesaje trimise prin formularul de contact \(2\):$/m);
    expect(document).toMatch(/^ {3}Acord confirmat la: 1 noiembrie 2026 la 12:05$/m);
    expect(document).toContain('răspunsul automat către tine');
    expect(document).toMatch(
      /^Consultanțe programate pe site \(1\):\n1\.\n {3}Începe la: 2 decembrie 2026 la 10:00\n.*\n {3}Subiectul: Un logo nou\n {3}Stare: confirmată$/m,
    );
    expect(document).toMatch(
      /^Scrisori din newsletter trimise ție \(1\):\n1\.\n {3}Scrisoarea: scrisoarea-din-noiembrie\n {3}Limba: română\n/m,
    );
    expect(document).not.toMatch(/created_at|consent_at|lead-autoreply|start_at|message_id|<m1@|T\d\d:\d\d/);
    expect(exported.leads.map((l) => l.email).sort()).toEqual(['Maria.Export+site@Firma.ro', 'maria.export@firma.ro']);
    expect(exported.subscribers).toMatchObject([{ status: 'confirmed', consent_version: 'ro-0123456789abcdef', consent_at: '2026-11-01T10:05:00.000Z' }]);
    expect(exported.emails).toMatchObject([{ kind: 'lead-autoreply', payload: { subject: 'Am primit' } }]);
    expect(exported.automaticMailMemory).toHaveLength(1);
    expect(exported.bookings).toMatchObject([{ topic: 'Un logo nou', status: 'confirmed' }]);
    expect(exported.newsletterLetters).toEqual([
      expect.objectContaining({ slug: 'scrisoarea-din-noiembrie', language: 'ro' }),
    ]);

    const list = path.join(storage.dataDir, 'old-list.csv');
    fs.writeFileSync(list, 'email;nume\nmaria.export@firma.ro;Maria\nion@firma.ro;Ion\n');
    expect(run('filter', list)).toBe('email;nume\nmaria.export@firma.ro;Maria\nion@firma.ro;Ion\n');

    // Erasing asks first; with no terminal to ask on, only --yes erases.
    expect(() => run('erase', 'Maria.Export@firma.ro')).toThrow(/ștergerea nu se poate anula: confirm-o cu --yes/);
    expect(runWithLog('erase', 'Maria.Export@firma.ro', '--yes')).toMatch(
      /^gdpr: șterse despre Maria\.Export@firma\.ro: 2 mesaje, 1 programare, 1 abonare, 1 scrisoare din newsletter, 1 e-mail,/,
    );
    const db = await openDatabase(storage);
    try {
      const left = await everything(db);
      expect(left).not.toContain('maria');
      expect(left).toContain('altcineva@firma.ro');
      expect(await db.all('SELECT slug FROM newsletter_deliveries')).toEqual([]);
      expect(await db.all('SELECT ref FROM bookings')).toEqual([]);
      const hash = await addressHash('maria.export@firma.ro');
      expect(await db.all('SELECT action FROM gdpr_requests WHERE address_hash = ? ORDER BY action', [hash])).toEqual([
        { action: 'erase' },
        { action: 'export' },
      ]);
      expect(await isSuppressed(db, 'MARIA.EXPORT+news@firma.ro')).toBe(true);
    } finally {
      await db.close();
    }
    // An old list no longer mails her; an export now finds nothing but the requests.
    expect(run('filter', list)).toBe('email;nume\nion@firma.ro;Ion\n');
    const again = JSON.parse(run('export', 'maria.export@firma.ro', '--out', '-')) as Awaited<ReturnType<typeof exportAddress>>;
    expect([again.leads, again.subscribers, again.emails]).toEqual([[], [], []]);
    expect(again.suppressed).toBe(true);
  });

  it('takes every spelling the form accepts: a Romanian domain, full-width letters (issue 44)', () => {
    // One run (each costs a process start): capitals, a comma-below ș and full-width letters and dot.
    const exported = JSON.parse(run('export', 'Ion@ＢＲＡșｏｖ．ｒｏ', '--out', '-')) as Awaited<ReturnType<typeof exportAddress>>;
    expect(exported.leads.map((l) => l.name)).toEqual(['Ion Brașov']);
    expect(exported.matchedAs).toBe('ion@xn--braov-h9b.ro');
  });

  it('refuses what is not an address before opening anything', () => {
    expect(() => run('erase', 'nu-e-adresa')).toThrow(/not an e-mail address/);
    expect(() => run('delete', 'a@b.ro')).toThrow(/export, erase or filter/);
  });
});

// D1 once, in the SQLite project: the engine is the Worker's, not the one under test.
describe.runIf(TEST_ENGINE === 'sqlite')('on the Worker’s D1 (local)', { timeout: 90_000 }, () => {
  const brand = {
    siteName: 'Studio',
    ownerName: 'Ana',
    ownerEmail: 'owner@studio.ro',
    siteUrl: 'https://studio.ro',
    options: { services: [], budgets: [] },
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gdpr-d1-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('exports and erases with the same code, in one D1 batch', async () => {
    const { db, close } = await openD1({ local: true, persistTo: dir });
    try {
      // The schema as the deploy applies it: every file of migrations/d1, in order.
      const { unstable_splitSqlQuery: split } = await import('wrangler');
      for (const file of fs.readdirSync('migrations/d1').sort())
        await db.batch(split(fs.readFileSync(path.join('migrations/d1', file), 'utf8')).map((text) => ({ text })));
      await seed(db);
      // The Worker's cron queues a due reminder once, however many isolates run it at the same minute.
      await db.run("UPDATE leads SET due_at = 1000 WHERE ref = 'r3'");
      const queued = await Promise.all([1, 2, 3].map(() => queueDueReminders(db, 2000, { brand, publicUrl: 'https://studio.ro' })));
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await db.value("SELECT COUNT(*) FROM outbox WHERE kind = 'lead-reminder'")).toBe(1);
      expect(await queueDueReminders(db, 99_000_000, { brand, publicUrl: 'https://studio.ro' })).toBe(0);
      const exported = await exportAddress(db, 'maria.export@firma.ro');
      expect(exported.leads).toHaveLength(2);
      expect(exported.subscribers).toMatchObject([{ consent_version: 'ro-0123456789abcdef' }]);
      expect(exported.emails).toHaveLength(1);
      expect(exported.bookings).toHaveLength(1);
      expect(exported.newsletterLetters).toHaveLength(1);
      // The counts SQLite and PostgreSQL give (D1 alone would add a cascade to its parent's changes).
      expect(await eraseAddress(db, 'maria.export@firma.ro')).toEqual({
        leads: 2,
        bookings: 1,
        subscribers: 1,
        newsletterLetters: 1,
        emails: 1,
        automaticMailMemory: 1,
      });
      const left = await everything(db);
      expect(left).not.toContain('maria');
      expect(left).toContain('altcineva@firma.ro');
      expect(await isSuppressed(db, 'maria.export@firma.ro')).toBe(true);
    } finally {
      await close();
    }
  });
});
