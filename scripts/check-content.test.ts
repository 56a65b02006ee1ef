import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * scripts/check-content.ts, the first step of `npm run build`, run as the build runs it, on a copy of
 * content/: the owner reads Romanian messages only, never a stack trace, and the build stops (exit 1).
 */
const ROOT = process.cwd();
let project: string;

function run() {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts'],
    {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
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

  it('is silent and exits 0 on the shipped content', () => {
    expect(run()).toEqual({ status: 0, stdout: '', stderr: '' });
  }, 60_000);

  it('stops on every mistake at once, in Romanian, without a stack trace', () => {
    edit('services.yaml', (t) => t.replace('amount: 800', 'amount: 950 lei'));
    edit('blog/cat-costa-un-site-de-prezentare.md', (t) => t.replace(/^date: .*$/m, 'date: 2026-02-30'));
    const { status, stdout, stderr } = run();
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'Eroare în conținut: content/services.yaml\n' +
        'Al treilea serviciu, „Design Grafic”, câmpul „Preț (RON)” (amount): ai scris „950 lei”, dar aici trebuie doar un număr. Scrie 950, fără punct și fără „lei”.\n' +
        '  content/services.yaml: cards[2].price.amount: Invalid input: expected number, received string',
    );
    expect(stderr).toMatch(
      /^Eroare în conținut: content\/blog\/cat-costa-un-site-de-prezentare\.md\nArticolul „[^”]+”, câmpul „Data publicării” \(date\): data „2026-02-30” nu există: februarie 2026 are 28 de zile\./m,
    );
    // The English file reads the Romanian one first: the same mistake is told once.
    expect(stderr.match(/Eroare în conținut: content\/services\.yaml\n/g)).toHaveLength(1);
    expect(stderr).toMatch(
      /\nSite-ul nu a fost construit: corectează ce scrie mai sus \(2 fișiere\), apoi pornește din nou\.\n$/,
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toMatch(/Error:/);
  }, 60_000);
});
