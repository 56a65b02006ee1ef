/** Vitest global setup of the "postgres" project: one PostgreSQL server for the whole run. */
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '@/server/test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide('pgAdminUrl', server.adminUrl);
  return () => server.stop();
}
