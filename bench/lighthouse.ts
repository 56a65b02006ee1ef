/**
 * Lighthouse with its default config (mobile form factor, simulated throttling) against a headless
 * Chromium we start ourselves (the system one, see scripts/chromium.mjs): Lighthouse never downloads one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/chromium.mjs';

export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type LighthouseRun = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds. */
  lcp: number | null;
  cls: number | null;
  /** Milliseconds. */
  tbt: number | null;
  fcp: number | null;
  speedIndex: number | null;
  benchmarkIndex: number | null;
  runtimeError: string | null;
  warnings: string[];
  /** Audits of the four categories scoring below 1, for the JSON report. */
  failedAudits: { id: string; category: string; score: number | null; displayValue?: string }[];
};

export type Chrome = { port: number; version: string; kill: () => Promise<void> };

export async function launchChrome(): Promise<Chrome> {
  const found = findChromium() as { path: string } | undefined;
  if (!found)
    throw new Error(
      'no Chromium found (CHROME_PATH, /usr/bin/chromium, Playwright cache): run node scripts/ensure-chromium.mjs',
    );
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-chrome-'));
  const child: ChildProcess = spawn(
    found.path,
    [
      ...LIGHTHOUSE_CHROME_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null)
      throw new Error(`Chromium (${found.path}) exited with ${child.exitCode} at start-up`);
    if (Date.now() > deadline)
      throw new Error(`Chromium (${found.path}) did not open its DevTools port within 20 s`);
    if (fs.existsSync(portFile)) port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]) || 0;
    if (!port) await new Promise((r) => setTimeout(r, 100));
  }
  const version = await fetch(`http://127.0.0.1:${port}/json/version`)
    .then((r) => r.json() as Promise<{ Browser: string }>)
    .then((v) => v.Browser);
  return {
    port,
    version,
    kill: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      // Chromium's helper processes can still be writing into the profile after the browser has exited
      // (a run ended in ENOTEMPTY here): Node retries the removal on that error.
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

export async function runLighthouse(
  chrome: Chrome,
  url: string,
  { expect404 = false } = {},
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Lighthouse refuses to audit a document answered with 4xx (ERRORED_DOCUMENT_REQUEST) unless told to.
    ignoreStatusCode: expect404,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failedAudits: LighthouseRun['failedAudits'] = [];
  for (const [category, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failedAudits.push({ id: ref.id, category, score: audit.score, displayValue: audit.displayValue });
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    speedIndex: numeric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map(String),
    failedAudits,
  };
}

/** The median of each figure over the runs (each metric on its own). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const median = (values: (number | null)[]): number | null => {
    const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
    if (v.length === 0) return null;
    const mid = Math.floor(v.length / 2);
    return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  };
  const pick = (k: keyof LighthouseRun) => median(runs.map((r) => r[k] as number | null));
  const perf = pick('performance');
  return {
    performance: perf,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    speedIndex: pick('speedIndex'),
    benchmarkIndex: pick('benchmarkIndex'),
    runtimeError: runs.find((r) => r.runtimeError)?.runtimeError ?? null,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    // The audits of the run whose performance score is the median one.
    failedAudits: runs.find((r) => r.performance === perf)?.failedAudits ?? runs[0]?.failedAudits ?? [],
  };
}
