/**
 * The newsletter, for the owner (issue 47). Letters are content/newsletter/<slug>.md (and <slug>.en.md).
 *
 *   npm run newsletter -- test <slug> [address]   the letter to you (OWNER_EMAIL) or to the address, now
 *   npm run newsletter -- send <slug> [--yes]     queues it for every confirmed subscriber who has not had it
 *   npm run newsletter -- status <slug>           queued, sent, failed, cancelled
 *   npm run newsletter -- list [--out]            subscribers by status and language, with consent dates;
 *                                                 --out writes them as CSV into exports/ (git-ignored)
 *
 * The same settings as `npm run leads`: DATA_DIR (or --data-dir) for SQLite, DATABASE_URL for PostgreSQL,
 * --cloudflare [--local [--persist-to DIR]] for the Worker's D1 (the same code, through wrangler's platform
 * proxy: scripts/d1-proxy.ts, as `npm run gdpr` does). `send` only queues: the forms service
 * (npm start, or the Worker's cron) sends, at most NEWSLETTER_PER_HOUR an hour; running `send` again,
 * after a crash or beside another run, queues only those who have not had the letter.
 */
import '@/server/env';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ContentError } from '@/lib/content';
import { getLetter, getLetters, letterBrand } from '@/lib/newsletter';
import { loadConfig } from '@/server/config';
import { newToken } from '@/server/core/tokens';
import { DB_FILE, openDatabase } from '@/server/db';
import { toWireMessage } from '@/server/mail/message';
import {
  letterAudience,
  letterMessage,
  letterStatus,
  listSubscribers,
  queueLetter,
  unsubscribeUrl,
  type LetterStatus,
  type SubscriberRow,
} from '@/server/mail/newsletter';
import { messageIdDomain, newMessageId } from '@/server/mail/queue';
import { createNodeTransport } from '@/server/mail/transport-node';
import { openD1, type D1Target } from '@/scripts/d1-proxy';
import { exportPath } from '@/scripts/exports-dir';
import type { Sql } from '@/server/sql';

function fail(message: string): never {
  console.error(`newsletter: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: 'boolean', short: 'y' },
      out: { type: 'boolean' },
      'data-dir': { type: 'string' },
      cloudflare: { type: 'boolean' },
      local: { type: 'boolean' },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}. Încearcă --help.`);
}
const { values, positionals } = parsed;
const [command, slug, address] = positionals;

if (values.help || !command) {
  console.log(
    [
      'Folosire: npm run newsletter -- test <slug> [adresă]   scrisoarea la tine (OWNER_EMAIL) sau la adresă',
      '          npm run newsletter -- send <slug> [--yes]    o pune la coadă pentru abonații confirmați',
      '          npm run newsletter -- status <slug>          la coadă, trimise, eșuate',
      '          npm run newsletter -- list [--out]           abonații; --out: CSV în exports/',
      'Baza: DATA_DIR sau --data-dir (SQLite), DATABASE_URL (PostgreSQL), --cloudflare [--local] (D1).',
      `Scrisorile: content/newsletter/ (${listLetterSlugs().join(', ') || 'niciuna încă'}).`,
    ].join('\n'),
  );
  process.exit(command || values.help ? 0 : 1);
}
if (!['test', 'send', 'status', 'list'].includes(command))
  fail(`comanda „${command}” nu există: test, send, status sau list.`);
if (command !== 'list' && !slug)
  fail(`${command} are nevoie de numele scrisorii (fișierul din content/newsletter/ fără .md).`);
if (values.local && !values.cloudflare)
  fail('--local merge cu --cloudflare (D1-ul local al previzualizării).');

function listLetterSlugs(): string[] {
  try {
    return getLetters().map((letter) => letter.slug);
  } catch {
    return [];
  }
}

/** The letter from content/, or a Romanian message naming the file (and what is wrong in it). */
function letterOrFail(name: string) {
  try {
    const letter = getLetter(name);
    if (!letter)
      fail(
        `nu există content/newsletter/${name}.md. Scrisorile: ${listLetterSlugs().join(', ') || 'niciuna'}.`,
      );
    const entry = getLetters().find((l) => l.slug === name)!;
    return { letter, sample: entry.sample === true };
  } catch (error) {
    if (error instanceof ContentError) fail(error.message);
    throw error;
  }
}

const config = loadConfig();
const brand = letterBrand({
  siteUrl: config.siteUrl,
  publicUrl: config.publicUrl,
  ownerEmail: config.ownerEmail,
});
const dataDir = path.resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || 'data'));
const databaseUrl = values['data-dir'] ? undefined : process.env.DATABASE_URL?.trim() || undefined;
const target: D1Target | null = values.cloudflare
  ? values.local
    ? { local: true, persistTo: path.resolve(values['persist-to'] ?? path.join(dataDir, 'cloudflare')) }
    : { local: false }
  : null;

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});
const when = (value: string | number | null) => (value === null ? '' : dateTime.format(new Date(value)));
const count = new Intl.NumberFormat('ro-RO');

/** The store `npm run leads` would read: D1 (--cloudflare), PostgreSQL (DATABASE_URL) or the SQLite file. */
async function withDb<T>(fn: (db: Sql) => Promise<T>): Promise<T> {
  if (target) {
    if (target.local && !fs.existsSync(target.persistTo))
      fail(`nu există încă un D1 local în ${target.persistTo} (npm run preview:cloudflare îl face).`);
    let d1: Awaited<ReturnType<typeof openD1>> | undefined;
    try {
      d1 = await openD1(target);
      return await fn(d1.db);
    } catch (error) {
      return fail((error as Error).message);
    } finally {
      await d1?.close();
    }
  }
  if (!databaseUrl && !fs.existsSync(path.join(dataDir, DB_FILE)))
    fail(
      `nu există încă baza de date ${path.join(dataDir, DB_FILE)} (niciun abonat). Pornește serviciul cu npm start sau setează DATA_DIR / DATABASE_URL.`,
    );
  let db: Sql | undefined;
  try {
    db = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    return await fn(db);
  } catch (error) {
    return fail((error as Error).message);
  } finally {
    await db?.close();
  }
}

function printStatus(status: LetterStatus): void {
  console.log(`Scrisoarea ${status.slug}:`);
  console.log(`  la coadă:  ${count.format(status.queued)}`);
  console.log(
    `  trimise:   ${count.format(status.sent)}${status.lastSentAt ? ` (ultima ${when(status.lastSentAt)})` : ''}`,
  );
  console.log(
    `  eșuate:    ${count.format(status.failed)}${status.failed > 0 ? ' (se reîncearcă la următorul send)' : ''}`,
  );
  console.log(`  anulate:   ${count.format(status.cancelled)} (dezabonați sau șterși înainte de trimitere)`);
  if (status.firstQueuedAt) console.log(`  pusă la coadă: ${when(status.firstQueuedAt)}`);
}

const STATUS_RO: Record<string, string> = {
  confirmed: 'confirmați',
  pending: 'neconfirmați',
  unsubscribed: 'dezabonați',
};
const STATUS_ONE: Record<string, string> = {
  confirmed: 'confirmat',
  pending: 'neconfirmat',
  unsubscribed: 'dezabonat',
};

/** Subscribers as CSV (UTF-8 with BOM for Excel, ";" as Romanian Excel expects). */
function subscribersCsv(rows: SubscriberRow[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    // A cell starting with = + - @ would be a formula in a spreadsheet.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[";\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    ['email', 'stare', 'limba', 'inscris', 'consimtamant', 'dezabonat', 'versiune_text_consimtamant'].join(
      ';',
    ),
  ];
  for (const r of rows)
    lines.push(
      [r.email, r.status, r.language, r.created_at, r.consent_at, r.unsubscribed_at, r.consent_version]
        .map(cell)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function printList(rows: SubscriberRow[]): void {
  const by = new Map<string, number>();
  for (const row of rows)
    by.set(`${row.status}:${row.language}`, (by.get(`${row.status}:${row.language}`) ?? 0) + 1);
  console.log(`Abonați: ${count.format(rows.length)}`);
  for (const status of ['confirmed', 'pending', 'unsubscribed']) {
    const ro = by.get(`${status}:ro`) ?? 0;
    const en = by.get(`${status}:en`) ?? 0;
    console.log(
      `  ${STATUS_RO[status]!.padEnd(12)} ${count.format(ro + en).padStart(6)}  (română ${count.format(ro)}, engleză ${count.format(en)})`,
    );
  }
  if (values.out) {
    // The same git-ignored exports/ folder as npm run leads and npm run gdpr (scripts/exports-dir.ts).
    const file = exportPath(`abonati-${new Date().toISOString().slice(0, 10)}.csv`);
    fs.writeFileSync(file, subscribersCsv(rows), { mode: 0o600 });
    console.log(`Lista completă: ${path.relative(process.cwd(), file) || file}`);
    return;
  }
  console.log('');
  for (const row of rows)
    console.log(
      `${row.email}  ${STATUS_ONE[row.status] ?? row.status}, ${row.language}, înscris ${when(row.created_at)}${row.consent_at ? `, confirmat ${when(row.consent_at)}` : ''}${row.unsubscribed_at ? `, dezabonat ${when(row.unsubscribed_at)}` : ''}`,
    );
}

async function confirm(question: string): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY)
    fail('nu pot întreba în acest terminal: adaugă --yes ca să trimiți fără întrebare.');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await rl.question(`${question} (da/nu) `)).trim().toLowerCase();
  rl.close();
  return answer === 'da' || answer === 'd' || answer === 'yes' || answer === 'y';
}

if (command === 'test') {
  const { letter } = letterOrFail(slug!);
  const to = address ?? config.ownerEmail;
  if (!config.smtpUrl) fail('SMTP_URL nu este setat (în .env): fără el nu pot trimite nici testul.');
  const transport = createNodeTransport(config.smtpUrl);
  try {
    // Both versions where the letter has two; the unsubscribe link of a test leads to "link not valid".
    for (const language of letter.en ? (['ro', 'en'] as const) : (['ro'] as const)) {
      const message = letterMessage(
        letter,
        to,
        language,
        brand,
        unsubscribeUrl(brand.publicUrl, newToken(), language),
      );
      message.subject = `[Test] ${message.subject}`;
      await transport.send(
        toWireMessage(message, config.mailFrom, newMessageId(messageIdDomain(config.siteUrl))),
      );
      console.log(`Trimis la ${to}: „${message.subject}” (${language === 'en' ? 'engleză' : 'română'}).`);
    }
  } catch (error) {
    fail(`SMTP nu a primit testul: ${(error as Error).message}`);
  } finally {
    await transport.close();
  }
} else if (command === 'status') {
  letterOrFail(slug!);
  printStatus(await withDb((db) => letterStatus(db, slug!)));
} else if (command === 'list') {
  printList(await withDb((db) => listSubscribers(db)));
} else {
  const { letter, sample } = letterOrFail(slug!);
  if (sample)
    fail(
      `content/newsletter/${slug}.md este o scrisoare de exemplu (sample: true): nu o trimit abonaților. Scrie scrisoarea ta, sau șterge linia „sample: true” dacă vrei chiar textul acesta.`,
    );
  const perHour = config.outbox.newsletterPerHour ?? 100;
  await withDb(async (db) => {
    const { toQueue, already, failed } = await letterAudience(db, slug!);
    console.log(
      `„${letter.ro.subject}” (${slug})${letter.en ? `, cu varianta în engleză „${letter.en.subject}”` : ', doar în română'}`,
    );
    console.log(`  abonați confirmați care nu au primit-o: ${count.format(toQueue)}`);
    if (already > 0)
      console.log(`  au primit-o deja sau sunt la coadă: ${count.format(already)} (nu o mai primesc)`);
    if (failed > 0) console.log(`  eșuate, se reîncearcă: ${count.format(failed)}`);
    if (toQueue === 0 && failed === 0) {
      console.log('Nu am cui să o trimit acum.');
      return;
    }
    const hours = Math.ceil((toQueue + failed) / perHour);
    if (
      !(await confirm(
        `Trimit la ${count.format(toQueue + failed)} adrese, cel mult ${count.format(perHour)} pe oră (${hours === 1 ? 'o oră' : `${hours} ore`})?`,
      ))
    )
      return;
    // The queue takes whoever is eligible when it runs, which may differ by a sign-up from the count shown.
    const result = await queueLetter(db, letter, brand);
    const sender = target
      ? 'Worker-ul o trimite la fiecare minut (cron)'
      : 'Serviciul de formulare (npm start) o trimite';
    console.log(
      `Pusă la coadă pentru ${count.format(result.queued)} abonați${result.retried > 0 ? `, ${count.format(result.retried)} eșuate reîncercate` : ''}. ${sender}, cel mult ${count.format(perHour)} pe oră; vezi npm run newsletter -- status ${slug}${target ? ' --cloudflare' : ''}.`,
    );
  });
}
