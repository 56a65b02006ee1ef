import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { base64url, decodeBase64url, hashToken, unsubscribeTokenFor, newToken } from '@/server/core/tokens';
it('hashes and derived tokens are byte for byte what node:crypto made, so stored hashes still match', async () => {
  const t = newToken();
  expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await hashToken(t)).toBe(crypto.createHash('sha256').update(t).digest('hex'));
  expect(await unsubscribeTokenFor(t)).toBe(crypto.createHash('sha256').update(`unsubscribe\0${t}`).digest('base64url'));
});

it('decodes only the spelling base64url writes: no respelled last character, padding or +/ (issue 44)', () => {
  const bytes = crypto.randomBytes(32);
  const text = base64url(bytes);
  expect(Buffer.from(decodeBase64url(text)!)).toEqual(bytes);
  // 43 characters carry 258 bits: the last one's low 2 bits are spare, so three other spellings decode alike.
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = ALPHABET.indexOf(text.at(-1)!);
  for (const bits of [0, 1, 2, 3]) {
    const spelled = `${text.slice(0, -1)}${ALPHABET[(last & ~3) | bits]}`;
    if (spelled !== text) expect(decodeBase64url(spelled), spelled).toBeNull();
  }
  for (const bad of [`${text}=`, text.replace(/-/g, '+').replace(/_/g, '/') + (/[-_]/.test(text) ? '' : '+'), ` ${text}`, 'A'])
    expect(decodeBase64url(bad), bad).toBeNull();
  expect(decodeBase64url('')).toEqual(new Uint8Array(0));
});
