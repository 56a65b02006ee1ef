/**
 * Load test of the forms service: starts the real server (its own temp data directory, rate limit off,
 * a local SMTP sink), sends contact-form posts from a bounded load generator to 127.0.0.1 only, then
 * checks that every lead acknowledged with 201 is in the database and prints a table.
 *
 *   npm run bench:forms
 *   npm run bench:forms -- --requests 5000 --concurrency 50
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DB_FILE } from '@/server/db';
import { startSmtpSink, VALID_LEAD } from '@/server/testing';

const HOST = '127.0.0.1';
const MAX_REQUESTS = 100_000;
const MAX_CONCURRENCY = 200;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '50' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
if (
  !(total >= 1 && total <= MAX_REQUESTS) ||
  !(concurrency >= 1 && concurrency <= MAX_CONCURRENCY) ||
  !(warmup >= 0)
) {
  console.error(`--requests 1..${MAX_REQUESTS}, --concurrency 1..${MAX_CONCURRENCY}`);
  process.exit(2);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));
const sink = await startSmtpSink();
const port = await freePort();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://${HOST}:${sink.port}`,
    RATE_LIMIT_DISABLED: '1',
    OUTBOX_POLL_MS: '200',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function post(pathname: string, body: string): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: HOST,
        port,
        path: pathname,
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    req.end(body);
  });
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const ok = await fetch(`http://${HOST}:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 20 s');
}

/** Runs `count` requests with at most `concurrency` in flight. */
async function run(count: number, prefix: string) {
  const results: { email: string; status: number; ms: number }[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next++;
      const email = `${prefix}-${i}@exemplu.ro`;
      const { status, ms } = await post(
        '/api/contact',
        JSON.stringify({ ...VALID_LEAD, email, name: `Client ${i}` }),
      );
      results.push({ email, status, ms });
    }
  });
  const started = performance.now();
  await Promise.all(workers);
  return { results, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

let exitCode = 0;
try {
  await waitForServer();
  if (warmup > 0) await run(warmup, 'warmup');
  const { results, seconds } = await run(total, 'bench');
  const accepted = results.filter((r) => r.status === 201);
  const statuses = Object.entries(
    results.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const latencies = accepted.map((r) => r.ms).sort((a, b) => a - b);

  // Every acknowledged lead must be in the database.
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
  const stored = new Set(
    db.prepare("SELECT email FROM leads WHERE email LIKE 'bench-%'").pluck().all() as string[],
  );
  db.close();
  const missing = accepted.filter((r) => !stored.has(r.email)).length;

  // How long the outbox takes to send the e-mails of the run (2 per lead) to the local sink.
  const expectedMails = 2 * (accepted.length + warmup);
  const drainStart = performance.now();
  while (sink.messages.length < expectedMails && performance.now() - drainStart < 120_000)
    await new Promise((r) => setTimeout(r, 100));
  const drainSeconds = (performance.now() - drainStart) / 1000;

  const rows: [string, string][] = [
    ['requests / concurrency', `${total} / ${concurrency} (after ${warmup} warm-up)`],
    ['statuses', statuses],
    ['accepted per second', (accepted.length / seconds).toFixed(0)],
    ['wall time', `${seconds.toFixed(2)} s`],
    ['latency p50', `${percentile(latencies, 50).toFixed(1)} ms`],
    ['latency p90', `${percentile(latencies, 90).toFixed(1)} ms`],
    ['latency p99', `${percentile(latencies, 99).toFixed(1)} ms`],
    ['latency max', `${(latencies[latencies.length - 1] ?? NaN).toFixed(1)} ms`],
    [
      'acknowledged leads in database',
      `${accepted.length - missing} / ${accepted.length}${missing ? ` (${missing} MISSING)` : ''}`,
    ],
    [
      'e-mails delivered to the sink',
      `${sink.messages.length} / ${expectedMails} (outbox drained ${drainSeconds.toFixed(1)} s after the run)`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(
    `\nForms service load test (SQLite synchronous=FULL, ${os.cpus().length} CPUs, Node ${process.version})\n`,
  );
  console.log(`| ${'metric'.padEnd(width)} | value`);
  console.log(`|${'-'.repeat(width + 2)}|------`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v}`);
  if (missing > 0 || accepted.length !== total) exitCode = 1;
} catch (error) {
  console.error(`bench:forms failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
