import { OWNER_TIME_ZONE, wallToInstant, type LeadFields } from '@/server/core/leads';
import type { DB } from '@/server/db';
import { loadData } from '@/lib/data/load';
import { budgetLabel, serviceLabels } from '@/server/mail/templates';

export type LeadRow = LeadFields & {
  /** Where it came from and what became of it (schema 7; absent in rows read from an older export). */
  page?: string | null;
  landing?: string | null;
  referrer?: string | null;
  status?: string | null;
  status_at?: string | null;
  due_at?: number | null;
  reminded_at?: number | null;
};

/** A lead's status as the owner reads it. */
export const STATUS_LABEL: Record<string, string> = { new: 'fără răspuns', answered: 'răspuns', spam: 'spam' };

/** The UTC instant of a Bucharest calendar day's start ("2026-01-01" → 2025-12-31T22:00:00Z). */
function parseDay(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`"${day}" is not a date (YYYY-MM-DD)`);
  const parts: [number, number, number] = [+match[1]!, +match[2]!, +match[3]!];
  if (new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).toISOString().slice(0, 10) !== day)
    throw new Error(`"${day}" is not a valid date`);
  return parts;
}

export function startOfDayInRomania(day: string): Date {
  const [y, m, d] = parseDay(day);
  return new Date(wallToInstant(Date.UTC(y, m - 1, d)));
}

/** A Bucharest wall-clock time, "2026-01-31 14:05" (the CSV's and the terminal's). */
export function bucharestTime(instant: string | number): string {
  return wallClock.format(new Date(instant));
}

/** The leads still waiting for an answer (not answered, not spam), oldest first. */
export function selectOpenLeads(db: DB): Promise<LeadRow[]> {
  return db.all<LeadRow>("SELECT * FROM leads WHERE status = 'new' ORDER BY created_at, id");
}

/** Leads per month (Bucharest) and landing page, for --by-page. */
export function leadsByPage(rows: LeadRow[]): { month: string; landing: string; leads: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${bucharestTime(row.created_at).slice(0, 7)}\u0000${row.landing ?? row.page ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, leads]) => {
      const [month, landing] = key.split('\u0000') as [string, string];
      return { month, landing, leads };
    })
    .sort((a, b) => a.month.localeCompare(b.month) || b.leads - a.leads || a.landing.localeCompare(b.landing));
}

/** "2026-02-28" → "2026-03-01". */
function nextDay(day: string): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: OWNER_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function selectLeads(db: DB, range: { from?: string; to?: string }): Promise<LeadRow[]> {
  // ISO timestamps sort as text; '' and '\uffff' stand for "no bound".
  const from = range.from ? startOfDayInRomania(range.from).toISOString() : '';
  // --to is inclusive: everything before the next day starts.
  const until = range.to ? startOfDayInRomania(nextDay(range.to)).toISOString() : '\uffff';
  return db.all<LeadRow>(
    'SELECT * FROM leads WHERE created_at >= ? AND created_at < ? ORDER BY created_at, id',
    [from, until],
  );
}

/**
 * A visitor could type "=HYPERLINK(...)" into the form; a spreadsheet would run it. A leading quote makes
 * the cell plain text (OWASP "CSV injection").
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: string, separator: string): string {
  const safe = neutralise(value);
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = [
  'Data',
  'Nume',
  'Email',
  'Telefon',
  'Companie',
  'Servicii',
  'Buget',
  'Detalii proiect',
  'Trimisă de pe',
  'Prima pagină a vizitei',
  'Venit de la',
  'Stare',
  'Stare schimbată la',
];

/**
 * The leads as CSV: UTF-8 with a byte-order mark (so Excel shows ă â î ș ț), CRLF line ends, Bucharest
 * time. The separator is ";" by default because Excel with Romanian regional settings splits on ";".
 */
export function leadsToCsv(rows: LeadRow[], separator = ';'): string {
  const lines = [CSV_HEADER.map((h) => cell(h, separator)).join(separator)];
  const contact = loadData('contact');
  for (const row of rows) {
    let services: string[] = [];
    try {
      services = serviceLabels(JSON.parse(row.services) as string[], contact.services);
    } catch {
      services = [row.services];
    }
    lines.push(
      [
        wallClock.format(new Date(row.created_at)),
        row.name,
        row.email,
        row.phone ?? '',
        row.company ?? '',
        services.join(', '),
        budgetLabel(row.budget, contact.budgets) ?? '',
        row.message,
        row.page ?? '',
        row.landing ?? '',
        row.referrer ?? '',
        STATUS_LABEL[row.status ?? 'new'] ?? row.status ?? '',
        row.status_at ? wallClock.format(new Date(row.status_at)) : '',
      ]
        .map((value) => cell(value, separator))
        .join(separator),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
