/**
 * What serving the static files costs: requests per second of our server (server/index.ts, as
 * `npm run serve` runs it) against a bare sirv over the same out/, one process (so one core) each, the
 * load from autocannon in this process. The servers run one after the other, in alternating rounds, so
 * the machine's drift hits both alike; the figure is the median of the rounds.
 *
 *   npx tsx bench/static-serving.ts            # after npm run build
 *   npx tsx bench/static-serving.ts -- --seconds 5 --rounds 3
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type StaticRow = { route: string; ours: number; sirv: number; ratio: number };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** A bare sirv, as its README sets it up for a production static export (precompressed twins, ETags). */
const BARE_SIRV = `
const http = require('node:http');
const sirv = require('sirv');
const serve = sirv(process.env.OUT_DIR, { dev: false, etag: true, brotli: true, gzip: true, extensions: ['html'] });
http.createServer((req, res) => serve(req, res)).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function start(
  kind: 'ours' | 'sirv',
  outDir: string,
): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `bench-static-${process.pid}-${port}`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUT_DIR: outDir,
    DATA_DIR: dataDir,
    SMTP_URL: '',
  };
  const child =
    kind === 'ours'
      ? spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env, stdio: 'ignore' })
      : spawn(process.execPath, ['-e', BARE_SIRV], { cwd: ROOT, env, stdio: 'ignore' });
  await waitForPort(port);
  return { child, url: `http://127.0.0.1:${port}`, dataDir };
}

async function load(url: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url,
    connections: 32,
    pipelining: 1,
    duration: seconds,
    // As a browser asks: it takes brotli.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function benchStaticServing(
  options: {
    outDir?: string;
    routes?: string[];
    seconds?: number;
    rounds?: number;
    log?: (line: string) => void;
  } = {},
): Promise<StaticRow[]> {
  const outDir = options.outDir ?? path.join(ROOT, 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error(`no build in ${outDir}: npm run build first`);
  const routes = options.routes ?? ['/about', '/blog', '/_next/static/chunks/' + firstChunk(outDir)];
  const seconds = options.seconds ?? 5;
  const rounds = options.rounds ?? 3;
  const log = options.log ?? (() => {});
  const samples = new Map(routes.map((r) => [r, { ours: [] as number[], sirv: [] as number[] }]));
  for (let round = 0; round < rounds; round++) {
    for (const kind of round % 2 === 0 ? (['ours', 'sirv'] as const) : (['sirv', 'ours'] as const)) {
      const server = await start(kind, outDir);
      try {
        // Warm both alike: our server reads a file into memory on its first request.
        for (const route of routes) await load(server.url + route, 1);
        for (const route of routes) {
          const rps = await load(server.url + route, seconds);
          samples.get(route)![kind].push(rps);
          log(`round ${round + 1} ${kind.padEnd(4)} ${route}: ${Math.round(rps)} requests/s`);
        }
      } finally {
        server.child.kill('SIGKILL');
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    }
  }
  return routes.map((route) => {
    const { ours, sirv } = samples.get(route)!;
    return { route, ours: median(ours), sirv: median(sirv), ratio: median(ours) / median(sirv) };
  });
}

function firstChunk(outDir: string): string {
  const chunks = fs.readdirSync(path.join(outDir, '_next/static/chunks')).filter((f) => f.endsWith('.js'));
  return chunks.sort()[0]!;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' } },
    allowPositionals: true,
  });
  const rows = await benchStaticServing({
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    log: (line) => console.error(line),
  });
  console.log(
    '\nStatic serving, requests/s (median of rounds; one process each, 32 connections, brotli accepted)\n',
  );
  console.log('| route | ours | bare sirv | ours / sirv |\n|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.route} | ${Math.round(row.ours)} | ${Math.round(row.sirv)} | ${row.ratio.toFixed(2)}× |`,
    );
}
