import type { GdprExport } from '@/server/core/gdpr';
import type { OutboxKind } from '@/server/mail/queue';

/**
 * The GDPR export (article 15) as a document the person who asked can read: Romanian, dates in words in
 * Bucharest time, each field named in words, nothing of the database's own names. `npm run gdpr -- export`
 * writes it beside the JSON (which stays the complete, machine-readable copy).
 */

const when = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Bucharest',
});

type Row = Record<string, unknown>;

/** A stored date (ISO text or epoch milliseconds) in words; anything else as written. */
function date(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = typeof value === 'number' ? value : /^\d{4}-\d{2}-\d{2}/.test(String(value)) ? Date.parse(String(value)) : NaN;
  return Number.isFinite(ms) ? when.format(new Date(ms)) : String(value);
}

const LEAD_FIELDS: [string, string, boolean?][] = [
  ['created_at', 'Primit la', true],
  ['name', 'Nume'],
  ['email', 'Adresa de e-mail'],
  ['phone', 'Telefon'],
  ['company', 'Firma'],
  ['services', 'Servicii dorite'],
  ['budget', 'Buget'],
  ['message', 'Mesajul'],
  ['page', 'Pagina de pe care a fost trimis'],
  ['landing', 'Prima pagină a vizitei'],
  ['referrer', 'Venit de pe'],
  ['language', 'Limba'],
  ['status', 'Stare'],
  ['status_at', 'Stare schimbată la', true],
  ['reminded_at', 'Reamintire trimisă la', true],
];

const SUBSCRIBER_FIELDS: [string, string, boolean?][] = [
  ['email', 'Adresa de e-mail'],
  ['status', 'Stare'],
  ['source', 'Formularul'],
  ['created_at', 'Înscris la', true],
  ['consent_at', 'Acord confirmat la', true],
  ['consent_version', 'Versiunea textului de acord'],
  ['confirm_sent_at', 'E-mail de confirmare trimis la', true],
  ['unsubscribed_at', 'Dezabonat la', true],
];

const BOOKING_FIELDS: [string, string, boolean?][] = [
  ['start_at', 'Începe la', true],
  ['end_at', 'Se termină la', true],
  ['topic', 'Subiectul'],
  ['status', 'Stare'],
  ['status_at', 'Stare schimbată la', true],
  ['reminded_at', 'Reamintire trimisă la', true],
];

const LETTER_FIELDS: [string, string, boolean?][] = [
  ['slug', 'Scrisoarea'],
  ['language', 'Limba'],
  ['queued_at', 'Pusă la trimis la', true],
  ['sent_at', 'Trimisă la', true],
];

/** Every kind the outbox knows (TypeScript refuses a new kind without its name here). */
const EMAIL_KINDS: Record<OutboxKind, string> = {
  'lead-owner': 'mesajul tău, trimis proprietarului site-ului',
  'lead-reminder': 'o reamintire către proprietarul site-ului despre mesajul tău',
  'lead-autoreply': 'răspunsul automat către tine',
  'newsletter-confirm': 'cererea de confirmare a abonării',
  'mail-ceiling': 'o înștiințare către proprietarul site-ului despre limita de e-mailuri',
  'booking-visitor': 'invitația la consultanța programată, către tine',
  'booking-owner': 'programarea ta, trimisă proprietarului site-ului',
  'booking-reminder': 'reamintirea consultanței, cu o zi înainte',
  'booking-change': 'vestea că programarea a fost confirmată, refuzată sau anulată',
  newsletter: 'o scrisoare din newsletter',
};

const STATUS: Record<string, string> = {
  new: 'nou',
  answered: 'a primit răspuns',
  spam: 'marcat ca spam',
  pending: 'în așteptarea confirmării',
  confirmed: 'abonat',
  unsubscribed: 'dezabonat',
};

const LANGUAGE: Record<string, string> = { ro: 'română', en: 'engleză' };

/** A booking's status reads differently from a subscription's (the same words in the database). */
const BOOKING_STATUS: Record<string, string> = {
  pending: 'în așteptarea confirmării',
  confirmed: 'confirmată',
  refused: 'refuzată',
  cancelled: 'anulată',
};

/** A stored value in words: dates, statuses and languages named, a JSON list of services as a list. */
function valueText(
  key: string,
  raw: unknown,
  isDate: boolean | undefined,
  statuses: Record<string, string>,
): string {
  const text = String(raw);
  if (isDate) return date(raw);
  if (key === 'status') return statuses[text] ?? text;
  if (key === 'language') return LANGUAGE[text] ?? text;
  if (key === 'services') {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) return parsed.join(', ');
    } catch {
      // stored as plain text
    }
  }
  return text;
}

function fields(row: Row, list: [string, string, boolean?][], statuses = STATUS): string[] {
  return list.flatMap(([key, label, isDate]) => {
    const raw = row[key];
    if (raw === null || raw === undefined || raw === '') return [];
    return [`   ${label}: ${valueText(key, raw, isDate, statuses).replace(/\n/g, '\n      ')}`];
  });
}

function section(title: string, rows: Row[], render: (row: Row, i: number) => string[]): string[] {
  if (rows.length === 0) return [`${title}: niciuna.`, ''];
  return [`${title} (${rows.length}):`, ...rows.flatMap((row, i) => [...render(row, i), ''])];
}

export function gdprDocument(data: GdprExport, site: { name: string; email: string }): string {
  const lines = [
    `Datele păstrate despre adresa ${data.address}`,
    `de ${site.name} (${site.email}), la ${date(data.generatedAt)} (ora României)`,
    '',
    'Acesta este răspunsul la cererea ta de acces (art. 15 din Regulamentul general privind protecția datelor, GDPR).',
    'Mai jos e tot ce păstrează site-ul despre această adresă. Fișierul .json alăturat conține aceleași date, într-o formă',
    'pe care o poate citi un program.',
    '',
    ...section('Mesaje trimise prin formularul de contact', data.leads, (row, i) => [`${i + 1}.`, ...fields(row, LEAD_FIELDS)]),
    ...section('Consultanțe programate pe site', data.bookings, (row, i) => [`${i + 1}.`, ...fields(row, BOOKING_FIELDS, BOOKING_STATUS)]),
    ...section('Abonări la newsletter', data.subscribers, (row, i) => [`${i + 1}.`, ...fields(row, SUBSCRIBER_FIELDS)]),
    ...section('Scrisori din newsletter trimise ție', data.newsletterLetters, (row, i) => [`${i + 1}.`, ...fields(row, LETTER_FIELDS)]),
    ...section('E-mailuri trimise de site', data.emails, (row, i) => [
      `${i + 1}. ${EMAIL_KINDS[String(row.kind) as OutboxKind] ?? String(row.kind)}`,
      ...fields(row, [
        ['created_at', 'Pregătit la', true],
        ['sent_at', 'Trimis la', true],
        ['failed_at', 'Netrimis, renunțat la', true],
      ]),
    ]),
    ...section('Cereri privind datele tale', data.requests, (row, i) => [
      `${i + 1}. ${row.action === 'erase' ? 'ștergere' : 'acces (export)'}, la ${date(row.at)}`,
    ]),
    data.suppressed
      ? 'Adresa este pe lista celor care nu mai primesc e-mailuri de la site (ai cerut ștergerea).'
      : 'Adresa nu este pe lista celor care nu mai primesc e-mailuri.',
    '',
    `Pentru ștergerea datelor sau orice întrebare, scrie la ${site.email}.`,
    '',
  ];
  return lines.join('\n');
}
