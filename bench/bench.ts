/**
 * npm run bench: builds the site, serves it with our server (temp data directory, rate limit off) and
 * measures each route: Lighthouse mobile (median of 3), bytes on the wire by type from a real Chromium
 * load, whether the h1 is in the HTML without JavaScript; paint and hydration times of real loads under
 * Chromium's slow-4G and 4× CPU throttling (bench/throttled.ts); the JS against a bare Next.js export
 * built with the same packages (the floor); the forms API (scripts/bench-forms.ts); and contact posts on
 * the Cloudflare Worker through wrangler dev against the Node server (bench/worker-forms.ts). Prints
 * tables and writes the figures as JSON under bench-results/. Never part of npm test: nothing here
 * asserts timings.
 *
 *   npm run bench
 *   npm run bench -- --skip-build --runs 1 --skip-lighthouse --forms-requests 500
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageAssets } from './assets';
import { buildFloor, serveStatic } from './floor';
import { launchChrome, medianRun, runLighthouse, type LighthouseRun } from './lighthouse';
import { benchRoutes, OUT_DIR, type BenchRoute } from './routes';
import { benchStaticServing, type StaticRow } from './static-serving';
import { benchWorkerForms, workerFormsTable, type WorkerFormsResult } from './worker-forms';
import {
  CPU_SLOWDOWN,
  interactionsTable,
  measureInteractions,
  type InteractionFigures,
} from './interactions';
import { measureThrottled, SLOW_4G, type ThrottledLoad } from './throttled';
import { launchBrowser, measureWire, WIRE_TYPES, type WireResult } from './wire';

const HOST = '127.0.0.1';
const ROOT = process.cwd();
const RESULTS_DIR = path.join(ROOT, 'bench-results');

const { values: opts } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-forms': { type: 'boolean', default: false },
    'skip-static': { type: 'boolean', default: false },
    'skip-interactions': { type: 'boolean', default: false },
    'skip-worker': { type: 'boolean', default: false },
    'interaction-runs': { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    'forms-requests': { type: 'string', default: '2000' },
    'forms-concurrency': { type: 'string', default: '20' },
    // Fewer than the Node-only forms bench: the Worker through wrangler dev takes ≈ 20 posts/s here.
    'worker-requests': { type: 'string', default: '500' },
  },
});
const RUNS = Number(opts.runs);
if (!(RUNS >= 1 && RUNS <= 15)) {
  console.error('--runs 1..15');
  process.exit(2);
}

const benchStarted = performance.now();
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
const log = (message: string) =>
  console.error(`[bench ${seconds(benchStarted).toFixed(0).padStart(4)} s] ${message}`);

/** Runs a command, its output kept and shown only if it fails. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Our server over out/, as npm start runs it, with a throwaway data directory and no rate limit. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, RATE_LIMIT_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 30 s:\n${output}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text of an HTML document as a browser without JavaScript shows it. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

type FormsResult = {
  ok: boolean;
  requests: number;
  concurrency: number;
  acceptedPerSecond: number | null;
  p50: number | null;
  p99: number | null;
  acknowledged: string | null;
  allPresent: boolean;
  table: Record<string, string>;
  error?: string;
};

async function benchForms(requests: number, concurrency: number): Promise<FormsResult> {
  const { code, output } = await run(process.execPath, [
    '--import',
    'tsx',
    'scripts/bench-forms.ts',
    '--requests',
    String(requests),
    '--concurrency',
    String(concurrency),
  ]);
  const table: Record<string, string> = {};
  for (const [, key = '', value = ''] of output.matchAll(/^\| ([^|]+?) +\| (.+)$/gm))
    table[key] = value.trim();
  const num = (v: string | undefined) => (v === undefined ? null : Number.parseFloat(v));
  const acknowledged = table['acknowledged leads in database'] ?? null;
  const [present, total] = (acknowledged ?? '').split(' / ').map((x) => Number.parseInt(x, 10));
  return {
    ok: code === 0,
    requests,
    concurrency,
    acceptedPerSecond: num(table['accepted per second']),
    p50: num(table['latency p50']),
    p99: num(table['latency p99']),
    acknowledged,
    allPresent:
      code === 0 && present !== undefined && present === total && !/MISSING/.test(acknowledged ?? ''),
    table,
    error: code === 0 ? undefined : output.trim().split('\n').slice(-20).join('\n'),
  };
}

type RouteResult = {
  route: BenchRoute;
  wire: WireResult;
  /** JS/CSS/font brotli bytes the HTML references (what e2e/budgets.spec.ts checks). */
  referenced: Record<'js' | 'css' | 'font' | 'payload', number>;
  h1InHtml: boolean | null;
  throttled: { median: ThrottledLoad; runs: ThrottledLoad[] };
  lighthouse: { median: LighthouseRun; runs: LighthouseRun[] } | null;
};

const problems: string[] = [];
let floorLighthouse: { median: LighthouseRun; runs: LighthouseRun[] } | null = null;
const cleanups: (() => Promise<void>)[] = [];
const timings: Record<string, number> = {};
/** Lighthouse runs that failed and were repeated. */
const lighthouseRetries: string[] = [];
/** Load averages at the start and the end: other work on the machine skews every timing figure. */
const loadAverages: number[][] = [os.loadavg()];

async function main() {
  let t = performance.now();
  if (!opts['skip-build']) {
    log('npm run build …');
    const build = await run('npm', ['run', 'build']);
    if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output.slice(-4000)}`);
    timings.build = seconds(t);
    log(`built in ${timings.build} s`);
  }
  const routes = benchRoutes(OUT_DIR);

  t = performance.now();
  log('building the bare Next.js floor app …');
  const floorApp = await buildFloor(ROOT);
  cleanups.push(async () => fs.rmSync(floorApp.dir, { recursive: true, force: true }));
  timings.floorBuild = seconds(t);
  log(`floor built in ${timings.floorBuild} s (${floorApp.dir})`);

  const server = await startServer();
  cleanups.push(server.close);
  const floorServer = await serveStatic(path.join(floorApp.dir, 'out'));
  cleanups.push(floorServer.close);
  log(`site at ${server.origin}, floor at ${floorServer.origin}`);

  // Bytes on the wire and the h1 without JavaScript.
  t = performance.now();
  const browser = await launchBrowser();
  let browserOpen = true;
  const closeBrowser = async () => {
    if (browserOpen) await browser.close();
    browserOpen = false;
  };
  cleanups.push(closeBrowser);
  const floor = await measureWire(browser, `${floorServer.origin}/`);
  const results: RouteResult[] = [];
  for (const route of routes) {
    const url = `${server.origin}${route.path}`;
    const wire = await measureWire(browser, url);
    if (wire.status !== route.status)
      problems.push(`${route.path}: status ${wire.status}, expected ${route.status}`);
    const raw = await fetch(url).then((r) => r.text());
    const h1InHtml = wire.renderedH1 === null ? null : textOf(raw).includes(wire.renderedH1);
    if (h1InHtml !== true)
      problems.push(`${route.path}: ${h1InHtml === null ? 'no <h1>' : '<h1> text not in the raw HTML'}`);
    const { totals } = pageAssets(OUT_DIR, route.file);
    const throttled = await measureThrottled(browser, url, RUNS);
    results.push({ route, wire, referenced: totals, h1InHtml, throttled, lighthouse: null });
    const m = throttled.median;
    log(
      `${route.path}: ${kib(wire.totalBody)} KiB; throttled FCP ${m.fcp} LCP ${m.lcp} hydrated ${m.hydrated} ms`,
    );
  }
  const floorThrottled = await measureThrottled(browser, `${floorServer.origin}/`, RUNS);
  // How fast the widgets answer a tap, before and after hydration (bench/interactions.ts).
  let interactions: InteractionFigures[] | null = null;
  if (!opts['skip-interactions']) {
    t = performance.now();
    interactions = await measureInteractions(browser, server.origin, Number(opts['interaction-runs']));
    timings.interactions = seconds(t);
    log(`interaction latency measured in ${timings.interactions} s`);
  }
  await closeBrowser();
  timings.wire = seconds(t);
  log(`bytes on the wire and throttled loads measured in ${timings.wire} s`);

  // Lighthouse, one route after the other (2 cores: nothing else runs meanwhile).
  let chromeVersion = '';
  if (!opts['skip-lighthouse']) {
    t = performance.now();
    const chrome = await launchChrome();
    cleanups.push(chrome.kill);
    chromeVersion = chrome.version;
    for (const r of results) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // Lighthouse 12 sometimes loses the trace with this Chromium (NO_NAVSTART): try again, twice.
        const url = `${server.origin}${r.route.path}`;
        let result = await runLighthouse(chrome, url, { expect404: r.route.status === 404 });
        for (let retry = 0; result.runtimeError && retry < 2; retry += 1) {
          lighthouseRetries.push(`${r.route.path}: ${result.runtimeError.split(':')[0]}`);
          result = await runLighthouse(chrome, url, { expect404: r.route.status === 404 });
        }
        runs.push(result);
      }
      r.lighthouse = { median: medianRun(runs), runs };
      const m = r.lighthouse.median;
      if (m.runtimeError) problems.push(`${r.route.path}: Lighthouse ${m.runtimeError}`);
      log(
        `lighthouse ${r.route.path}: perf ${m.performance} (runs ${runs.map((x) => x.performance).join(', ')})`,
      );
    }
    // The same audit of the bare Next.js export: what the framework alone scores on this machine, so a
    // gap can be told apart from the floor every Next site stands on.
    const floorRuns: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      let result = await runLighthouse(chrome, `${floorServer.origin}/`);
      for (let retry = 0; result.runtimeError && retry < 2; retry += 1) {
        lighthouseRetries.push(`floor: ${result.runtimeError.split(':')[0]}`);
        result = await runLighthouse(chrome, `${floorServer.origin}/`);
      }
      floorRuns.push(result);
    }
    floorLighthouse = { median: medianRun(floorRuns), runs: floorRuns };
    log(
      `lighthouse floor: perf ${floorLighthouse.median.performance} (runs ${floorRuns.map((x) => x.performance).join(', ')})`,
    );
    timings.lighthouse = seconds(t);
    log(`Lighthouse done in ${timings.lighthouse} s`);
  }

  // The pages' measurements are done: free the port and CPU before the load test.
  while (cleanups.length) await cleanups.pop()!();

  let forms: FormsResult | null = null;
  if (!opts['skip-forms']) {
    t = performance.now();
    log('forms API load test (scripts/bench-forms.ts) …');
    forms = await benchForms(Number(opts['forms-requests']), Number(opts['forms-concurrency']));
    timings.forms = seconds(t);
    if (!forms.ok) problems.push(`bench:forms failed:\n${forms.error}`);
  }
  let workerForms: WorkerFormsResult | null = null;
  if (!opts['skip-worker']) {
    t = performance.now();
    log(
      'contact posts: the Worker (wrangler dev, local D1) against the Node server (bench/worker-forms.ts) …',
    );
    try {
      workerForms = await benchWorkerForms({
        requests: Number(opts['worker-requests']),
        concurrency: Number(opts['forms-concurrency']),
        log: (line) => log(line),
      });
      for (const row of workerForms.rows)
        if (!row.allStored) problems.push(`${row.label}: not every acknowledged lead is in its database`);
    } catch (error) {
      problems.push(`bench/worker-forms.ts failed: ${(error as Error).message.slice(0, 4000)}`);
    }
    timings.worker = seconds(t);
  }
  let staticServing: StaticRow[] | null = null;
  if (!opts['skip-static']) {
    t = performance.now();
    log('static serving: our server against a bare sirv (bench/static-serving.ts) …');
    staticServing = await benchStaticServing({ log: (line) => log(line) });
    timings.static = seconds(t);
    for (const row of staticServing)
      if (row.ratio < 0.8)
        problems.push(`static serving of ${row.route} at ${row.ratio.toFixed(2)}× bare sirv (goal 0.8×)`);
  }
  timings.total = seconds(benchStarted);
  loadAverages.push(os.loadavg());

  report(results, floor, floorThrottled, forms, workerForms, staticServing, chromeVersion, interactions);
}

const kib = (n: number) => (n / 1024).toFixed(1);
const fmt = (v: number | null, digits = 0) => (v === null ? 'n/a' : v.toFixed(digits));

function table(head: string[], rows: string[][], alignLeft = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < alignLeft ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => (i < alignLeft ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), sep, ...rows.map(line)].join('\n');
}

function report(
  results: RouteResult[],
  floor: WireResult,
  floorThrottled: RouteResult['throttled'],
  forms: FormsResult | null,
  workerForms: WorkerFormsResult | null,
  staticServing: StaticRow[] | null,
  chromeVersion: string,
  interactions: InteractionFigures[] | null,
) {
  const label = (r: RouteResult) =>
    r.route.name === r.route.path ? r.route.path : `${r.route.path} (${r.route.name})`;
  const lines: string[] = [];
  const lhVersion = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const benchIdx = results
    .map((r) => r.lighthouse?.median.benchmarkIndex)
    .filter((x): x is number => typeof x === 'number');

  if (results.some((r) => r.lighthouse)) {
    lines.push(
      `\nLighthouse ${lhVersion}, mobile (default config: simulated throttling), ${chromeVersion}, median of ${RUNS} run(s) each` +
        (benchIdx.length ? `; benchmarkIndex ${Math.min(...benchIdx)}–${Math.max(...benchIdx)}` : '') +
        '\n',
    );
    lines.push(
      table(
        ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms'],
        [
          ...results.map((r) => ({ name: label(r), m: r.lighthouse!.median })),
          ...(floorLighthouse ? [{ name: 'bare Next.js export (floor)', m: floorLighthouse.median }] : []),
        ].map(({ name, m }) => [
          name,
          fmt(m.performance),
          fmt(m.accessibility),
          fmt(m.bestPractices),
          fmt(m.seo),
          fmt(m.lcp),
          fmt(m.cls, 3),
          fmt(m.tbt),
          fmt(m.fcp),
        ]),
      ),
    );
    // Say which audits keep a category under 100, so a score reads without opening the JSON. On the 404
    // they are what a correct not-found answer does: Chromium logs the document's own 404 status as an
    // error (and so does the page's logger, as the spec asks), and a 404 is neither indexable nor a
    // successful status.
    const failing = results
      .filter((r) => r.lighthouse!.median.failedAudits.length)
      .map((r) => {
        const audits = r.lighthouse!.median.failedAudits.map(
          (a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''} [${a.category}]`,
        );
        return `- ${label(r)}: ${audits.join(', ')}`;
      });
    if (failing.length) lines.push(`\nAudits failed (the median-performance run):\n${failing.join('\n')}`);
  }

  lines.push(
    `\nMeasured loads under Chromium's own throttling (${SLOW_4G.rttMs} ms RTT, ${(SLOW_4G.downKbps / 1024).toFixed(1)} Mbit/s down, ` +
      `CPU ${SLOW_4G.cpuSlowdown}× slower; empty cache; median of ${RUNS}): when the visitor sees the page and when React has it. ` +
      `(Lighthouse's LCP is simulated from an unthrottled local load and counts every request made before the largest paint; ` +
      `the site's scripts are requested after it, the floor's before.)\n`,
  );
  lines.push(
    table(
      ['route', 'FCP ms', 'LCP ms', 'hydrated ms'],
      [
        ...results.map((r) => ({ name: label(r), m: r.throttled.median })),
        { name: 'bare Next.js export (floor)', m: floorThrottled.median },
      ].map(({ name, m }) => [name, fmt(m.fcp), fmt(m.lcp), fmt(m.hydrated)]),
    ),
  );

  lines.push(
    `\nBytes on the wire (KiB of response bodies as sent, brotli where the server compresses; empty cache, 412×823 mobile viewport, until the network is idle 500 ms)\n`,
  );
  const floorJs = floor.bytes.js;
  const wireRow = (name: string, w: WireResult, refJs: string, h1: string) => [
    name,
    String(w.status),
    String(w.requests),
    ...WIRE_TYPES.map((t) => kib(w.bytes[t])),
    kib(w.totalBody),
    refJs,
    `${(w.bytes.js / floorJs).toFixed(2)}×`,
    h1,
  ];
  lines.push(
    table(
      [
        'route',
        'status',
        'req',
        'HTML',
        'JS',
        'CSS',
        'fonts',
        'images',
        'other',
        'total',
        'JS in HTML',
        'JS / floor',
        'h1 w/o JS',
      ],
      [
        ...results.map((r) =>
          wireRow(
            label(r),
            r.wire,
            kib(r.referenced.js),
            r.h1InHtml === null ? 'no h1' : r.h1InHtml ? 'yes' : 'NO',
          ),
        ),
        wireRow('bare Next.js export (floor)', floor, '', floor.renderedH1 ? 'yes' : 'no h1'),
      ],
    ),
  );
  lines.push(
    `\nFloor: a one-page Next.js export (layout + page with an h1) built with this repo's next/react/react-dom: ` +
      `${floorJs} B of JS on the wire in ${floor.entries.filter((e) => e.type === 'js').length} requests. ` +
      `"JS in HTML" = brotli JS the page's HTML references (what e2e/budgets.spec.ts checks); the wire adds the chunks of prefetched links. ` +
      `"other" is mostly Next's RSC prefetches (.txt) of the links in view.`,
  );

  if (interactions) {
    lines.push(
      `\nInteraction latency (bench/interactions.ts): input to next paint (Event Timing), CPU ${CPU_SLOWDOWN}× slower, ` +
        `median of ${opts['interaction-runs']}; before hydration = the startup scripts held back\n`,
    );
    lines.push(interactionsTable(interactions));
  }

  if (forms) {
    lines.push(
      `\nForms API (scripts/bench-forms.ts, ${forms.requests} requests, concurrency ${forms.concurrency})\n`,
    );
    lines.push(
      table(
        ['metric', 'value'],
        [
          ['accepted submissions / s', fmt(forms.acceptedPerSecond)],
          ['latency p50', `${fmt(forms.p50, 1)} ms`],
          ['latency p99', `${fmt(forms.p99, 1)} ms`],
          [
            'acknowledged leads in the database',
            `${forms.acknowledged ?? 'n/a'}${forms.allPresent ? ' (all present)' : ' (NOT all present)'}`,
          ],
        ],
      ),
    );
  }
  if (workerForms) lines.push(`\n${workerFormsTable(workerForms)}`);
  if (staticServing) {
    lines.push(
      '\nStatic serving, requests/s (bench/static-serving.ts: one process each, 32 connections, median of 3 rounds)\n',
    );
    lines.push(
      table(
        ['route', 'ours', 'bare sirv', 'ours / sirv'],
        staticServing.map((r) => [r.route, fmt(r.ours), fmt(r.sirv), `${r.ratio.toFixed(2)}×`]),
      ),
    );
  }
  lines.push(
    `\nBench took ${timings.total} s (` +
      Object.entries(timings)
        .filter(([k]) => k !== 'total')
        .map(([k, v]) => `${k} ${v} s`)
        .join(', ') +
      `) on ${os.cpus().length} CPUs, Node ${process.version}; ` +
      `load average (1 min) ${loadAverages[0]![0]!.toFixed(2)} at the start, ${loadAverages[1]![0]!.toFixed(2)} at the end`,
  );
  if (lighthouseRetries.length)
    lines.push(`Lighthouse runs repeated after an error: ${lighthouseRetries.join('; ')}`);
  if (problems.length) lines.push(`\nProblems:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  console.log(lines.join('\n'));

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      chromium: chromeVersion,
      lighthouse: lhVersion,
    },
    options: { ...opts, runs: RUNS },
    timings,
    loadAverages,
    lighthouseRetries,
    floor: { jsBytes: floorJs, wire: floor, throttled: floorThrottled, lighthouse: floorLighthouse },
    routes: results.map((r) => ({
      name: r.route.name,
      path: r.route.path,
      file: r.route.file,
      status: r.wire.status,
      requests: r.wire.requests,
      bytes: r.wire.bytes,
      totalBody: r.wire.totalBody,
      totalTransfer: r.wire.totalTransfer,
      jsVsFloor: r.wire.bytes.js / floorJs,
      referencedBrotli: r.referenced,
      h1: r.wire.renderedH1,
      h1InHtml: r.h1InHtml,
      throttled: { conditions: SLOW_4G, ...r.throttled },
      lighthouse: r.lighthouse,
      requestsDetail: r.wire.entries,
    })),
    forms,
    workerForms,
    staticServing,
    interactions,
    problems,
  };
  const file = path.join(RESULTS_DIR, `bench-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nFigures written to ${path.relative(ROOT, file)} (and bench-results/latest.json)`);
}

let exitCode = 0;
try {
  await main();
  if (problems.length) exitCode = 1;
} catch (error) {
  console.error(`bench failed: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
}
process.exit(exitCode);
