/**
 * `npm run preview:cloudflare` as a child process for the fault test (worker/faults.test.ts) and the
 * bench (bench/worker-forms.ts): started with `--no-build` on a port and a data folder of the caller's,
 * resolved once /api/health answers, with the processes under it (the preview runs `wrangler dev` in a
 * process group of its own, and wrangler runs workerd in it) found through /proc so that a fault can
 * kill exactly them. Linux only (/proc), like the machines this runs on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

type ProcessEntry = { pid: number; ppid: number; pgrp: number; comm: string };

/** Every process this user can see: pid, parent, process group and command name (/proc/<pid>/stat). */
export function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Exited meanwhile.
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so split after the last ")".
    const close = stat.lastIndexOf(')');
    const [, ppid, pgrp] = stat.slice(close + 2).split(' ');
    entries.push({
      pid: Number(name),
      ppid: Number(ppid),
      pgrp: Number(pgrp),
      comm: stat.slice(stat.indexOf('(') + 1, close),
    });
  }
  return entries;
}

export type Preview = {
  origin: string;
  /** wrangler dev's own loopback port, behind the preview's front door at `origin`. */
  wranglerPort: number;
  child: ChildProcess;
  /** What the preview (and wrangler under it) printed so far. */
  log(): string;
  /** The leader of wrangler's process group (the preview's child). */
  wranglerGroup(): number;
  /**
   * The workerd processes in wrangler's group that run the Worker's code. wrangler dev runs two: its
   * proxy on the public port (which stays up and answers 500 while the other restarts) and the Worker.
   */
  workerdPids(): number[];
  /** SIGKILL to wrangler's whole process group; resolves when the preview has exited too. */
  killGroup(): Promise<void>;
  /** SIGTERM to the preview (it forwards it to wrangler's group); resolves on its exit. */
  stop(): Promise<void>;
};

export async function startPreview({
  port,
  dataDir,
  env,
  timeoutMs = 150_000,
}: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<Preview> {
  const origin = `http://127.0.0.1:${port}`;
  // wrangler dev's own port, behind the preview's front door on `port` (scripts/preview-front.ts).
  const wranglerPort = await new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview-cloudflare.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      PREVIEW_PORT: String(port),
      PREVIEW_WRANGLER_PORT: String(wranglerPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

  const wranglerGroup = () => {
    // wrangler is the preview's child and leads its own group (spawned detached).
    const leader = processTable().find((p) => p.ppid === child.pid && p.pgrp === p.pid);
    if (!leader) throw new Error(`no wrangler process group under the preview (pid ${child.pid})`);
    return leader.pid;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`preview:cloudflare exited ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`preview:cloudflare did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    // With a timeout: wrangler's proxy holds requests while it has no Worker to hand them to.
    const up = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    origin,
    wranglerPort,
    child,
    log: () => output,
    wranglerGroup,
    workerdPids() {
      const group = wranglerGroup();
      return processTable()
        .filter((p) => p.pgrp === group && p.comm === 'workerd')
        .filter((p) => {
          try {
            const args = fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').split('\0');
            // An exiting process reads as no arguments at all.
            return args.length > 1 && !args.includes(`--socket-addr=entry=127.0.0.1:${wranglerPort}`);
          } catch {
            return false; // Exited meanwhile.
          }
        })
        .map((p) => p.pid);
    },
    async killGroup() {
      process.kill(-wranglerGroup(), 'SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The local D1's SQLite file under a preview's data folder (miniflare keeps one file per database). */
export function d1File(dataDir: string): string {
  const folder = path.join(dataDir, 'cloudflare', 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = fs.readdirSync(folder).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${folder}`);
  return path.join(folder, file);
}
