import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site';
import { attributionOf, checkStatusToken, reminderDue, signStatusToken, STATUS_LINK_TTL_MS } from '@/server/core/leads';

const HOURS = siteConfig.hours; // Mon–Fri 09–18, Sat 10–14, Sun closed (content/site.yaml)
const at = (wall: string, offset = '+02:00') => Date.parse(`${wall}${offset}`);
const due = (wall: string, delay = 20, offset?: string) => new Date(reminderDue(at(wall, offset), delay, HOURS)).toISOString();

describe('reminderDue: 20 hours on, inside the opening hours of content/site.yaml', () => {
  it('keeps a moment that is inside them', () => {
    expect(due('2026-11-23T14:00:00')).toBe(new Date(at('2026-11-24T10:00:00')).toISOString()); // Mon → Tue 10:00
  });
  it('moves a night-time moment to the next opening', () => {
    expect(due('2026-11-24T10:00:00')).toBe(new Date(at('2026-11-25T09:00:00')).toISOString()); // Wed 06:00 → 09:00
  });
  it("moves Friday evening's lead past Saturday's closing and the closed Sunday to Monday 09:00", () => {
    expect(due('2026-11-20T19:00:00')).toBe(new Date(at('2026-11-23T09:00:00')).toISOString());
  });
  it("takes Saturday's short hours when the moment falls in them", () => {
    expect(due('2026-11-20T15:00:00')).toBe(new Date(at('2026-11-21T11:00:00')).toISOString()); // Sat 11:00
  });
  it('counts across a daylight-saving change in Bucharest time', () => {
    // Saturday 2026-10-24 18:00 (UTC+3) + 20 h = Sunday 13:00 (UTC+2, clocks went back at 04:00): closed → Monday 09:00 UTC+2.
    expect(due('2026-10-24T18:00:00', 20, '+03:00')).toBe(new Date(at('2026-10-26T09:00:00')).toISOString());
  });
  it('with no open day at all, the plain delay', () => {
    expect(reminderDue(0, 20, [])).toBe(20 * 60 * 60_000);
  });
});

describe('status tokens', async () => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('k'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const other = await crypto.subtle.importKey('raw', new TextEncoder().encode('other'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const ref = '0b6f1e2a-9c1d-4e5f-8a7b-6c5d4e3f2a1b';

  it('checks out for its lead and status until it expires', async () => {
    const token = await signStatusToken(key, ref, 'spam', 1_000_000);
    expect(await checkStatusToken(key, token, 1_000_000)).toEqual({ ok: true, ref, status: 'spam' });
    expect(await checkStatusToken(key, token, 1_000_000 + STATUS_LINK_TTL_MS + 1000)).toEqual({ ok: false, reason: 'expired' });
  });
  it("is refused under another site's key, or with any part changed", async () => {
    const token = await signStatusToken(key, ref, 'answered', 0);
    expect(await checkStatusToken(other, token, 0)).toEqual({ ok: false, reason: 'forged' });
    expect(await checkStatusToken(key, token.replace('.a.', '.s.'), 0)).toEqual({ ok: false, reason: 'forged' });
    expect(await checkStatusToken(key, token.replace(ref, ref.replace('0b6f', '0b6e')), 0)).toEqual({ ok: false, reason: 'forged' });
    expect(await checkStatusToken(key, `${token}x`, 0)).toEqual({ ok: false, reason: 'forged' });
  });
});

describe('attributionOf', () => {
  it('keeps paths of this site (without query) and host names, lower-cased', () => {
    expect(attributionOf({ page: '/blog/x?q=ion', landing: '/en/portfolio#top', referrer: 'WWW.Google.COM' })).toEqual({
      page: '/blog/x',
      landing: '/en/portfolio',
      referrer: 'www.google.com',
    });
  });
  it('drops anything else rather than refuse the message', () => {
    expect(attributionOf({ page: 'https://x.ro/', landing: '//x.ro/a', referrer: 'x.ro/path' })).toEqual({ page: null, landing: null, referrer: null });
    expect(attributionOf({ page: ['/a'], landing: '/a b', referrer: 'a'.repeat(300) })).toEqual({ page: null, landing: null, referrer: null });
  });
});
