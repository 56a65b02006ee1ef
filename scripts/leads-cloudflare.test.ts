import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D1_DATABASE, d1LeadsQuery, parseD1Output } from '@/scripts/leads-cloudflare';
import { openDatabase } from '@/server/db';

describe('the D1 query', () => {
  it('selects the rows selectLeads does, with the Bucharest day bounds as ISO literals', () => {
    expect(d1LeadsQuery({})).toBe(
      'SELECT id, created_at, name, email, phone, company, services, budget, message, page, landing, referrer, status, status_at, due_at, reminded_at FROM leads ORDER BY created_at, id',
    );
    expect(d1LeadsQuery({ from: '2026-01-01', to: '2026-07-15' })).toContain(
      "WHERE created_at >= '2025-12-31T22:00:00.000Z' AND created_at < '2026-07-15T21:00:00.000Z' ORDER BY",
    );
  });

  it('refuses anything that is not a calendar day before building SQL', () => {
    expect(() => d1LeadsQuery({ from: "2026-01-01' OR 1=1 --" })).toThrow(/not a date/);
    expect(() => d1LeadsQuery({ to: '2026-02-30' })).toThrow(/not a valid date/);
    expect(() => d1LeadsQuery({ from: '+10000-01-01' })).toThrow(/not a date/);
  });

  it("reads wrangler's JSON and its errors", () => {
    expect(parseD1Output('[{"results":[{"id":1}],"success":true,"meta":{"duration":1}}]')).toEqual([
      { id: 1 },
    ]);
    expect(() => parseD1Output('{"error":{"text":"no such table: leads: SQLITE_ERROR"}}')).toThrow(
      'wrangler: no such table: leads',
    );
    expect(() => parseD1Output('')).toThrow(/did not answer with JSON/);
  });
});

// Two leads that exercise the CSV: diacritics, the separator, quotes, a line break, a spreadsheet formula,
// empty optional fields, and a Bucharest-midnight boundary for --from.
const INSERTS = [
  `INSERT INTO leads (created_at, name, email, phone, company, services, budget, message) VALUES ('2025-12-31T21:30:00.000Z', 'Anul Trecut', 'vechi@firma.ro', NULL, NULL, '["marketing"]', NULL, 'Mesaj din decembrie, destul de lung.')`,
  `INSERT INTO leads (created_at, name, email, phone, company, services, budget, message) VALUES ('2025-12-31T22:30:00.000Z', 'Ștefan Țăranu', 'stefan@firma.ro', '+40 712 345 678', 'Firma; "Bună" SRL', '["web-design","graphic-design"]', '3000-5000', '=HYPERLINK("x")
al doilea rând; cu punct și virgulă')`,
];

// A message to the owner that failed three times and waits for its next try: mail is failing.
const FAILING_MAIL = `INSERT INTO outbox (kind, payload, created_at, attempts, next_attempt_at, last_error) VALUES ('lead-owner', '{}', 1767225600000, 3, 1767229200000, 'connect ECONNREFUSED')`;

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', DATABASE_URL: '' };

function wrangler(...args: string[]): string {
  return execFileSync(process.execPath, [WRANGLER, ...args], { cwd: REPO_ROOT, encoding: 'utf8', env: ENV });
}

function leads(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: ENV,
  });
}

// Each wrangler command takes 5–25 s here (it starts workerd's local D1): six in all.
describe('npm run leads -- --cloudflare --local', { timeout: 240_000 }, () => {
  let dir: string;
  let persistTo: string;
  let sqliteDir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-d1-'));
    persistTo = path.join(dir, 'cloudflare');
    sqliteDir = path.join(dir, 'sqlite');
    // The D1 as the preview and the deploy make it: every migration in migrations/d1/, in order.
    wrangler('d1', 'migrations', 'apply', D1_DATABASE, '--local', '--persist-to', persistTo);
    wrangler(
      'd1',
      'execute',
      D1_DATABASE,
      '--local',
      '--persist-to',
      persistTo,
      '--command',
      [...INSERTS, FAILING_MAIL].join(';\n'),
    );
    // The same rows in the Node server's SQLite store.
    const db = await openDatabase({ dataDir: sqliteDir });
    for (const insert of [...INSERTS, FAILING_MAIL]) await db.run(insert);
    await db.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints the same CSV as the SQLite store holding the same rows', () => {
    const csv = leads('--cloudflare', '--local', '--persist-to', persistTo);
    expect(csv).toBe(leads('--data-dir', sqliteDir));
    expect(csv.match(/@firma\.ro/g)).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""x"")\nal doilea rând; cu punct și virgulă"`);
  });

  it('takes --from, --separator and --out as the SQLite export does', () => {
    const fromD1 = path.join(dir, 'd1.csv');
    const fromSqlite = path.join(dir, 'sqlite.csv');
    const options = ['--from', '2026-01-01', '--separator', ',', '--out'];
    leads('--cloudflare', '--local', '--persist-to', persistTo, ...options, fromD1);
    leads('--data-dir', sqliteDir, ...options, fromSqlite);
    const csv = fs.readFileSync(fromD1, 'utf8');
    expect(csv).toBe(fs.readFileSync(fromSqlite, 'utf8'));
    expect(csv.split('\r\n')[1]).toMatch(
      /^2026-01-01 00:30,Ștefan Țăranu,stefan@firma\.ro,'\+40 712 345 678,/,
    );
    expect(csv).not.toContain('Anul Trecut');
  });

  it('--open reports the open leads as the SQLite store does, first of all that mail is failing', () => {
    const report = leads('--cloudflare', '--local', '--persist-to', persistTo, '--open');
    expect(report.split('\n')[0]).toBe(
      'ATENȚIE: trimiterea e-mailurilor eșuează: 1 mesaj a eșuat de 3 ori sau mai mult și 1 mesaj așteaptă în coadă. Verifică contul de e-mail cu npm run mail:test.',
    );
    expect(report).toBe(leads('--data-dir', sqliteDir, '--open'));
  });

  it('rejects --local without --cloudflare and a bad date before calling wrangler', () => {
    expect(() => leads('--local')).toThrow();
    expect(() =>
      leads('--cloudflare', '--local', '--persist-to', persistTo, '--from', "2026-01-01'--"),
    ).toThrow(/not a date/);
  });
});
