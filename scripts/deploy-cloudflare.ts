/**
 * npm run deploy:cloudflare: the whole site with its forms onto the owner's Cloudflare account, in
 * Romanian, in one command that can be run again to update (each step finds what the last run made):
 *
 *  1. the login (`wrangler whoami`; else: run `npx wrangler login` first);
 *  2. the D1 database `forms`: found, or created (never letting wrangler add a second binding), its id
 *     written into wrangler.jsonc in place of the placeholder (one binding, always);
 *  3. the migrations (`wrangler d1 migrations apply forms --remote`);
 *  4. the Worker's secrets from .env (SMTP_URL, MAIL_FROM, OWNER_EMAIL, GITHUB_CLIENT_ID/SECRET) through
 *     stdin, never printed; SMTP_URL checked first with the Worker's rules;
 *  5. the strict content check (nothing of the example goes live), with the address the site will have;
 *  6. the build, with that address (the workers.dev one until a custom domain is in wrangler.jsonc's
 *     `routes`, then the domain) and the editor's repository from the git remote (never OWNER/REPO);
 *  7. `wrangler deploy`, then the live site checked: a page, /api/health, and a test e-mail.
 *
 * wrangler is node_modules' own, or WRANGLER_BIN (the tests' stand-in records every call).
 *
 *   --no-build        deploy the out/ folder already built (for SITE_URL and CMS_GITHUB_REPO as it was)
 *   --no-live-check   skip step 7's checks of the live site (no network to it, e.g. the tests)
 */
import '@/server/env';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scrub } from '@/server/core/redact';
import { checkSmtpUrl } from '@/server/mail/smtp-url';
import { isLoopbackHost } from '@/server/mail/transport-worker';

const ROOT = process.cwd();
const ARGS = process.argv.slice(2);
const NO_BUILD = ARGS.includes('--no-build');
const CONFIG = path.join(ROOT, 'wrangler.jsonc');
const DATABASE = 'forms';
export const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';
/** The Worker's secrets, from .env or the environment: only those set go up. */
const SECRETS = ['SMTP_URL', 'MAIL_FROM', 'OWNER_EMAIL', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'];
/** Where the last deploy's address is remembered (wrangler's own folder, ignored by git). */
const URL_FILE = path.join(ROOT, '.wrangler', 'deploy-url');

type Run = { status: number; stdout: string; stderr: string };

function wrangler(args: string[], input?: string): Run {
  const bin = process.env.WRANGLER_BIN;
  const [command, full] = bin ? [bin, args] : [process.execPath, [path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), ...args]];
  const result: SpawnSyncReturns<string> = spawnSync(command, full, {
    cwd: ROOT,
    encoding: 'utf8',
    input,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

function say(line: string) {
  console.log(scrub(line));
}

function stop(line: string, detail?: Run): never {
  console.error(scrub(`\nOprit: ${line}`));
  if (detail) console.error(scrub(`${detail.stderr || detail.stdout}`.trim().split('\n').slice(-8).join('\n')));
  process.exit(1);
}

/** The GitHub repository "owner/name" of the git remote `origin`, if it is on GitHub. */
export function githubRepo(remote: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(remote.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/** wrangler.jsonc with the D1 binding's id set (the one binding's database_id, whatever it held). */
export function withDatabaseId(text: string, id: string): string {
  const ids = [...text.matchAll(/"database_id"\s*:\s*"([^"]*)"/g)];
  if (ids.length !== 1) throw new Error(`wrangler.jsonc are ${ids.length} baze de date D1, nu una: păstrează una singură, cu "binding": "DB"`);
  return text.replace(/("database_id"\s*:\s*)"[^"]*"/, `$1"${id}"`);
}

function envValues(): Record<string, string> {
  return Object.fromEntries(SECRETS.flatMap((name) => (process.env[name]?.trim() ? [[name, process.env[name]!.trim()]] : [])));
}

function customDomain(text: string): string | undefined {
  const match = /"pattern"\s*:\s*"([^"*/]+)"[^}]*"custom_domain"\s*:\s*true/.exec(text);
  return match ? `https://${match[1]}` : undefined;
}

function build(siteUrl: string, repo: string) {
  if (NO_BUILD) return say(`   (--no-build: publică out/ așa cum e)`);
  say(`Construiesc site-ul pentru ${siteUrl}…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: siteUrl, CMS_GITHUB_REPO: repo, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) stop('construirea site-ului a eșuat:', { status: 1, stdout: result.stdout, stderr: result.stderr });
}

async function main() {
  say('Publicare pe Cloudflare (se poate rula din nou oricând, pentru actualizare).\n');

  // 1. The login.
  const who = wrangler(['whoami']);
  if (who.status !== 0 || /not authenticated|You are not logged in/i.test(who.stdout + who.stderr))
    stop(
      'nu ești conectat la Cloudflare. Rulează o dată npx wrangler login (se deschide browserul: creează contul gratuit sau intră în el și apasă „Allow”), apoi din nou npm run deploy:cloudflare.',
    );
  const email = /associated with the email ([^\s.]+@[^\s]+?)\.?\s/.exec(who.stdout)?.[1];
  say(`1. Conectat la Cloudflare${email ? ` ca ${email}` : ''}.`);

  // The editor's repository, before anything changes on the account: never OWNER/REPO.
  const remote = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: ROOT, encoding: 'utf8' });
  const repo = process.env.CMS_GITHUB_REPO?.trim() || githubRepo(remote.stdout ?? '');
  if (!repo)
    stop(
      'proiectul nu e încă într-un depozit GitHub al tău (editorul de la /admin salvează acolo, iar publicarea la fiecare push pornește de acolo). ' +
        'Creează un depozit gol pe https://github.com/new (fără README), apoi: git remote set-url origin https://github.com/NUMELE-TAU/DEPOZIT.git (sau git remote add origin …) și git push -u origin main. Apoi rulează din nou.',
    );

  // 2. The D1 database: found or created; its id in wrangler.jsonc, one binding.
  const list = wrangler(['d1', 'list', '--json']);
  if (list.status !== 0) stop('nu pot citi bazele de date D1 ale contului.', list);
  let databases: { name: string; uuid: string }[];
  try {
    databases = JSON.parse(list.stdout.slice(list.stdout.indexOf('['))) as { name: string; uuid: string }[];
  } catch {
    stop('răspunsul lui wrangler d1 list nu a putut fi citit.', list);
  }
  let database = databases.find((d) => d.name === DATABASE);
  if (database) say(`2. Baza de date „${DATABASE}” există deja (${database.uuid}).`);
  else {
    // wrangler would offer to add a binding of its own (a second one): never.
    const created = wrangler(['d1', 'create', DATABASE, '--location', 'eeur', '--no-update-config']);
    if (created.status !== 0) stop(`nu am putut crea baza de date „${DATABASE}”.`, created);
    const again = wrangler(['d1', 'list', '--json']);
    database = (JSON.parse(again.stdout.slice(again.stdout.indexOf('['))) as { name: string; uuid: string }[]).find((d) => d.name === DATABASE);
    if (!database) stop(`baza de date „${DATABASE}” nu apare după creare.`, created);
    say(`2. Am creat baza de date „${DATABASE}” (${database.uuid}), în Europa de Est.`);
  }
  const config = fs.readFileSync(CONFIG, 'utf8');
  const updated = withDatabaseId(config, database.uuid);
  if (updated !== config) {
    fs.writeFileSync(CONFIG, updated);
    say(`   Am scris id-ul ei în wrangler.jsonc (fă commit la fișier, ca publicarea automată să-l folosească).`);
  }

  // 3. The migrations.
  const { writeD1Migrations } = await import('@/scripts/d1-migrations');
  writeD1Migrations();
  const migrated = wrangler(['d1', 'migrations', 'apply', DATABASE, '--remote']);
  if (migrated.status !== 0) stop('migrările bazei de date au eșuat.', migrated);
  say('3. Baza de date are structura la zi.');

  // 4. The Worker's secrets, through stdin, never printed.
  const secrets = envValues();
  if (secrets.SMTP_URL) {
    const checked = checkSmtpUrl(secrets.SMTP_URL);
    if (!checked.ok) stop(checked.problem);
    const port = Number(checked.url.port || (checked.url.protocol === 'smtps:' ? 465 : 587));
    if (port === 25 && !isLoopbackHost(checked.url.hostname)) stop('SMTP_URL folosește portul 25, închis pentru Cloudflare: folosește 465 (smtps://) sau 587 (smtp://).');
  } else say('   Atenție: nu e setat SMTP_URL (npm run setup): cererile se păstrează, dar nu-ți vin pe e-mail.');
  if (Object.keys(secrets).length > 0) {
    const put = wrangler(['secret', 'bulk'], JSON.stringify(secrets));
    if (put.status !== 0) stop('nu am putut pune setările secrete pe Cloudflare.', put);
    say(`4. Setările secrete sunt pe Cloudflare: ${Object.keys(secrets).join(', ')} (valorile nu se afișează).`);
  }

  // 5–6. The address, the strict check, the build.
  const domain = customDomain(config);
  let siteUrl = domain ?? (fs.existsSync(URL_FILE) ? fs.readFileSync(URL_FILE, 'utf8').trim() : '');
  // Before the first deploy the workers.dev address is not known yet: the Worker's name on it stands in
  // (the first deploy prints the real one, and the site is built again with it).
  const worker = /"name"\s*:\s*"([^"]+)"/.exec(config)?.[1] ?? 'site';
  const provisional = `https://${worker}.workers.dev`;
  const check = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts', '--strict'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: siteUrl || provisional },
  });
  if (check.status !== 0) {
    console.error(check.stderr);
    stop('site-ul are încă date sau conținut din exemplu (lista de mai sus, cu fișierul și rândul fiecăruia). Corectează-le, apoi rulează din nou.');
  }
  say('5. Verificarea conținutului: nimic din exemplu.');
  build(siteUrl || provisional, repo);

  // 7. Deploy; the first time, learn the workers.dev address and build again with it.
  let deployed = wrangler(['deploy']);
  if (deployed.status !== 0) stop('publicarea a eșuat.', deployed);
  const live = /https:\/\/[\w.-]+\.workers\.dev/.exec(deployed.stdout)?.[0];
  if (!domain && live && live !== siteUrl) {
    siteUrl = live;
    fs.mkdirSync(path.dirname(URL_FILE), { recursive: true });
    fs.writeFileSync(URL_FILE, `${live}\n`);
    // The pages were built before the address was known: once more, with it (canonical links, e-mails).
    if (!NO_BUILD) {
      build(siteUrl, repo);
      deployed = wrangler(['deploy']);
      if (deployed.status !== 0) stop('publicarea a eșuat.', deployed);
    }
  }
  say(`6. Site-ul e publicat: ${siteUrl}`);

  // The live site, checked from outside.
  if (ARGS.includes('--no-live-check')) return;
  const page = await fetch(`${siteUrl}/`).catch(() => undefined);
  if (!page?.ok) stop(`${siteUrl}/ nu răspunde (${page?.status ?? 'fără răspuns'}). Pe un workers.dev nou durează uneori un minut: rulează din nou.`);
  const health = (await fetch(`${siteUrl}/api/health`).then((r) => r.json(), () => undefined)) as { status?: string; mail?: { smtp?: string } } | undefined;
  if (health?.status !== 'ok') stop(`${siteUrl}/api/health nu spune „ok” (${JSON.stringify(health)}).`);
  say(`7. Verificat: pagina principală și /api/health (baza de date ${health.mail?.smtp === 'configured' ? 'și e-mailul configurat' : 'merge; e-mailul nu e configurat'}).`);
  if (secrets.SMTP_URL) {
    const { sendTestMail } = await import('@/scripts/mail-diagnosis');
    const { siteConfig } = await import('@/lib/site');
    const to = secrets.OWNER_EMAIL || siteConfig.email;
    const mail = await sendTestMail({ smtpUrl: secrets.SMTP_URL, from: secrets.MAIL_FROM || to, to, siteName: siteConfig.name, cloudflare: true });
    if (!mail.ok) stop(`e-mailul de test nu a plecat: ${mail.problem}`);
    say(`   E-mailul de test a plecat spre ${to}, cu regulile Cloudflare. Verifică-ți căsuța.`);
  }
  say(`\nGata: ${siteUrl}. Pentru actualizări rulează din nou npm run deploy:cloudflare, sau fă push pe GitHub (docs/deploy-cloudflare.md).`);
}

// Only when run (a test imports the helpers above).
if (/scripts[\\/]deploy-cloudflare\.ts$/.test(process.argv[1] ?? '')) await main();
