/**
 * GDPR requests in one command (articles 15 and 17), on whichever database holds the forms data.
 *
 *   npm run gdpr -- export ana@firma.ro              everything held about the address: a JSON file and a
 *                                                    Romanian document for the person (.txt), in exports/
 *   npm run gdpr -- export ana@firma.ro --out a.json (exports/a.json and exports/a.txt; --out - : JSON on stdout)
 *   npm run gdpr -- erase ana@firma.ro               asks, then deletes it all; keeps the date and a hash of
 *                                                    the address (--yes: without asking, for scripts)
 *   npm run gdpr -- filter old-list.csv              an old list without the addresses erased since (stdout)
 *
 * exports/ is ignored by git (scripts/exports-dir.ts): a request's data never lands in a commit.
 *
 * The address matches however it was spelled (case, a "+tag", Gmail's dots). Both requests are recorded
 * in the gdpr_requests table (date, action, SHA-256 of the address). Where: DATA_DIR's forms.db (or
 * --data-dir DIR); DATABASE_URL's PostgreSQL; with --cloudflare the Worker's D1 database on Cloudflare
 * (signed in with `npx wrangler login` or CLOUDFLARE_API_TOKEN), or with --cloudflare --local the copy
 * `npm run preview:cloudflare` keeps in <data dir>/cloudflare (or --persist-to DIR).
 */
import '@/server/env';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { normalizeEmail } from '@/lib/forms/email';
import { pluralRo } from '@/lib/text';
import { eraseAddress, exportAddress, withoutSuppressed } from '@/server/core/gdpr';
import { DB_FILE, openDatabase } from '@/server/db';
import type { Sql } from '@/server/sql';
import { openD1 } from '@/scripts/d1-proxy';
import { exportPath } from '@/scripts/exports-dir';
import { gdprDocument } from '@/server/core/gdpr-document';

const USAGE =
  'Usage: npm run gdpr -- export <address> [--out file.json | --out -]\n' +
  '       npm run gdpr -- erase <address> [--yes]\n' +
  '       npm run gdpr -- filter <list.csv> [--out file.csv]\n' +
  '       options: --data-dir DIR | --cloudflare [--local [--persist-to DIR]]';

function fail(message: string): never {
  console.error(`gdpr: ${message}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      'data-dir': { type: 'string' },
      cloudflare: { type: 'boolean' },
      local: { type: 'boolean' },
      'persist-to': { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}. Try --help.`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [action, subject] = positionals;
if (action !== 'export' && action !== 'erase' && action !== 'filter') fail(`say export, erase or filter.\n${USAGE}`);
if (!subject || positionals.length > 2) fail(`${action} takes one ${action === 'filter' ? 'file' : 'e-mail address'}.\n${USAGE}`);
// The form's own rule and normal form (lib/forms/email.ts): whatever spelling it accepted, ion@brașov.ro
// or a full-width domain typed on a phone keyboard, names the address it stored (ion@xn--braov-h9b.ro).
const normalized = action === 'filter' ? null : normalizeEmail(subject);
if (action !== 'filter' && !normalized) fail(`"${subject}" is not an e-mail address`);
if (action === 'filter' && !fs.existsSync(subject)) fail(`no file ${subject}`);
if (values.local && !values.cloudflare) fail("--local goes with --cloudflare (the preview's local D1)");

// Erasing cannot be undone: asked first, unless --yes (scripts). Without a terminal to ask on, refused.
if (action === 'erase' && !values.yes) {
  if (!process.stdin.isTTY) fail(`ștergerea nu se poate anula: confirm-o cu --yes (npm run gdpr -- erase ${subject} --yes).`);
  const prompt = readline.createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(`Șterg tot ce e păstrat despre ${subject}? Nu se poate anula. Scrie „da” ca să confirmi: `);
  prompt.close();
  if (!/^(da|d|yes|y)$/i.test(answer.trim())) {
    console.error('gdpr: nimic șters.');
    process.exit(1);
  }
}

const dataDir = path.resolve(values['data-dir'] ?? (process.env.DATA_DIR?.trim() || 'data'));
const databaseUrl = values['data-dir'] ? undefined : process.env.DATABASE_URL?.trim() || undefined;

let db: Sql;
let close: () => Promise<void>;
try {
  if (values.cloudflare) {
    const persistTo = path.resolve(values['persist-to'] ?? path.join(dataDir, 'cloudflare'));
    if (values.local && !fs.existsSync(persistTo))
      fail(`no local Cloudflare database at ${persistTo} (npm run preview:cloudflare makes it)`);
    ({ db, close } = await openD1(values.local ? { local: true, persistTo } : { local: false }));
  } else {
    if (!databaseUrl && !fs.existsSync(path.join(dataDir, DB_FILE)))
      fail(`no database at ${path.join(dataDir, DB_FILE)} (nothing received yet, so nothing is held)`);
    const opened = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
    db = opened;
    close = () => opened.close();
  }
} catch (error) {
  fail((error as Error).message);
}

const write = (text: string) => {
  if (values.out && values.out !== '-') fs.writeFileSync(exportPath(values.out), text);
  else process.stdout.write(text);
};

let exitCode = 0;
try {
  const address = normalized ?? subject.trim();
  if (action === 'export') {
    const data = await exportAddress(db, address);
    const json = `${JSON.stringify(data, null, 2)}\n`;
    let where = '';
    if (values.out === '-') process.stdout.write(json);
    else {
      const day = data.generatedAt.slice(0, 10);
      const jsonFile = exportPath(values.out ?? `gdpr-${data.matchedAs.replace(/[^a-z0-9]+/gi, '-')}-${day}.json`);
      const textFile = `${jsonFile.replace(/\.json$/i, '')}.txt`;
      const { siteConfig } = await import('@/lib/site');
      fs.writeFileSync(jsonFile, json);
      fs.writeFileSync(textFile, gdprDocument(data, siteConfig));
      where = ` → ${jsonFile} (date) și ${textFile} (documentul pentru persoană, în română)`;
    }
    console.error(
      `gdpr: ${[
        pluralRo(data.leads.length, 'mesaj', 'mesaje'),
        pluralRo(data.bookings.length, 'programare', 'programări'),
        pluralRo(data.subscribers.length, 'abonare', 'abonări'),
        pluralRo(data.newsletterLetters.length, 'scrisoare din newsletter', 'scrisori din newsletter'),
        pluralRo(data.emails.length, 'e-mail', 'e-mailuri'),
      ].join(', ')} păstrate despre ${data.matchedAs}${where}; cererea e înregistrată.`,
    );
  } else if (action === 'erase') {
    const removed = await eraseAddress(db, address);
    console.error(
      `gdpr: șterse despre ${address}: ${[
        pluralRo(removed.leads, 'mesaj', 'mesaje'),
        pluralRo(removed.bookings, 'programare', 'programări'),
        pluralRo(removed.subscribers, 'abonare', 'abonări'),
        pluralRo(removed.newsletterLetters, 'scrisoare din newsletter', 'scrisori din newsletter'),
        pluralRo(removed.emails, 'e-mail', 'e-mailuri'),
        pluralRo(removed.automaticMailMemory, 'înregistrare de e-mail automat', 'înregistrări de e-mailuri automate'),
      ].join(', ')}. Păstrate: data cererii și amprenta adresei (pentru evidență și ca adresa să nu mai primească e-mailuri de la site).`,
    );
  } else {
    const text = fs.readFileSync(subject, 'utf8');
    const { kept, dropped } = await withoutSuppressed(db, text.split(/\r?\n/));
    write(kept.join(text.includes('\r\n') ? '\r\n' : '\n'));
    console.error(`gdpr: ${pluralRo(dropped, 'rând scos', 'rânduri scoase')} (adrese șterse la cererea persoanelor).`);
  }
} catch (error) {
  console.error(`gdpr: nothing changed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await close().catch(() => {});
}
process.exit(exitCode);
