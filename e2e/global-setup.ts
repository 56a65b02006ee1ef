/**
 * The "desktop-postgres" project runs the forms specs against a service on PostgreSQL: one embedded
 * PostgreSQL server for the run (a database per worker), started here only when that project is selected.
 * The workers find it through E2E_PG_ADMIN_URL.
 */
import type { FullConfig } from '@playwright/test';
import { startTestPostgres } from '../server/test-postgres';
import cloudflareSetup from './cloudflare-setup';

/**
 * Both servers the run may need, started at the same time (Playwright runs its globalSetup files one
 * after the other): the embedded PostgreSQL and the Cloudflare preview each take a while to come up.
 */
export default async function globalSetup(config: FullConfig) {
  const teardowns = await Promise.all([postgresSetup(config), cloudflareSetup(config)]);
  return async () => {
    for (const teardown of teardowns) await teardown?.();
  };
}

async function postgresSetup(config: FullConfig) {
  const selected = process.argv.some((a) => a.startsWith('--project'))
    ? process.argv.join(' ').includes('postgres')
    : config.projects.some((p) => p.metadata?.engine === 'postgres');
  if (!selected) return;
  const server = await startTestPostgres();
  process.env.E2E_PG_ADMIN_URL = server.adminUrl;
  return () => server.stop();
}
