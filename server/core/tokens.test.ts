import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { hashToken, unsubscribeTokenFor, newToken } from '@/server/core/tokens';
it('hashes and derived tokens are byte for byte what node:crypto made, so stored hashes still match', async () => {
  const t = newToken();
  expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await hashToken(t)).toBe(crypto.createHash('sha256').update(t).digest('hex'));
  expect(await unsubscribeTokenFor(t)).toBe(crypto.createHash('sha256').update(`unsubscribe\0${t}`).digest('base64url'));
});
