/**
 * The Cloudflare preview's front door (scripts/preview-front.ts) on its own, in milliseconds: with wrangler
 * away, a request is answered 503 in the visitor's language with Retry-After (as the forms' own 503s).
 * Under wrangler for real: its Host check in e2e/security.spec.ts (cloudflare project), a flood in worker/faults.test.ts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFront, type Front } from '@/scripts/preview-front';
import { freePort } from '@/server/testing';

describe('the preview front door with wrangler away', () => {
  let front: Front;
  let forwarded = 0;
  let upstream: net.Server;

  beforeAll(async () => {
    // A port that accepts and resets every connection: "wrangler is restarting".
    upstream = net.createServer((socket) => {
      forwarded += 1;
      socket.resetAndDestroy();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    front = await startFront({ port: await freePort(), upstreamPort, allowed: new Set(['127.0.0.1', 'localhost']) });
  });
  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('answers 503 with Retry-After, in the language asked for, and stays up', async () => {
    for (const [language, text] of [
      ['ro', /^Previzualizarea Cloudflare nu răspunde acum/],
      ['en', /^The Cloudflare preview is not answering now/],
    ] as const) {
      const response = await fetch(`${front.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: '{}',
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.text()).toMatch(text);
    }
    expect(forwarded).toBe(2);
  });
});
