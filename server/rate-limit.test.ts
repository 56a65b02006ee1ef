import { describe, expect, it } from 'vitest';
import { clientKey, RateLimiter } from '@/server/rate-limit';

describe('RateLimiter', () => {
  it('allows max requests per window, then says how long to wait', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 1000)).toBe(0);
    expect(limiter.hit('a', 2000)).toBe(58);
    expect(limiter.hit('b', 2000)).toBe(0);
    expect(limiter.hit('a', 60_000)).toBe(0);
  });
});

describe('clientKey', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
