import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExamplesTheOwners } from './fixtures/owner-content';

/**
 * scripts/check-content.ts, the first step of `npm run build`, run as the build runs it, on a copy of
 * content/: the owner reads Romanian messages only, never a stack trace, and the build stops (exit 1).
 */
const ROOT = process.cwd();
let project: string;

function run(args: string[] = [], extra: Record<string, string> = {}) {
  // The build's own environment, without what this shell may have set (SITE_URL, SITE_EMAIL).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '', ...extra };
  for (const name of ['SITE_URL', 'SITE_EMAIL', 'BOOKING_URL', 'LEAD_RETENTION_MONTHS']) if (!(name in extra)) delete env[name];
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts', ...args],
    {
      cwd: project,
      encoding: 'utf8',
      env,
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(project, 'content', file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `${file} was not changed`).not.toBe(before);
  fs.writeFileSync(full, after);
};

describe('scripts/check-content.ts', () => {
  beforeAll(() => {
    // The project with its own content/: everything else is the real tree, linked.
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    fs.cpSync(path.join(ROOT, 'content'), path.join(project, 'content'), { recursive: true });
    for (const name of ['node_modules', 'lib', 'components', 'scripts', 'package.json', 'tsconfig.json'])
      fs.symlinkSync(path.join(ROOT, name), path.join(project, name));
  });
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  const SAMPLE_LINE =
    'Date de exemplu încă pe site: numele site-ului, numele tău, numele firmei, CUI-ul, numărul din Registrul Comerțului, adresa sediului, telefonul, numărul de WhatsApp, e-mailul, adresa site-ului, pagina de Facebook, contul de Instagram și pagina de LinkedIn (content/site.yaml). Pune-le pe ale tale înainte de publicare; npm run check -- --strict le verifică.\n' +
    'Conținut de exemplu încă pe site: 78 de locuri (articole și studii de caz cu sample: true, testimoniale, cifre, poze desenate, linkuri example.com). npm run check -- --strict le arată pe fiecare, cu rândul lui.\n';

  it('builds the shipped content, saying in one line what is still the example business', () => {
    expect(run()).toEqual({ status: 0, stdout: SAMPLE_LINE, stderr: '' });
  }, 60_000);

  it('refuses, when strict (the deploy workflow), the example identity and site address; passes once replaced', () => {
    const strict = run(['--strict']);
    expect(strict.status).toBe(1);
    for (const field of ['name', 'owner.name', 'legal.legalName', 'legal.cui', 'legal.tradeRegister', 'legal.registeredAddress', 'phone', 'whatsapp', 'email', 'url', 'social.facebook'])
      expect(strict.stderr).toMatch(new RegExp(`^  content/site\\.yaml, rândul \\d+ \\(${field.replace('.', '\\.')}\\): .* din exemplu`, 'm'));
    expect(strict.stderr).toContain('CUI-ul este încă cel din exemplu (RO12345678): pune-l pe al tău înainte de publicare.');
    expect(strict.stderr).toMatch(/^Verificarea conținutului: 91 de erori, 0 avertismente\./);
    // The example's content, each with its file and line: entries marked sample: true (both languages),
    // testimonials, figures, example.com links.
    expect(strict.stderr).toMatch(/^ {2}content\/blog\/cat-costa-un-site-de-prezentare\.md, rândul 2 \(sample\): Articolul „[^”]+” este din exemplu\./m);
    expect(strict.stderr).toMatch(/^ {2}content\/portfolio\/brutarie-artizanala-spicul-auriu\.en\.md, rândul 2 \(sample\): Studiul de caz „[^”]+” este din exemplu\./m);
    expect(strict.stderr).toMatch(/^ {2}content\/home\.yaml, rândul \d+ \(testimonials\): testimonialul lui „Maria Ionescu” este inventat/m);
    expect(strict.stderr).toMatch(/^ {2}content\/about\.yaml, rândul 2 \(figures\): cifra „50\+ Proiecte finalizate” este din exemplu/m);
    expect(strict.stderr).toMatch(/^ {2}content\/portfolio\/brutarie-artizanala-spicul-auriu\.md, rândul 12: linkul https:\/\/example\.com\/spicul-auriu duce la un domeniu de exemplu/m);

    edit('site.yaml', (t) =>
      t
        .replace('legalName: Studio Creativ SRL', 'legalName: Atelier Mara Ionescu PFA')
        .replace('cui: RO12345678', 'cui: "41234567"')
        .replace('tradeRegister: J40/1234/2019', 'tradeRegister: F12/345/2021')
        .replace('registeredAddress: Str. Exemplului nr. 1, Sector 1, București', 'registeredAddress: Str. Memorandumului nr. 8, Cluj-Napoca')
        .replace('phone: +40 712 345 678', 'phone: +40 745 111 222')
        .replace('whatsapp: "40712345678"', 'whatsapp: "40745111222"')
        .replace('email: contact@studiocreativ.ro', 'email: mara@atelier-mara.ro')
        .replace('name: Studio Creativ\n', 'name: Atelier Mara\n')
        .replace('name: Andreea Popescu', 'name: Mara Ionescu')
        .replaceAll('/studiocreativ', '/ateliermara'),
    );
    makeExamplesTheOwners(project);
    // The address may come from the deploy's SITE_URL instead of the file.
    expect(run(['--strict'], { SITE_URL: 'https://www.studiocreativ.ro/' }).stderr).toMatch(/Adresa site-ului este încă cea din exemplu \(https:\/\/www\.studiocreativ\.ro\): pune-o pe a ta \(aici sau în variabila SITE_URL/);
    const passed = run(['--strict'], { SITE_URL: 'https://atelier-mara.ro' });
    const said = 'Setări luate din mediu, nu din content/site.yaml:\n  Adresa site-ului: https://atelier-mara.ro, din variabila SITE_URL a mediului (content/site.yaml are https://www.studiocreativ.ro).\n';
    expect(passed).toEqual({ status: 0, stdout: `${said}Verificarea conținutului: 0 erori, 0 avertismente.\n\n`, stderr: '' });
    // Without --strict nothing else is left to say.
    expect(run([], { SITE_URL: 'https://atelier-mara.ro' })).toEqual({ status: 0, stdout: said, stderr: '' });

    // The same from a .env, as the build reads it; a .env copied from .env.example sets nothing at all.
    fs.writeFileSync(path.join(project, '.env'), 'SITE_URL=https://www.studiocreativ.ro\n');
    const fromFile = run(['--strict']);
    expect(fromFile.stdout).toContain('Adresa site-ului: https://www.studiocreativ.ro, din SITE_URL din .env.');
    expect(fromFile.stderr).toMatch(/\(url\): Adresa site-ului este încă cea din exemplu \(https:\/\/www\.studiocreativ\.ro\)/);
    edit('site.yaml', (t) => t.replace('url: https://www.studiocreativ.ro', 'url: https://atelier-mara.ro'));
    fs.copyFileSync(path.join(ROOT, '.env.example'), path.join(project, '.env'));
    expect(run(['--strict'])).toEqual({ status: 0, stdout: 'Verificarea conținutului: 0 erori, 0 avertismente.\n\n', stderr: '' });
    fs.rmSync(path.join(project, '.env'));
  }, 120_000);

  it('lists a price no one has changed in over a year, from the git history', () => {
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: '2024-06-01T12:00:00Z', GIT_COMMITTER_DATE: '2024-06-01T12:00:00Z' },
      });
    git('init', '-q');
    git('add', 'content');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'content');
    const { status, stdout } = run(['--report']);
    expect(status).toBe(0);
    const line = fs.readFileSync(path.join(project, 'content/services.yaml'), 'utf8').split('\n').findIndex((l) => /amount: 800/.test(l)) + 1;
    expect(stdout).toContain(
      `  content/services.yaml, rândul ${line} (amount): prețul 800 nu s-a mai schimbat din 1 iunie 2024, de peste un an: verifică dacă mai e valabil.`,
    );
    // The build itself counts them in one line.
    expect(run().stdout).toMatch(/^Conținutul are \d+ (de )?avertismente: npm run check le arată\.\n/);
    fs.rmSync(path.join(project, '.git'), { recursive: true, force: true });
  }, 60_000);

  it('stops on every mistake at once, in Romanian, without a stack trace', () => {
    edit('services.yaml', (t) => t.replace('amount: 800', 'amount: 950 lei'));
    edit('blog/cat-costa-un-site-de-prezentare.md', (t) => t.replace(/^date: .*$/m, 'date: 2026-02-30'));
    const { status, stdout, stderr } = run();
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'Eroare în conținut: content/services.yaml\n' +
        'Al treilea serviciu, „Design grafic”, câmpul „Preț (RON)” (amount), rândul 56: ai scris „950 lei”, dar aici trebuie doar un număr. Scrie 950, fără punct și fără „lei”.\n' +
        '  content/services.yaml: cards[2].price.amount: Invalid input: expected number, received string',
    );
    expect(stderr).toMatch(
      /^Eroare în conținut: content\/blog\/cat-costa-un-site-de-prezentare\.md\nArticolul „[^”]+”, câmpul „Data publicării” \(date\), rândul \d+: data „2026-02-30” nu există: februarie 2026 are 28 de zile\./m,
    );
    // The English file reads the Romanian one first: the same mistake is told once.
    expect(stderr.match(/Eroare în conținut: content\/services\.yaml\n/g)).toHaveLength(1);
    expect(stderr).toMatch(
      /\nSite-ul nu a fost construit: corectează ce scrie mai sus \(2 fișiere\), apoi pornește din nou\.\n$/,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toMatch(/Error:/);
  }, 60_000);

  // content/site.yaml is read as the modules load (lib/site.ts): its mistakes too are told, never thrown.
  it('site.yaml: every mistake at once, each with its line and field, no stack trace; a # colour is told to be quoted', () => {
    const before = fs.readFileSync(path.join(project, 'content/site.yaml'), 'utf8');
    edit('site.yaml', (t) =>
      t.replace(/^ {2}primary: .*$/m, '  primary: #c8371d').replace(/^since: .*$/m, 'since: anul trecut').replace(/^email: .*$/m, 'email: contact(at)firma.ro'),
    );
    const lineOf = (text: string) =>
      fs.readFileSync(path.join(project, 'content/site.yaml'), 'utf8').split('\n').findIndex((l) => l.startsWith(text)) + 1;
    const { status, stdout, stderr } = run();
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Eroare în conținut: content\/site\.yaml$/m);
    expect(stderr).toContain(
      `Câmpul „Culoarea principală” (primary), rândul ${lineOf('  primary:')}: e gol, pentru că fișierul citește tot ce urmează după # ca pe o notă. Pune culoarea între ghilimele: primary: "#c8371d".`,
    );
    expect(stderr).toContain(`Câmpul „Anul înființării” (since), rândul ${lineOf('since:')}: ai scris „anul trecut”`);
    expect(stderr).toContain(`Câmpul „E-mail public” (email), rândul ${lineOf('email:')}: ai scris „contact(at)firma.ro”`);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toMatch(/DataError|node:internal|Node\.js v/);

    // YAML that cannot be read at all: the line, still no stack trace.
    fs.writeFileSync(path.join(project, 'content/site.yaml'), before.replace(/^name: .*$/m, 'name: [Studio Creativ'));
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/^Rândul 2: fișierul nu mai poate fi citit de aici\. De obicei e o greșeală pe acest rând sau pe cel de dinainte/m);
    expect(broken.stderr).not.toMatch(/^\s+at /m);
    fs.writeFileSync(path.join(project, 'content/site.yaml'), before);
  }, 60_000);
});
