/**
 * The newsletter's sending on SQLite and on PostgreSQL (the vitest "postgres" project runs this file
 * again there): server/newsletter-scenario.ts. D1: worker/newsletter-d1.test.ts.
 */
import { describe, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { runNewsletterScenario } from '@/server/newsletter-scenario';
import { checkOutcome } from '@/server/newsletter-scenario.check';
import { TEST_ENGINE, testStorage } from '@/server/testing';

describe(`newsletter letters on ${TEST_ENGINE}`, () => {
  it(
    'sends a letter to 1,000 subscribers exactly once across a crash, two instances and the hourly cap',
    { timeout: 120_000 },
    async () => {
      const storage = await testStorage();
      const db = await openDatabase(storage);
      try {
        checkOutcome(await runNewsletterScenario(db));
      } finally {
        await db.close();
        await storage.cleanup();
      }
    },
  );
});
