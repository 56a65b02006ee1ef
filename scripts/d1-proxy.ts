/**
 * The Worker's D1 database from a Node script, behind the forms' `Sql` interface (worker/d1-sql.ts), so
 * a command such as `npm run gdpr` runs the very code the Worker runs, batches and all.
 *
 * wrangler's getPlatformProxy gives the binding: `--local` opens the copy `npm run preview:cloudflare`
 * keeps (its --persist-to folder; wrangler keeps its state under v3/ there), without an account or a
 * network. The deployed database needs the binding marked `remote: true`, which wrangler.jsonc must not
 * say (the preview would then write to production): a copy of the configuration that says it is
 * written beside wrangler.jsonc for the command's duration (so its relative paths still hold) and
 * removed afterwards. That needs `npx wrangler login` or CLOUDFLARE_API_TOKEN.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from '@/server/sql';

/**
 * worker/d1-sql.ts is typed against the Workers runtime (its own tsconfig); the Node side only hands it
 * the binding, so it is loaded by a path the Node type check does not follow.
 */
const D1_SQL_MODULE: string = '@/worker/d1-sql';
type D1SqlClass = new (binding: unknown) => Sql;

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(REPO_ROOT, 'wrangler.jsonc');

export type D1Target = { local: true; persistTo: string } | { local: false };

export async function openD1(target: D1Target): Promise<{ db: Sql; close: () => Promise<void> }> {
  process.env.WRANGLER_SEND_METRICS ??= 'false';
  const wrangler = await import('wrangler');
  let configPath = CONFIG;
  let temporary: string | null = null;
  if (!target.local) {
    const { rawConfig } = wrangler.experimental_readRawConfig({ config: CONFIG });
    const remote = {
      ...rawConfig,
      d1_databases: (rawConfig.d1_databases ?? []).map((binding: object) => ({ ...binding, remote: true })),
    };
    temporary = path.join(REPO_ROOT, `.wrangler-remote-${process.pid}.json`);
    fs.writeFileSync(temporary, JSON.stringify(remote));
    configPath = temporary;
  }
  try {
    const { D1Sql } = (await import(D1_SQL_MODULE)) as { D1Sql: D1SqlClass };
    const proxy = await wrangler.getPlatformProxy<{ DB: unknown }>({
      configPath,
      persist: target.local ? { path: path.join(target.persistTo, 'v3') } : false,
      remoteBindings: !target.local,
    });
    return {
      db: new D1Sql(proxy.env.DB),
      close: async () => {
        await proxy.dispose();
        if (temporary) fs.rmSync(temporary, { force: true });
      },
    };
  } catch (error) {
    if (temporary) fs.rmSync(temporary, { force: true });
    throw error;
  }
}
