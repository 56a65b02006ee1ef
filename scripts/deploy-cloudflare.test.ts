import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExamplesTheOwners } from './fixtures/owner-content';
import { githubRepo, PLACEHOLDER_ID, withDatabaseId } from './deploy-cloudflare';

/**
 * `npm run deploy:cloudflare` against a stand-in for wrangler (WRANGLER_BIN: a script that keeps an
 * account's D1 databases in a JSON file and records every call with its stdin). No Cloudflare account
 * here: what wrangler itself does on the real API is not tried. The first run creates the database once,
 * writes its id into wrangler.jsonc's one binding, applies the migrations, sends the secrets through
 * stdin and deploys; the second run creates nothing and leaves wrangler.jsonc as it was.
 */
const ROOT = process.cwd();
let project: string;
let state: string;

const FAKE_WRANGLER = `#!/usr/bin/env node
const fs = require('node:fs');
const state = process.env.FAKE_WRANGLER_STATE;
const data = fs.existsSync(state) ? JSON.parse(fs.readFileSync(state, 'utf8')) : { databases: [], calls: [] };
const args = process.argv.slice(2);
let input = '';
try { input = fs.readFileSync(0, 'utf8'); } catch {}
data.calls.push({ args, input });
const save = () => fs.writeFileSync(state, JSON.stringify(data));
const out = (text) => { save(); process.stdout.write(text + '\\n'); process.exit(0); };
const [a, b] = args;
if (a === 'whoami') out(data.loggedOut ? 'You are not authenticated. Please run \`wrangler login\`.' : ' You are logged in with an OAuth Token, associated with the email mara@atelier-mara.ro.');
if (a === 'd1' && b === 'list') out(JSON.stringify(data.databases));
if (a === 'd1' && b === 'create') { const uuid = '1234abcd-0000-4000-8000-' + String(data.databases.length + 1).padStart(12, '0'); data.databases.push({ name: args[2], uuid }); out('Created ' + uuid); }
if (a === 'd1' && b === 'migrations') out('Migrations applied');
if (a === 'secret' && b === 'bulk') out('Finished processing secrets JSON file');
if (a === 'deploy') out('Uploaded studio-creativ\\n  https://studio-creativ.mara.workers.dev');
save(); process.stderr.write('unexpected: ' + args.join(' ')); process.exit(2);
`;

function deploy() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/deploy-cloudflare.ts', '--no-build', '--no-live-check'], {
    cwd: project,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      WRANGLER_BIN: path.join(project, 'fake-wrangler.cjs'),
      FAKE_WRANGLER_STATE: state,
      SMTP_URL: 'smtps://mara%40atelier-mara.ro:Parola%23Secreta9@smtp.atelier-mara.ro:465',
      OWNER_EMAIL: 'mara@atelier-mara.ro',
      SITE_URL: '',
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const calls = () => (JSON.parse(fs.readFileSync(state, 'utf8')) as { calls: { args: string[]; input: string }[] }).calls;

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  state = path.join(project, 'fake-account.json');
  fs.cpSync(path.join(ROOT, 'content'), path.join(project, 'content'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'wrangler.jsonc'), path.join(project, 'wrangler.jsonc'));
  for (const name of ['node_modules', 'lib', 'components', 'scripts', 'server', 'migrations', 'package.json', 'tsconfig.json'])
    fs.symlinkSync(path.join(ROOT, name), path.join(project, name));
  fs.writeFileSync(path.join(project, 'fake-wrangler.cjs'), FAKE_WRANGLER, { mode: 0o755 });
  // The owner's content and identity (what npm run setup and the strict check's list lead to).
  makeExamplesTheOwners(project);
  const site = path.join(project, 'content/site.yaml');
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, 'utf8')
      .replace(/^name: .*$/m, 'name: Atelier Mara')
      .replace(/^ {2}name: Andreea Popescu$/m, '  name: Mara Ionescu')
      .replace(/^email: .*$/m, 'email: mara@atelier-mara.ro')
      .replace(/^phone: .*$/m, 'phone: +40 745 111 222')
      .replace(/^whatsapp: .*$/m, 'whatsapp: "40745111222"')
      .replace(/^url: .*$/m, 'url: https://atelier-mara.ro')
      .replace(/^ {2}legalName: .*$/m, '  legalName: Ionescu Mara PFA')
      .replace(/^ {2}cui: .*$/m, '  cui: "41234567"')
      .replace(/^ {2}tradeRegister: .*$/m, '  tradeRegister: F12/345/2021')
      .replace(/^ {2}registeredAddress: .*$/m, '  registeredAddress: Str. Memorandumului nr. 8, Cluj-Napoca')
      .replaceAll('/studiocreativ', '/ateliermara'),
  );
  spawnSync('git', ['init', '-q'], { cwd: project });
  spawnSync('git', ['remote', 'add', 'origin', 'git@github.com:mara/atelier-mara.git'], { cwd: project });
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('npm run deploy:cloudflare against a stand-in for wrangler', () => {
  it('stops at the login, saying what to type, before it changes anything', () => {
    fs.writeFileSync(state, JSON.stringify({ databases: [], calls: [], loggedOut: true }));
    const result = deploy();
    expect(result.status).toBe(1);
    expect(result.output).toContain('Oprit: nu ești conectat la Cloudflare. Rulează o dată npx wrangler login');
    expect(calls().map((c) => c.args.join(' '))).toEqual(['whoami']);
    fs.rmSync(state);
  });

  it('first run: one database created, its id in the one binding, migrations, secrets by stdin only, deploy', () => {
    const before = fs.readFileSync(path.join(project, 'wrangler.jsonc'), 'utf8');
    expect(before).toContain(PLACEHOLDER_ID);
    const first = deploy();
    expect(first.output).not.toMatch(/Oprit/);
    expect(first.status).toBe(0);
    const config = fs.readFileSync(path.join(project, 'wrangler.jsonc'), 'utf8');
    expect(config).not.toContain(PLACEHOLDER_ID);
    expect(config.match(/"database_id"/g)).toHaveLength(1);
    expect(config.match(/"binding": "DB"/g)).toHaveLength(1);
    expect(config).toContain('"database_id": "1234abcd-0000-4000-8000-000000000001"');
    // Only the id changed.
    expect(config.replace('1234abcd-0000-4000-8000-000000000001', PLACEHOLDER_ID)).toBe(before);
    const made = calls();
    expect(made.map((c) => c.args.join(' '))).toEqual([
      'whoami',
      'd1 list --json',
      'd1 create forms --location eeur --no-update-config',
      'd1 list --json',
      'd1 migrations apply forms --remote',
      'secret bulk',
      'deploy',
    ]);
    // The secrets went through stdin, and nowhere else: not on a command line, not in the output.
    expect(JSON.parse(made[5]!.input)).toEqual({
      SMTP_URL: 'smtps://mara%40atelier-mara.ro:Parola%23Secreta9@smtp.atelier-mara.ro:465',
      OWNER_EMAIL: 'mara@atelier-mara.ro',
    });
    expect(first.output).not.toMatch(/Parola|Secreta/);
    expect(first.output).toContain('4. Setările secrete sunt pe Cloudflare: SMTP_URL, OWNER_EMAIL (valorile nu se afișează).');
    expect(first.output).toContain('6. Site-ul e publicat: https://studio-creativ.mara.workers.dev');
  }, 90_000);

  it('second run: finds the database, creates nothing, leaves wrangler.jsonc as it is', () => {
    const config = fs.readFileSync(path.join(project, 'wrangler.jsonc'), 'utf8');
    const already = calls().length;
    const second = deploy();
    expect(second.status).toBe(0);
    expect(fs.readFileSync(path.join(project, 'wrangler.jsonc'), 'utf8')).toBe(config);
    const made = calls().slice(already).map((c) => c.args.join(' '));
    expect(made).not.toContain('d1 create forms --location eeur --no-update-config');
    expect(made).toEqual(['whoami', 'd1 list --json', 'd1 migrations apply forms --remote', 'secret bulk', 'deploy']);
    expect(second.output).toContain('2. Baza de date „forms” există deja (1234abcd-0000-4000-8000-000000000001).');
  }, 90_000);

  it('the editor’s repository comes from the git remote; two bindings are refused', () => {
    expect(githubRepo('git@github.com:mara/atelier-mara.git')).toBe('mara/atelier-mara');
    expect(githubRepo('https://github.com/mara/atelier-mara')).toBe('mara/atelier-mara');
    expect(githubRepo('/work/some/folder')).toBeUndefined();
    expect(() => withDatabaseId('"database_id": "a", "database_id": "b"', 'c')).toThrow(/2 baze de date D1, nu una/);
  });
});
