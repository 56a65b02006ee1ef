/**
 * The Cloudflare preview's front door (scripts/preview-front.ts) on its own, in milliseconds: with wrangler
 * away, a request is answered 503 in the visitor's language with Retry-After (as the forms' own 503s); a
 * kept-alive connection that wrangler closed just as it was taken again costs the visitor nothing.
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

describe('the preview front door when wrangler drops a kept-alive connection', () => {
  let front: Front;
  let upstream: net.Server;
  const received: string[] = [];

  beforeAll(async () => {
    // Answers the first request of each connection and keeps it alive; the next request on it is reset
    // unread, as when the server closes an idle connection just as the client sends on it.
    upstream = net.createServer((socket) => {
      let answered = false;
      socket.on('data', (chunk: Buffer) => {
        if (answered) return void socket.resetAndDestroy();
        answered = true;
        received.push(chunk.toString());
        socket.write('HTTP/1.1 201 Created\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as net.AddressInfo).port;
    front = await startFront({ port: await freePort(), upstreamPort, allowed: new Set(['127.0.0.1']) });
  });
  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('sends the request again on a new connection, a POST with its body included', async () => {
    expect((await fetch(`${front.origin}/`)).status).toBe(201);
    const posted = await fetch(`${front.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ana"}',
    });
    expect(posted.status).toBe(201);
    expect(await posted.text()).toBe('ok');
    // The reset request was never read; the one answered carried the whole body.
    expect(received).toHaveLength(2);
    expect(received[1]).toMatch(/^POST \/api\/contact HTTP\/1\.1\r\n[\s\S]*\r\n\r\n\{"name":"Ana"\}$/);
  });
});
