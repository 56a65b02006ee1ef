/**
 * Tools of the fault suite (server/faults-*.test.ts): a TCP relay that can reset every connection or
 * play dead, an SMTP server that fails then hangs, and a steady load of contact posts whose answers are
 * counted. Everything listens on 127.0.0.1 and stops by itself.
 */
import http from 'node:http';
import net from 'node:net';
import { VALID_LEAD } from '@/server/testing';

export type Relay = {
  port: number;
  /** Resets every open connection (a TCP RST to both sides), as a failing network or a failover does. */
  reset(): number;
  /** Refuses new connections and resets the open ones, until up(). */
  down(): void;
  up(): void;
  /**
   * Stops forwarding on every open connection, without a reset: both ends stay open and their kernels
   * keep acknowledging, but nothing gets through (a relay or NAT gone silent). New connections are
   * forwarded as usual. Returns how many were frozen.
   */
  freeze(): number;
  /** Forwards the frozen connections again, what waited in them included. */
  thaw(): void;
  close(): Promise<void>;
};

/** A TCP relay on 127.0.0.1 in front of `targetPort`. */
export async function startRelay(targetPort: number): Promise<Relay> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const frozen = new Set<[net.Socket, net.Socket]>();
  const reset = () => {
    const count = pairs.size;
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    pairs.clear();
    return count;
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    reset,
    down() {
      refusing = true;
      reset();
    },
    up() {
      refusing = false;
    },
    freeze() {
      for (const pair of pairs) {
        const [client, upstream] = pair;
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
        frozen.add(pair);
      }
      return frozen.size;
    },
    thaw() {
      for (const [client, upstream] of frozen) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      frozen.clear();
    },
    close: () =>
      new Promise((resolve) => {
        reset();
        server.close(() => resolve());
      }),
  };
}

/**
 * An SMTP server that answers the first `failures` connections with "421" and closes them (a failed
 * attempt: the message gets a last_error and a retry), then accepts connections and never greets (an
 * attempt under way, its message claimed). `hanging` counts the connections held.
 */
export async function startBrokenSmtp(port = 0, failures = 1) {
  let connections = 0;
  const held = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    connections += 1;
    if (connections <= failures) {
      socket.end('421 4.3.2 Service not available, try later\r\n');
      return;
    }
    held.add(socket);
    socket.on('close', () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get hanging() {
      return held.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type LoadResult = {
  /** Status → count; 0 is a request that got no answer (connection refused or reset). */
  statuses: Map<number, number>;
  /** E-mail addresses whose post was answered 201: each lead must be in the database. */
  acknowledged: string[];
  /** Bodies of the 503 answers (the designed answer while the database is away). */
  unavailable: { retryAfter: string | null; message: string }[];
  /** The longest a post waited for its answer, in ms (answered ones only). */
  slowestMs: number;
};

/**
 * Posts contact forms at `perSecond` for `seconds` (each its own address and domain), with `onTick(second)`
 * called at the start of each second for the fault to inject. Bounded: perSecond × seconds posts.
 */
export async function contactLoad(
  origin: string,
  {
    perSecond,
    seconds,
    onTick,
    lang = 'ro',
    tag,
  }: { perSecond: number; seconds: number; onTick?: (second: number) => void | Promise<void>; lang?: 'ro' | 'en'; tag: string },
): Promise<LoadResult> {
  const result: LoadResult = { statuses: new Map(), acknowledged: [], unavailable: [], slowestMs: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const pending: Promise<void>[] = [];
  const url = new URL(`/api/contact${lang === 'en' ? '?lang=en' : ''}`, origin);
  let n = 0;
  for (let second = 0; second < seconds; second++) {
    await onTick?.(second);
    for (let i = 0; i < perSecond; i++) {
      const email = `${tag}-${n}@firma-${tag}-${n}.ro`;
      n += 1;
      const body = JSON.stringify({ ...VALID_LEAD, email, lang });
      pending.push(
        new Promise<void>((resolve) => {
          const send = (retry: boolean) => {
            const sent = performance.now();
            const req = http.request(
              url,
              {
                method: 'POST',
                agent,
                headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
                timeout: 20_000,
              },
              (res) => {
                let text = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => (text += chunk));
                res.on('end', () => {
                  const status = res.statusCode ?? 0;
                  result.slowestMs = Math.max(result.slowestMs, performance.now() - sent);
                  result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
                  if (status === 201) result.acknowledged.push(email);
                  if (status === 503) {
                    let message = '';
                    try {
                      message = (JSON.parse(text) as { message: string }).message;
                    } catch {
                      message = text;
                    }
                    result.unavailable.push({ retryAfter: res.headers['retry-after'] ?? null, message });
                  }
                  resolve();
                });
                res.on('error', () => resolve());
              },
            );
            req.on('error', (error: NodeJS.ErrnoException) => {
              // A kept-alive socket the server closed as idle just as this request took it (the load pauses
              // while the database is halted, longer than the server's keep-alive): the server never read
              // the request. Node's documentation says to retry exactly this case (request.reusedSocket).
              if (retry && req.reusedSocket && error.code === 'ECONNRESET') return send(false);
              result.statuses.set(0, (result.statuses.get(0) ?? 0) + 1);
              resolve();
            });
            req.on('timeout', () => req.destroy());
            req.end(body);
          };
          send(true);
        }),
      );
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}

/** The 5xx answers other than the designed 503, and requests that got no answer at all. */
export function unexpected(result: LoadResult): number {
  let count = 0;
  for (const [status, n] of result.statuses) if (status === 0 || (status >= 500 && status !== 503)) count += n;
  return count;
}
