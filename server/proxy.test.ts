import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedHttps, parseTrustProxy, proxyTrust } from '@/server/proxy';

const peer = (remoteAddress: string, forwardedFor?: string, proto?: string) => ({
  remoteAddress,
  headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto },
});

describe('TRUST_PROXY', () => {
  it('parses off, loopback and lists of addresses and ranges, and names a bad entry', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.5, 192.168.1.0/24 ,fd00::/8')).toEqual(['10.0.0.5', '192.168.1.0/24', 'fd00::/8']);
    expect(() => parseTrustProxy('10.0.0.5, proxy.local')).toThrow(/"proxy.local"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/prefix/);
  });

  it('trusts loopback (also IPv4-mapped) for 1, only the listed peers otherwise', () => {
    const loopback = proxyTrust(true)!;
    expect(loopback.trusts('127.0.0.1')).toBe(true);
    expect(loopback.trusts('::ffff:127.0.0.1')).toBe(true);
    expect(loopback.trusts('::1')).toBe(true);
    expect(loopback.trusts('203.0.113.7')).toBe(false);
    const listed = proxyTrust(['10.1.0.0/16'])!;
    expect(listed.trusts('10.1.200.3')).toBe(true);
    expect(listed.trusts('127.0.0.1')).toBe(false);
    expect(proxyTrust(false)).toBeNull();
  });
});

describe('clientAddress', () => {
  const trust = proxyTrust(['127.0.0.1', '10.0.0.0/8']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(peer('203.0.113.7', '1.2.3.4'), trust)).toBe('203.0.113.7');
    expect(clientAddress(peer('203.0.113.7', '1.2.3.4'), null)).toBe('203.0.113.7');
  });

  it('reads the chain from the right, past our own proxies, never the client’s own claims', () => {
    // client wrote "6.6.6.6"; the edge proxy (10.0.0.2) appended the client's real address; the inner
    // proxy (127.0.0.1, the peer) appended the edge's.
    expect(clientAddress(peer('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.2'), trust)).toBe('198.51.100.7');
    expect(clientAddress(peer('::ffff:127.0.0.1', 'junk, 198.51.100.7'), trust)).toBe('198.51.100.7');
    // Only proxies in the chain: the leftmost; no header: the socket.
    expect(clientAddress(peer('127.0.0.1', '10.0.0.3, 10.0.0.2'), trust)).toBe('10.0.0.3');
    expect(clientAddress(peer('127.0.0.1'), trust)).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    expect(forwardedHttps(peer('127.0.0.1', undefined, 'https'), false, trust)).toBe(true);
    expect(forwardedHttps(peer('203.0.113.7', undefined, 'https'), false, trust)).toBe(false);
    expect(forwardedHttps(peer('203.0.113.7'), true, trust)).toBe(true);
  });
});
