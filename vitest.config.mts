import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The forms service's tests: run once on SQLite (the default) and once on PostgreSQL. */
const FORMS_TESTS = [
  'server/api.test.ts',
  'server/abuse.test.ts',
  'server/faults.test.ts',
  'server/faults-mail.test.ts',
  'server/mail.test.ts',
  'server/outbox-address.test.ts',
  'server/retention.test.ts',
  'server/batch.test.ts',
  'server/promise.test.ts',
  'scripts/leads.test.ts',
  'scripts/gdpr.test.ts',
  'server/booking.test.ts',
  'server/newsletter.test.ts',
];
/** PostgreSQL only: several instances on one database, the copy from SQLite. */
const POSTGRES_ONLY = ['server/**/*.pg.test.ts', 'scripts/**/*.pg.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    environment: 'node',
    // Vitest's default is one file at a time on a two-core machine (CPUs - 1), while the long files mostly
    // wait: on wrangler and workerd, an embedded PostgreSQL, a cron minute, a killed process's restart.
    // Three at once cut the run from 279 s to 228 s on a busy two-core machine, with nothing flaky.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            'app/**/*.test.tsx',
            'components/**/*.test.tsx',
            'lib/**/*.test.ts',
            'content/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The Worker on the local preview (wrangler dev): faults, bytes, bundle size.
            'worker/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...POSTGRES_ONLY],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...FORMS_TESTS, ...POSTGRES_ONLY],
          env: { FORMS_TEST_ENGINE: 'postgres' },
          // One PostgreSQL server for the run; each test gets a database of its own.
          globalSetup: ['server/test-postgres.setup.ts'],
          setupFiles: ['server/test-postgres.env.ts'],
        },
      },
    ],
  },
});
