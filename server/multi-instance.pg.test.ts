import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { openDatabase } from '@/server/db';
import {
  startSmtpSink,
  testOptions,
  testStorage,
  VALID_LEAD,
  type SmtpSink,
  type TestStorage,
} from '@/server/testing';
import { createNodeTransport } from '@/server/mail/transport-node';

/**
 * Several instances on one PostgreSQL database (this file runs in the vitest "postgres" project only).
 */

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function storage(): Promise<TestStorage> {
  const store = await testStorage();
  cleanup.push(store.cleanup);
  return store;
}

/** The real server in a child process (node + tsx, so SIGKILL hits the server itself). */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** The status, or 0 when the request failed; -1 when the connection was refused (nothing reached a server). */
function post(port: number, agent: http.Agent, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? -1 : 0));
    req.end(body);
  });
}

describe('several instances on one PostgreSQL', () => {
  it(
    'two servers under load, one killed with SIGKILL and restarted: every acknowledged lead stored once, every e-mail sent at least once, repeats share their Message-ID',
    // 2,000 posts, a kill and a restart: bounded, but several server processes on a shared machine.
    { timeout: 300_000 },
    async () => {
      const { dataDir, databaseUrl } = await storage();
      const sink: SmtpSink = await startSmtpSink();
      cleanup.push(() => sink.close());
      const env = {
        DATABASE_URL: databaseUrl!,
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: dataDir,
        OUT_DIR: path.join(dataDir, 'no-site'),
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        RATE_LIMIT_DISABLED: '1',
        // Every post names its own address: 2,000 auto-replies an hour is the test, not abuse.
        MAIL_STRANGER_LIMIT_PER_HOUR: '100000',
        MAIL_DOMAIN_LIMIT_PER_DAY: '100000',
        OUTBOX_POLL_MS: '100',
        OUTBOX_RETRY_BASE_MS: '100',
        // A killed instance's claims are taken over after this.
        OUTBOX_LEASE_MS: '3000',
      };
      const ports = [await freePort(), await freePort()] as const;
      const children: ChildProcess[] = await Promise.all(ports.map((port) => startServer(port, env)));
      const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 10 }));
      cleanup.push(() => agents.forEach((a) => a.destroy()));

      const TOTAL = Number(process.env.MULTI_INSTANCE_POSTS ?? 2000);
      const CONCURRENCY = 20;
      const acknowledged: string[] = [];
      let refused = 0;
      let killed = false;
      let restarted: Promise<void> | null = null;
      let next = 0;
      const workers = Array.from({ length: CONCURRENCY }, async (_, w) => {
        while (next < TOTAL) {
          const i = next++;
          const target = w % 2;
          const email = `multi-${i}@firma.ro`;
          const body = JSON.stringify({ ...VALID_LEAD, email, name: `Client ${i}` });
          let status = await post(ports[target]!, agents[target]!, body);
          // As a load balancer does: a refused connection (the instance is down) goes to the other one.
          // A request cut mid-way is not resent: it may have been stored.
          if (status === -1) status = await post(ports[1 - target]!, agents[1 - target]!, body);
          if (status === 201) acknowledged.push(email);
          else refused++;
          // Half-way, pull the plug on the first instance, then start it again on the same port.
          if (!killed && acknowledged.length >= TOTAL / 2) {
            killed = true;
            children[0]!.kill('SIGKILL');
            restarted = new Promise<void>((resolve) => children[0]!.once('exit', () => resolve())).then(
              async () => {
                children[0] = await startServer(ports[0], env);
              },
            );
          }
        }
      });
      const loadStarted = Date.now();
      await Promise.all(workers);
      const loadMs = Date.now() - loadStarted;
      await restarted;
      expect(killed).toBe(true);

      // Every acknowledged lead is stored, once.
      const db = await openDatabase({ databaseUrl, poolSize: 2 });
      cleanup.push(() => db.close());
      const stored = await db.all<{ email: string; n: number }>(
        'SELECT email, COUNT(*) AS n FROM leads GROUP BY email',
      );
      const storedCount = new Map(stored.map((r) => [r.email, r.n]));
      const missing = acknowledged.filter((email) => !storedCount.has(email));
      const twice = stored.filter((r) => r.n > 1);
      expect(missing).toEqual([]);
      expect(twice).toEqual([]);

      // Every acknowledged lead's owner notification and auto-reply reaches the sink at least once.
      const names = new Set(acknowledged.map((email) => `Client ${/multi-(\d+)@/.exec(email)![1]}`));
      const replied = () => new Set(sink.messages.map((m) => m.rcpt[0]));
      const notified = () =>
        new Set(
          sink.messages
            .filter((m) => m.rcpt.includes('contact@studiocreativ.ro'))
            .map((m) => /: (Client \d+)$/.exec(m.header('subject') ?? '')?.[1]),
        );
      const drainStarted = Date.now();
      await expect
        .poll(
          () => {
            // Once per poll: this process is also the SMTP sink, it must not starve it.
            const repliedTo = replied();
            const notifiedOf = notified();
            return {
              autoReplies: acknowledged.filter((email) => !repliedTo.has(email)).length,
              ownerNotifications: [...names].filter((name) => !notifiedOf.has(name)).length,
            };
          },
          { timeout: 120_000, interval: 1000 },
        )
        .toEqual({ autoReplies: 0, ownerNotifications: 0 });

      // A message sent twice (the instance died between SMTP's 250 and its UPDATE) keeps its Message-ID.
      const byMessage = new Map<string, Set<string>>();
      for (const mail of sink.messages) {
        const key = `${mail.rcpt.join(',')} ${mail.header('subject')}`;
        if (!byMessage.has(key)) byMessage.set(key, new Set());
        byMessage.get(key)!.add(mail.header('message-id') ?? '');
      }
      const sent = sink.messages.length;
      const distinct = byMessage.size;
      for (const ids of byMessage.values()) expect(ids.size).toBe(1);
      console.log(
        `multi-instance: ${acknowledged.length} acknowledged of ${TOTAL} (${refused} cut by the kill), ` +
          `${stored.length} stored, ${distinct} distinct e-mails, ${sent} delivered (${sent - distinct} repeats, each with its Message-ID); ` +
          `load ${loadMs} ms, outbox drained ${Date.now() - drainStarted} ms after`,
      );
      expect(acknowledged.length).toBeGreaterThan(TOTAL / 2);
      for (const child of children) child.kill('SIGTERM');
    },
  );

  it(
    'the rate limit holds across instances: 10 posts through A, the 11th through B gets 429',
    { timeout: 30_000 },
    async () => {
      const { dataDir, databaseUrl } = await storage();
      const start = async () => {
        const app: App = createApp(
          testOptions(dataDir, {
            databaseUrl,
            smtpUrl: undefined,
            rateLimit: { max: 10, windowMs: 60_000 },
          }),
        );
        cleanup.push(() => app.close());
        return app.listen();
      };
      const [a, b] = [await start(), await start()];
      const send = (origin: string) =>
        fetch(`${origin}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(VALID_LEAD),
        });
      for (let i = 0; i < 10; i++) expect((await send(a!)).status).toBe(201);
      const limited = await send(b!);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another endpoint keeps its own count.
      expect(
        (
          await fetch(`${b}/api/newsletter`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'limita@exemplu.ro' }),
          })
        ).status,
      ).toBe(201);
    },
  );

  it(
    'a claimed message is hidden from other workers until its lease runs out, then taken over',
    { timeout: 30_000 },
    async () => {
      const { databaseUrl } = await storage();
      const db = await openDatabase({ databaseUrl });
      cleanup.push(() => db.close());
      const { enqueue, OutboxWorker } = await import('@/server/mail/outbox');
      await enqueue(db, 'lead-autoreply', { to: { address: 'lease@firma.ro' }, subject: 's', text: 't' });
      // What a worker that claimed the message and died leaves: a lease 1.5 s into the future.
      await db.run('UPDATE outbox SET next_attempt_at = ?', [Date.now() + 1500]);
      const sink = await startSmtpSink();
      cleanup.push(() => sink.close());
      const worker = new OutboxWorker(db, {
        pollMs: 100,
        retryBaseMs: 100,
        retryMaxMs: 400,
        giveUpAfterMs: 60_000,
        transport: createNodeTransport(`smtp://127.0.0.1:${sink.port}`),
        from: { address: 'site@studiocreativ.ro' },
        log: () => {},
        strangerMailPerHour: 100,
        owner: { address: 'owner@studiocreativ.ro', siteName: 'Test' },
      });
      const started = Date.now();
      await worker.start();
      cleanup.push(() => worker.stop());
      await sink.waitFor(1, () => true, 10_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]!.header('message-id')).toMatch(/^<[0-9a-f-]{36}@studiocreativ\.ro>$/);
    },
  );
});
