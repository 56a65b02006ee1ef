/**
 * The newsletter's sending on Cloudflare D1: the same scenario as on SQLite and PostgreSQL
 * (server/newsletter-scenario.ts), run inside workerd (Miniflare, wrangler's local runtime, offline)
 * against a local D1 through the Worker's own D1Sql, with the schema from migrations/d1/ as
 * `wrangler d1 migrations apply` applies it. Bundled with esbuild like transport-worker.workerd.test.ts;
 * inside workerd each D1 query is local (from Node, every one would be an HTTP round trip).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { describe, it } from 'vitest';
import type { Outcome } from '@/server/newsletter-scenario';
import { checkOutcome } from '@/server/newsletter-scenario.check';

process.env.WRANGLER_SEND_METRICS = 'false';

const ROOT = path.resolve(import.meta.dirname, '..');

const WORKER = `
import { D1Sql } from '@/worker/d1-sql';
import { runNewsletterScenario } from '@/server/newsletter-scenario';
export default {
  async fetch(request, env) {
    const db = new D1Sql(env.DB);
    for (const migration of await request.json()) await db.exec(migration);
    return Response.json(await runNewsletterScenario(db));
  },
};`;

describe('newsletter letters on D1', () => {
  it(
    'sends a letter to 1,000 subscribers exactly once across a crash, two instances and the hourly cap',
    { timeout: 120_000 },
    async () => {
      const output = await build({
        stdin: { contents: WORKER, resolveDir: ROOT, loader: 'ts', sourcefile: 'worker.ts' },
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        mainFields: ['module', 'main'],
        target: 'es2022',
        alias: { '@': ROOT },
        write: false,
        logLevel: 'silent',
      });
      const mf = new Miniflare({
        modules: true,
        script: output.outputFiles[0]!.text,
        d1Databases: { DB: 'newsletter-test' },
        compatibilityDate: '2026-04-20',
      });
      try {
        const dir = path.join(ROOT, 'migrations', 'd1');
        const migrations = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.sql'))
          .sort()
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
        const response = await mf.dispatchFetch('http://worker/', {
          method: 'POST',
          body: JSON.stringify(migrations),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`the Worker answered ${response.status}: ${text.slice(0, 2000)}`);
        checkOutcome(JSON.parse(text) as Outcome);
      } finally {
        await mf.dispose();
      }
    },
  );
});
