import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, type ReceivedMail } from '@/server/testing';
import { makeExamplesTheOwners } from './fixtures/owner-content';
import { applyEnv, applySiteAnswers, smtpUrlOf } from './setup';

/**
 * `npm run setup -- --answers FILE` end to end on a fresh copy of the project's content (the code linked):
 * content/site.yaml changes in the answered lines only, the test e-mail reaches a local SMTP sink, the
 * site's identity as the pages render it (the loaders' output: site config, JSON-LD, the legal pages;
 * not a second `next build`) holds nothing of the example, and `npm run check -- --strict` lists the
 * example content left, then passes once it is removed.
 */
const ROOT = process.cwd();
let project: string;
/** A local mail server that knows one account, mara@atelier-mara.ro with this password, and keeps what it receives. */
const PASSWORD = 'p#ss@w/rd?%';
const received: ReceivedMail[] = [];
let server: SMTPServer;
let port: number;

/** The example business's identity, as it would show on a page or in its markup. */
const EXAMPLE_IDENTITY = ['Studio Creativ', 'Andreea Popescu', 'RO12345678', 'J40/1234/2019', 'Exemplului', '712 345 678', '40712345678', 'studiocreativ'];

const childEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
  for (const name of ['SITE_URL', 'SITE_EMAIL', 'SMTP_URL', 'MAIL_FROM', 'OWNER_EMAIL']) delete env[name];
  return env;
};

function tsx(args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: project,
    encoding: 'utf8',
    timeout: 60_000,
    env: childEnv(),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same, without blocking this process: the SMTP sink answers from here. */
function tsxAsync(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...args], { cwd: project, env: childEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-'));
  fs.cpSync(path.join(ROOT, 'content'), path.join(project, 'content'), { recursive: true });
  for (const name of ['node_modules', 'lib', 'components', 'scripts', 'server', 'package.json', 'tsconfig.json'])
    fs.symlinkSync(path.join(ROOT, name), path.join(project, name));
  // A .env copied from the example, as the README once said: it must set nothing.
  fs.copyFileSync(path.join(ROOT, '.env.example'), path.join(project, '.env'));
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mara@atelier-mara.ro' && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(project, { recursive: true, force: true });
});

describe('npm run setup -- --answers', () => {
  it('writes the answered lines only, proves the mail, leaves nothing of the example identity; strict lists the example content, then passes', async () => {
    const before = fs.readFileSync(path.join(project, 'content/site.yaml'), 'utf8');
    fs.writeFileSync(
      path.join(project, 'answers.yaml'),
      [
        'name: Atelier Mara',
        'ownerName: Mara Ionescu',
        'email: mara@atelier-mara.ro',
        'phone: "+40 745 111 222"',
        'locality: Cluj-Napoca',
        'url: https://atelier-mara.ro',
        'legalName: Ionescu Mara PFA',
        'cui: "41234567"',
        'tradeRegister: F12/345/2021',
        'registeredAddress: Str. Memorandumului nr. 8, Cluj-Napoca',
        'vatPayer: false',
        'social: { facebook: https://www.facebook.com/ateliermara, instagram: https://www.instagram.com/ateliermara, linkedin: https://www.linkedin.com/in/mara-ionescu }',
        // A password with the characters that break a hand-written SMTP_URL.
        `mail: { provider: other, host: 127.0.0.1, port: ${port}, user: mara@atelier-mara.ro, password: "${PASSWORD}", from: "Atelier Mara <mara@atelier-mara.ro>" }`,
        '',
      ].join('\n'),
    );
    const setup = await tsxAsync(['scripts/setup.ts', '--answers', 'answers.yaml']);
    expect(setup.stderr).toBe('');
    expect(setup.status).toBe(0);
    expect(setup.stdout).toContain('E-mailul de test a plecat.');
    expect(`${setup.stdout}${setup.stderr}`).not.toContain('p#ss@w/rd');

    // Only the answered lines changed, in place; every other line (and its order) is as it was.
    const after = fs.readFileSync(path.join(project, 'content/site.yaml'), 'utf8');
    const [old, now] = [before.split('\n'), after.split('\n')];
    expect(now).toHaveLength(old.length);
    const changed = now.flatMap((line, i) => (line === old[i] ? [] : [line.trim().split(':')[0]]));
    expect(changed.sort()).toEqual(
      ['name', 'name', 'email', 'phone', 'whatsapp', 'locality', 'url', 'legalName', 'cui', 'tradeRegister', 'registeredAddress', 'vatStatement', 'facebook', 'instagram', 'linkedin'].sort(),
    );

    // The test e-mail reached the inbox; .env holds the mail settings only, the password encoded.
    expect(received.map((m) => m.header('subject'))).toEqual(['Test: e-mailul site-ului Atelier Mara funcționează']);
    expect(received[0]!.rcpt).toEqual(['mara@atelier-mara.ro']);
    const env = fs.readFileSync(path.join(project, '.env'), 'utf8');
    expect(env.split('\n').filter((line) => /^[A-Z_]+=/.test(line))).toEqual([
      `SMTP_URL=smtp://mara%40atelier-mara.ro:p%23ss%40w%2Frd%3F%25@127.0.0.1:${port}`,
      'OWNER_EMAIL=mara@atelier-mara.ro',
      'MAIL_FROM="Atelier Mara <mara@atelier-mara.ro>"',
    ]);

    // What the pages show of the business (the loaders the pages render from): nothing of the example.
    fs.writeFileSync(
      path.join(project, 'render.ts'),
      `import { siteConfig, legalIdentity } from './lib/site';
import { businessJsonLd, personJsonLd } from './lib/structured-data';
import { loadLegal } from './lib/legal';
console.log(JSON.stringify([siteConfig, legalIdentity(), businessJsonLd(), personJsonLd(), loadLegal('privacy', 'ro'), loadLegal('terms', 'ro'), loadLegal('privacy', 'en')]));`,
    );
    const rendered = tsx(['render.ts']);
    expect(rendered.stderr).toBe('');
    for (const example of EXAMPLE_IDENTITY) expect(rendered.stdout, example).not.toContain(example);
    expect(rendered.stdout).toContain('Ionescu Mara PFA');
    expect(rendered.stdout).toContain('https://atelier-mara.ro');

    // The example content left is listed, each with its file and line; none of the identity is.
    const strict = tsx(['scripts/check-content.ts', '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/^ {2}content\/blog\/cat-costa-un-site-de-prezentare\.md, rândul 2 \(sample\): /m);
    expect(strict.stderr).toMatch(/^ {2}content\/home\.yaml, rândul \d+ \(testimonials\): /m);
    expect(strict.stderr).not.toMatch(/content\/site\.yaml/);
    // The owner's own content: it passes.
    makeExamplesTheOwners(project);
    expect(tsx(['scripts/check-content.ts', '--strict'])).toEqual({ status: 0, stdout: 'Verificarea conținutului: 0 erori, 0 avertismente.\n\n', stderr: '' });
  }, 120_000);

  it('run again with the same answers, changes nothing', () => {
    const text = fs.readFileSync(path.join(project, 'content/site.yaml'), 'utf8');
    expect(applySiteAnswers(text, { name: 'Atelier Mara', ownerName: 'Mara Ionescu', vatPayer: false })).toEqual({ text, changed: [] });
  });

  it('encodes the account in SMTP_URL and keeps the rest of .env', () => {
    expect(smtpUrlOf({ provider: 'gmail', user: 'ana@gmail.com', password: 'a b#c' })).toBe('smtps://ana%40gmail.com:a%20b%23c@smtp.gmail.com:465');
    expect(smtpUrlOf({ provider: 'outlook', user: 'ana@outlook.com', password: 'x' })).toBe('smtp://ana%40outlook.com:x@smtp-mail.outlook.com:587');
    expect(applyEnv('PORT=8080\nSMTP_URL=old\n', { SMTP_URL: 'smtp://h:587', OWNER_EMAIL: 'a@b.ro' })).toBe('PORT=8080\nSMTP_URL=smtp://h:587\nOWNER_EMAIL=a@b.ro\n');
  });
});
