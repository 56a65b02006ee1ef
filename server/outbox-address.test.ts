import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '@/server/db';
import { enqueue } from '@/server/mail/outbox';
import { UnsafeMessageError } from '@/server/mail/message';
import { testStorage, type TestStorage } from '@/server/testing';

let storage: TestStorage;
let db: DB;
beforeAll(async () => {
  storage = await testStorage();
  db = await openDatabase(storage);
});
afterAll(async () => {
  await db.close();
  await storage.cleanup();
});

const count = () => db.value<number>('SELECT COUNT(*) AS n FROM outbox');
const message = (address: string) => ({ to: { address }, subject: 'Test', text: 'Test' });

describe('enqueue and the forms’ e-mail rule', () => {
  it('queues an address the forms store', async () => {
    await enqueue(db, 'lead-autoreply', message('ion@xn--braov-h9b.ro'));
    expect(await count()).toBe(1);
  });

  it.each(['ion@exemplu-.ro', 'ion@brașov.ro', `${'a'.repeat(65)}@firma.ro`, `a@${'b'.repeat(249)}.ro`])(
    'refuses %s, so it is never promised and then bounced',
    async (address) => {
      const before = await count();
      await expect(enqueue(db, 'lead-autoreply', message(address))).rejects.toThrow(UnsafeMessageError);
      expect(await count()).toBe(before);
    },
  );
});
