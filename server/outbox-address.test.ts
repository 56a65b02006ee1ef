import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { enqueue } from '@/server/mail/outbox';
import { UnsafeMessageError } from '@/server/mail/message';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-address-'));
const db = openDatabase(dir);
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = () => (db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;
const message = (address: string) => ({ to: { address }, subject: 'Test', text: 'Test' });

describe('enqueue and the forms’ e-mail rule', () => {
  it('queues an address the forms store', () => {
    enqueue(db, 'lead-autoreply', message('ion@xn--braov-h9b.ro'));
    expect(count()).toBe(1);
  });

  it.each(['ion@exemplu-.ro', 'ion@brașov.ro', `${'a'.repeat(65)}@firma.ro`, `a@${'b'.repeat(249)}.ro`])(
    'refuses %s, so it is never promised and then bounced',
    (address) => {
      const before = count();
      expect(() => enqueue(db, 'lead-autoreply', message(address))).toThrow(UnsafeMessageError);
      expect(count()).toBe(before);
    },
  );
});
