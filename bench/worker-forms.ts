/**
 * Contact posts on both hosts of the forms core, one after the other in the same run on this machine:
 * the Node server (`server/index.ts`, SQLite) and the Cloudflare Worker through `wrangler dev` (workerd,
 * local D1), with the same body, the same concurrency and the same count, from autocannon in this
 * process; the figure is the Worker's accepted posts per second as a ratio of the Node server's, and each
 * host's p99. Both send their e-mails to one local SMTP sink (the Worker drains after each 201 through
 * `waitUntil`, the Node server's outbox right after too), the rate limit is off on both, and every 201
 * must be a row in the host's database.
 *
 * Local D1 is a SQLite file beside workerd: this measures the runtime (workerd, wrangler's proxy, the
 * D1 binding), not production D1, whose every statement is a network round trip to the database's
 * primary location.
 *
 *   npx tsx bench/worker-forms.ts                         (after npm run build)
 *   npx tsx bench/worker-forms.ts --requests 1000 --concurrency 20
 * npm run bench runs it too (--skip-worker leaves it out).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { d1File, startPreview } from '@/scripts/preview-process';
import { freePort, startSmtpSink, VALID_LEAD } from '@/server/testing';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

export const WORKER_FORMS_NOTE =
  'Local D1 is a SQLite file beside workerd: this measures the Workers runtime through wrangler dev, ' +
  "not production D1's network round trip (each statement there goes to the database's primary location).";

export type HostRow = {
  host: 'node' | 'worker';
  label: string;
  requests: number;
  /** Status → count (autocannon's). */
  statuses: Record<string, number>;
  accepted: number;
  seconds: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  /** Leads in the host's database after the run, the warm-up's included. */
  stored: number;
  allStored: boolean;
};

export type WorkerFormsResult = {
  requests: number;
  concurrency: number;
  warmup: number;
  rows: HostRow[];
  /** Worker accepted/s ÷ Node accepted/s. */
  ratio: number;
  note: string;
};

/** Variables both hosts read alike: no rate limit, no mail ceiling in the way, mail to the sink. */
const hostEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://${HOST}:${smtpPort}`,
  RATE_LIMIT_DISABLED: '1',
  MAIL_STRANGER_LIMIT_PER_HOUR: '1000000',
  MAIL_DOMAIN_LIMIT_PER_DAY: '1000000',
});

/** One contact post per request, each with its own address (autocannon fills in [<id>]). */
const BODY = JSON.stringify({ ...VALID_LEAD, name: 'Client [<id>]', email: 'bench-[<id>]@exemplu.ro' });

async function load(origin: string, amount: number, concurrency: number) {
  const result = await autocannon({
    url: `${origin}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    idReplacement: true,
    connections: concurrency,
    amount,
    timeout: 30,
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {}))
    statuses[status] = count;
  if (result.errors) statuses.error = result.errors;
  if (result.timeouts) statuses.timeout = result.timeouts;
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  const accepted = statuses['201'] ?? 0;
  return { statuses, accepted, seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(
  host: HostRow['host'],
  label: string,
  origin: string,
  opts: { requests: number; concurrency: number; warmup: number },
  countStored: () => number,
): Promise<HostRow> {
  const warm =
    opts.warmup > 0 ? await load(origin, opts.warmup, Math.min(opts.concurrency, opts.warmup)) : null;
  const run = await load(origin, opts.requests, opts.concurrency);
  const stored = countStored();
  return {
    host,
    label,
    requests: opts.requests,
    ...run,
    acceptedPerSecond: run.accepted / run.seconds,
    stored,
    // Warm-up posts are rows too: every 201 of both loads must be there.
    allStored: stored >= run.accepted + (warm?.accepted ?? 0),
  };
}

async function nodeHost(smtpPort: number, opts: Parameters<typeof measure>[3]): Promise<HostRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-node-forms-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, ...hostEnv(smtpPort) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://${HOST}:${port}`;
  try {
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the Node server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return await measure('node', 'Node server (SQLite)', origin, opts, () => {
      const db = new Database(path.join(dataDir, 'forms.db'), { readonly: true, fileMustExist: true });
      try {
        return (
          db.prepare("SELECT COUNT(*) AS n FROM leads WHERE email LIKE 'bench-%'").get() as { n: number }
        ).n;
      } finally {
        db.close();
      }
    });
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function workerHost(smtpPort: number, opts: Parameters<typeof measure>[3]): Promise<HostRow> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-worker-forms-'));
  const preview = await startPreview({ port: await freePort(), dataDir, env: hostEnv(smtpPort) });
  try {
    return await measure('worker', 'Worker (wrangler dev, local D1)', preview.origin, opts, () => {
      const db = new Database(d1File(dataDir), { readonly: true, fileMustExist: true });
      try {
        return (
          db.prepare("SELECT COUNT(*) AS n FROM leads WHERE email LIKE 'bench-%'").get() as { n: number }
        ).n;
      } finally {
        db.close();
      }
    });
  } finally {
    await preview.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchWorkerForms({
  requests = 500,
  concurrency = 20,
  warmup = 30,
  log = () => {},
}: {
  requests?: number;
  concurrency?: number;
  warmup?: number;
  log?: (line: string) => void;
} = {}): Promise<WorkerFormsResult> {
  if (!fs.existsSync(path.join(ROOT, 'out', 'index.html')))
    throw new Error('no build in out/: npm run build first');
  // AUTH off: worker-mailer authenticates whenever it is offered; nodemailer sends without it alike.
  const sink = await startSmtpSink(0, { auth: false });
  const opts = { requests, concurrency, warmup };
  try {
    log(`Node server: ${requests} contact posts at concurrency ${concurrency} …`);
    const node = await nodeHost(sink.port, opts);
    log(`Node server: ${node.acceptedPerSecond.toFixed(0)} accepted/s, p99 ${node.p99} ms`);
    log(`Worker through wrangler dev: the same …`);
    const worker = await workerHost(sink.port, opts);
    log(`Worker: ${worker.acceptedPerSecond.toFixed(1)} accepted/s, p99 ${worker.p99} ms`);
    return {
      requests,
      concurrency,
      warmup,
      rows: [node, worker],
      ratio: worker.acceptedPerSecond / node.acceptedPerSecond,
      note: WORKER_FORMS_NOTE,
    };
  } finally {
    await sink.close();
  }
}

/** The result as a Markdown table, with the note. */
export function workerFormsTable(result: WorkerFormsResult): string {
  const head = ['metric', ...result.rows.map((r) => r.label)];
  const rows: string[][] = [
    [
      'statuses',
      ...result.rows.map((r) =>
        Object.entries(r.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      ),
    ],
    ['accepted posts / s', ...result.rows.map((r) => r.acceptedPerSecond.toFixed(1))],
    ['wall time', ...result.rows.map((r) => `${r.seconds.toFixed(2)} s`)],
    ['latency p50', ...result.rows.map((r) => `${r.p50} ms`)],
    ['latency p99', ...result.rows.map((r) => `${r.p99} ms`)],
    [
      'acknowledged leads stored',
      ...result.rows.map((r) => `${r.allStored ? 'all' : 'NOT all'} (${r.stored} rows, ${r.accepted} 201s)`),
    ],
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    `Contact posts, Worker against Node server (bench/worker-forms.ts): ${result.requests} posts at concurrency ` +
      `${result.concurrency} after ${result.warmup} warm-up, same body, one after the other, ${os.cpus().length} CPUs, ` +
      `load average ${os.loadavg()[0]!.toFixed(2)}\n`,
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    `\nWorker / Node: ${result.ratio.toFixed(3)}× the accepted posts per second. ${result.note}`,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '500' },
      concurrency: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '30' },
    },
    allowPositionals: true,
  });
  const result = await benchWorkerForms({
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
    warmup: Number(values.warmup),
    log: (line) => console.error(line),
  });
  console.log(`\n${workerFormsTable(result)}`);
  process.exit(result.rows.every((r) => r.allStored) ? 0 : 1);
}
