import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` is believed by its exit code alone (CI reads nothing else), so a failing unit test must fail
 * it, whatever the unit suite's global setup (an embedded PostgreSQL server) does on the way out.
 */
describe('npm test tells the truth', () => {
  it('a failing unit test fails `npm run test:unit` with the PostgreSQL global setup in the run', { timeout: 120_000 }, () => {
    const run = spawnSync(
      'npm',
      ['run', 'test:unit', '--', '--config', 'scripts/fixtures/exit-code/vitest.config.mts'],
      { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', CI: '1' } },
    );
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toMatch(/1 failed/);
    expect(run.status, output).not.toBe(0);
  });

  it('every step of `npm test` stops the chain when it fails', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const steps = scripts.test!.split('&&').map((s) => s.trim());
    expect(steps).toContain('npm run test:unit');
    // Only "&&" joins them: no ";" or "||" that would carry on past a failure.
    expect(scripts.test).not.toMatch(/;|\|\|/);
  });
});
