// The content check. `npm run build` (and `npm run dev`) run it first: it reads every file under content/
// the way the pages will, in both languages, and stops the build on a mistake, in Romanian for the owner
// (lib/data/messages.ts), without the stack trace and code excerpt `next build` would show for the same
// mistake. Then the report of lib/content-check.ts: its errors (a one-word alt text, a link to no page…)
// stop the build too; its warnings are counted in one line.
//
//   npm run check               the whole report, warnings included
//   npm run check -- --strict   the same, and everything of the example business is an error: its identity
//                               (lib/sample-identity.ts, an example SITE_URL included), its articles and
//                               case studies marked `sample: true`, its testimonials and figures, sample
//                               pictures, example.com links (lib/sample-content.ts). The deploys run this.
//
// It reads the environment the build reads: the shell's, then .env.production.local, .env.local,
// .env.production and .env (@next/env, the loader `next build` itself uses), and says which one set a value
// that content/site.yaml also has, so a SITE_URL copied into .env never wins unseen.
//
// Exit 1 on any error; a build on the shipped sample says in one line what is still the example's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import nextEnv from '@next/env';
import { ContentError, articleFrontMatter, loadDir, projectFrontMatter, theFeatured } from '../lib/content';
import type { Finding } from '../lib/content-check';
import { DataError, loadData } from '../lib/data/load';
import { count } from '../lib/data/messages';
import { dataSchemas, type DataName } from '../lib/data/schemas';
import { locales } from '../lib/i18n/locales';
import { siteToday, unpublished } from '../lib/publishing';

// Which variables the shell set, before the .env files add theirs (they never override the shell's).
const shellSet = new Set(Object.keys(process.env).filter((name) => process.env[name]));
const { loadedEnvFiles } = nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: (...a: unknown[]) => console.error(...a) });

/** Where a variable's value came from: "SITE_URL din .env", "variabila SITE_URL a mediului". */
function envSource(name: string): string | undefined {
  if (!process.env[name]) return undefined;
  if (shellSet.has(name)) return `variabila ${name} a mediului`;
  // The first file that sets it wins, as in @next/env (they come in that order).
  const file = loadedEnvFiles.find((loaded) => new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=\\s*[^\\s#]`, 'm').test(loaded.contents));
  return file ? `${name} din ${file.path}` : `variabila ${name}`;
}

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const report = strict || args.includes('--report');

const messages: string[] = [];
let crashed = false;

function check(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError || error instanceof ContentError) {
      // The English file's check reads the Romanian one first: one mistake, one message.
      if (!messages.includes(error.message)) messages.push(error.message);
    } else {
      // Not the owner's mistake: a developer needs the whole story.
      crashed = true;
      console.error(error);
    }
  }
}

for (const locale of locales) {
  for (const name of Object.keys(dataSchemas) as DataName[]) check(() => loadData(name, locale));
  // The one featured article among those on the site today (drafts and scheduled posts wait: lib/publishing.ts).
  check(() => theFeatured(loadDir('blog', articleFrontMatter, locale).filter((entry) => !unpublished(entry, siteToday()))));
  check(() => loadDir('portfolio', projectFrontMatter, locale));
}
// The legal pages fill in the site's details: only once the data files are right.
// Loaded only now: lib/legal.ts reads content/site.yaml as it loads (lib/site.ts), known good here.
if (messages.length === 0) {
  const { loadLegal } = await import('../lib/legal');
  for (const locale of locales)
    for (const name of ['privacy', 'terms'] as const) check(() => loadLegal(name, locale));
}

if (messages.length > 0 || crashed) {
  if (messages.length > 0) {
    console.error(`\n${messages.join('\n\n')}\n`);
    const files = count(messages.length, 'fișier', 'fișiere');
    console.error(`Site-ul nu a fost construit: corectează ce scrie mai sus (${files}), apoi pornește din nou.`);
  }
  process.exit(1);
}

// Loaded only now: some of these modules read the data files as they load (lib/site.ts), which are known good here.
const { checkContent, formatFinding, yamlLines } = await import('../lib/content-check');
const { listNames, sampleFields, sampleMessage } = await import('../lib/sample-identity');
const { sampleContentFindings } = await import('../lib/sample-content');
const { siteConfigFor } = await import('../lib/site');

/** The day each line of a content file last changed, from git (none outside a git working copy). */
function lineDates(file: string): (string | undefined)[] | undefined {
  let blame: string;
  try {
    blame = execFileSync('git', ['blame', '--line-porcelain', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const dates: (string | undefined)[] = [];
  let time: number | undefined;
  for (const line of blame.split('\n')) {
    if (line.startsWith('committer-time ')) time = Number(line.slice('committer-time '.length));
    else if (line.startsWith('\t')) {
      dates.push(time === undefined ? undefined : new Date(time * 1000).toISOString().slice(0, 10));
      time = undefined;
    }
  }
  return dates;
}

const findings: Finding[] = checkContent({ root: process.cwd(), lineDates });
const config = siteConfigFor();
const sample = sampleFields(config);
const siteLines = yamlLines(fs.readFileSync('content/site.yaml', 'utf8'));

// A setting that both the environment and content/site.yaml can give: say which one the build uses.
const written = loadData('site');
const overrides = [
  { name: 'Adresa site-ului', env: 'SITE_URL', used: config.url, file: written.url },
  { name: 'E-mailul public', env: 'SITE_EMAIL', used: config.email, file: written.email },
  { name: 'Pagina de programări', env: 'BOOKING_URL', used: config.bookingUrl, file: written.bookingUrl },
  { name: 'Păstrarea mesajelor (luni)', env: 'LEAD_RETENTION_MONTHS', used: String(config.leadRetentionMonths), file: String(written.leadRetentionMonths) },
].flatMap(({ name, env, used, file }) => {
  const source = envSource(env);
  return source ? [`${name}: ${used || '(gol)'}, din ${source}${used === file ? '' : ` (content/site.yaml are ${file || '(gol)'})`}.`] : [];
});
if (overrides.length > 0) console.log(`Setări luate din mediu, nu din content/site.yaml:\n${overrides.map((line) => `  ${line}`).join('\n')}`);

const examples = sampleContentFindings(process.cwd());
if (strict) findings.unshift(...examples);
if (strict)
  for (const field of [...sample].reverse())
    findings.unshift({
      level: 'error',
      file: 'content/site.yaml',
      line: siteLines(field.where.split('.')),
      field: field.where,
      text: sampleMessage(field, config),
    });

const errors = findings.filter((f) => f.level === 'error');
const warnings = findings.filter((f) => f.level === 'warning');
const list = (items: Finding[]) => items.map((f) => `  ${formatFinding(f)}`).join('\n');
const errorCount = count(errors.length, 'eroare', 'erori');
const warningCount = count(warnings.length, 'avertisment', 'avertismente');

if (report) {
  const parts = [`Verificarea conținutului: ${errorCount}, ${warningCount}.`];
  if (errors.length > 0) parts.push(`Erori (site-ul nu se construiește până nu le corectezi):\n${list(errors)}`);
  if (warnings.length > 0) parts.push(`Avertismente (site-ul se construiește, dar merită corectate):\n${list(warnings)}`);
  (errors.length > 0 ? console.error : console.log)(`${parts.join('\n\n')}\n`);
} else if (errors.length > 0) {
  console.error(`\n${list(errors)}\n`);
  console.error(`Site-ul nu a fost construit: corectează ce scrie mai sus (${errorCount}), apoi pornește din nou.`);
} else if (warnings.length > 0) {
  console.log(`Conținutul are ${warningCount}: npm run check le arată.`);
}
if (sample.length > 0 && !strict)
  console.log(
    `Date de exemplu încă pe site: ${listNames(sample.map((f) => f.name))} (content/site.yaml). Pune-le pe ale tale înainte de publicare; npm run check -- --strict le verifică.`,
  );
if (examples.length > 0 && !strict)
  console.log(
    `Conținut de exemplu încă pe site: ${count(examples.length, 'loc', 'locuri')} (articole și studii de caz cu sample: true, testimoniale, cifre, poze desenate, linkuri example.com). npm run check -- --strict le arată pe fiecare, cu rândul lui.`,
  );
if (errors.length > 0) process.exit(1);
