import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { enqueue } from '@/server/mail/queue';
import { CSV_HEADER, leadsToCsv, startOfDayInRomania } from '@/server/leads-csv';
import { testStorage, type TestStorage } from '@/server/testing';

let storage: TestStorage;
let dir: string;
beforeAll(async () => {
  storage = await testStorage();
  dir = storage.dataDir;
  await seed();
});
afterAll(() => storage.cleanup());

async function seed() {
  const db = await openDatabase(storage);
  const insert = (...values: (string | null)[]) =>
    db.run(
      'INSERT INTO leads (created_at, name, email, phone, company, services, budget, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      values,
    );
  // 31 Dec 2025 23:30 in Bucharest is still 2025 there, but 21:30 UTC.
  await insert(
    '2025-12-31T21:30:00.000Z',
    'Anul Trecut',
    'vechi@firma.ro',
    null,
    null,
    '["marketing"]',
    null,
    'Mesaj din decembrie, destul de lung.',
  );
  await insert(
    '2025-12-31T22:30:00.000Z',
    'Ștefan Țăranu',
    'stefan@firma.ro',
    '+40 712 345 678',
    'Firma; "Bună" SRL',
    '["web-design","graphic-design"]',
    '3000-5000',
    'Primul rând\nal doilea rând, cu virgulă',
  );
  await insert(
    '2026-02-10T10:00:00.000Z',
    '=HYPERLINK("http://evil")',
    'formula@firma.ro',
    null,
    '@SUM(A1)',
    '["wordpress"]',
    'peste-10000',
    '-2+3 este o formulă',
  );
  // Where they came from and what became of them (issue 35).
  await db.run("UPDATE leads SET landing = '/blog/cat-costa-un-site', page = '/contact', referrer = 'www.google.com' WHERE email <> 'vechi@firma.ro'");
  await db.run("UPDATE leads SET status = 'answered', status_at = '2026-01-02T08:00:00.000Z' WHERE email = 'stefan@firma.ro'");
  await db.run("UPDATE leads SET due_at = ? WHERE email = 'formula@firma.ro'", [Date.parse('2026-02-11T07:00:00.000Z')]);
  await db.close();
}

/** The command as the owner runs it: DATA_DIR for SQLite, DATABASE_URL for PostgreSQL. */
const env = () => ({
  ...process.env,
  DATA_DIR: dir,
  DATABASE_URL: storage.databaseUrl ?? '',
});
const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    encoding: 'utf8',
    env: env(),
  });

// Each case starts the command (tsx) once or twice.
describe('npm run leads', { timeout: 30_000 }, () => {
  it('writes UTF-8 CSV with a BOM, Romanian headers and labels, filtered by Bucharest calendar days', () => {
    const out = path.join(dir, 'leads.csv');
    run('--from', '2026-01-01', '--to', '2026-01-31', '--out', out);
    const bytes = fs.readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(';'));
    expect(lines[1]).toBe(
      `2026-01-01 00:30;Ștefan Țăranu;stefan@firma.ro;'+40 712 345 678;"Firma; ""Bună"" SRL";Web design, Design grafic;3.000 - 5.000 RON;"Primul rând\nal doilea rând, cu virgulă";/contact;/blog/cat-costa-un-site;www.google.com;răspuns;2026-01-02 10:00`,
    );
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('prints everything to stdout by default and neutralises spreadsheet formulas', () => {
    const csv = run();
    expect(csv.match(/@firma\.ro/g)).toHaveLength(3);
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv).toContain(";'@SUM(A1);");
    expect(csv).toContain(";'-2+3 este o formulă");
  });

  it('takes a comma separator and rejects a bad date', () => {
    expect(run('--separator', ',', '--to', '2025-12-31').split('\r\n')[1]).toBe(
      '2025-12-31 23:30,Anul Trecut,vechi@firma.ro,,,Marketing digital,,"Mesaj din decembrie, destul de lung.",,,,fără răspuns,',
    );
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--from', '2026-02-30'], {
        stdio: 'pipe',
        env: env(),
      }),
    ).toThrow(/not a valid date/);
  });

  it('--open lists the leads still waiting, with their reminder, and the last ones marked', () => {
    const report = run('--open');
    expect(report).toContain('Cereri fără răspuns: 2 (din 3: 1 cu răspuns, 0 spam)');
    expect(report).toContain('2025-12-31 23:30  Anul Trecut <vechi@firma.ro>  fără răspuns, fără memento');
    expect(report).toContain('2026-02-10 12:00  =HYPERLINK("http://evil") <formula@firma.ro>  fără răspuns, memento la 2026-02-11 09:00');
    expect(report).toContain('2026-01-02 10:00  Ștefan Țăranu <stefan@firma.ro>  răspuns');
    expect(report).not.toMatch(/Ștefan Țăranu <stefan@firma\.ro>  fără răspuns/);
    expect(report).not.toContain('ATENȚIE');
  });

  it('--open says first of all that mail is failing, once a message has failed three attempts', async () => {
    const db = await openDatabase(storage);
    try {
      await enqueue(db, 'lead-owner', { to: { name: '', address: 'owner@firma.ro' }, subject: 'Cerere nouă', text: 'x' });
      await db.run('UPDATE outbox SET attempts = 3, last_error = ? WHERE sent_at IS NULL', ['535 Authentication failed']);
    } finally {
      await db.close();
    }
    const report = run('--open');
    expect(report.split('\n')[0]).toBe(
      'ATENȚIE: trimiterea e-mailurilor eșuează: 1 mesaj a eșuat de 3 ori sau mai mult și 1 mesaj așteaptă în coadă. Verifică contul de e-mail cu npm run mail:test.',
    );
    const db2 = await openDatabase(storage);
    await db2.run('DELETE FROM outbox');
    await db2.close();
  });

  it('--by-page counts leads per month and landing page', () => {
    const lines = run('--by-page').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Luna +Prima pagină a vizitei +Cereri$/);
    expect(lines.slice(1).map((l) => l.split(/ {2,}/))).toEqual([
      ['2025-12', '(necunoscută)', '1'],
      ['2026-01', '/blog/cat-costa-un-site', '1'],
      ['2026-02', '/blog/cat-costa-un-site', '1'],
    ]);
  });

  it('finds midnight in Bucharest across daylight saving time', () => {
    expect(startOfDayInRomania('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfDayInRomania('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(startOfDayInRomania('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(leadsToCsv([]).startsWith('\uFEFFData;Nume;')).toBe(true);
  });
});
