/**
 * npm run preview:cloudflare — the whole site as the Cloudflare Worker runs it, on this machine, offline
 * and without an account: `wrangler dev` (workerd, the Workers runtime) serving out/ with the forms API,
 * a local D1 database under the data folder, and the crons fired on their schedule.
 *
 * 1. Builds the site (as npm start does; `--no-build` skips it when out/ is there), writes the D1
 *    migrations and the Worker's site module (scripts/d1-migrations.ts, scripts/worker-site.ts).
 * 2. Applies the migrations to the local D1: `wrangler d1 migrations apply forms --local`, kept in
 *    `${DATA_DIR:-data}/cloudflare` (remove that folder to start empty).
 * 3. Runs `wrangler dev` on a private loopback port behind a front door on ${HOST:-127.0.0.1}:${PREVIEW_PORT:-8787}
 *    (scripts/preview-front.ts: the Node server's Host check, a bounded pool of connections), with the variables the Worker reads (SMTP_URL,
 *    OWNER_EMAIL, MAIL_FROM, the limits…) from the environment or .env, as npm start reads them.
 * 4. Fires the crons of wrangler.jsonc when they are due, through `/__scheduled?cron=…`
 *    (`wrangler dev --test-scheduled`): wrangler dev does not run them by itself, Cloudflare does.
 *
 * Ctrl-C (SIGINT) or SIGTERM stops wrangler and its workerd processes; the exit code is wrangler's.
 */
import '@/server/env';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configErrorLine, isConfigError, loadConfig, type ServerConfig } from '@/server/config';
import { allowedHosts } from '@/server/hosts';
import { startFront } from '@/scripts/preview-front';
import { writeD1Migrations } from '@/scripts/d1-migrations';
import { writeWorkerSite } from '@/scripts/worker-site';

const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** The variables the Worker reads (server/core/config.ts); nothing else of the environment goes in. */
export const WORKER_VARIABLES = [
  'SMTP_URL',
  'OWNER_EMAIL',
  'MAIL_FROM',
  'SITE_URL',
  'PUBLIC_URL',
  'CORS_ORIGINS',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_MS',
  'RATE_LIMIT_DISABLED',
  'MIN_FILL_MS',
  'MAX_BODY_BYTES',
  'LEAD_RETENTION_MONTHS',
  'LEAD_REMINDER_HOURS',
  'OUTBOX_POLL_MS',
  'OUTBOX_RETRY_BASE_MS',
  'OUTBOX_RETRY_MAX_MS',
  'OUTBOX_LEASE_MS',
  'MAIL_STRANGER_LIMIT_PER_HOUR',
  'MAIL_DOMAIN_LIMIT_PER_DAY',
  'NEWSLETTER_PER_HOUR',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_OAUTH_URL',
] as const;

/** A dotenv line: the value double-quoted, so spaces, "#" and quotes survive. */
export function envFileText(env: Record<string, string | undefined>): string {
  return WORKER_VARIABLES.filter((name) => env[name]?.trim())
    .map((name) => `${name}=${JSON.stringify(env[name]!.trim())}`)
    .join('\n');
}

/** wrangler.jsonc without its comments (the `//` and `/* … *\/` outside strings), parsed. */
export function readJsonc(file: string): Record<string, unknown> {
  const text = fs.readFileSync(file, 'utf8');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else out += char;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1')) as Record<string, unknown>;
}

/** Whether a five-field cron (numbers, `*`, `*\/n`, lists and ranges) is due at this UTC minute. */
export function cronDue(cron: string, at: Date): boolean {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return false;
  const values = [
    at.getUTCMinutes(),
    at.getUTCHours(),
    at.getUTCDate(),
    at.getUTCMonth() + 1,
    at.getUTCDay(),
  ];
  return fields.every((field, i) =>
    field.split(',').some((part) => {
      const [range = '*', stepText] = part.split('/');
      const step = stepText ? Number(stepText) : 1;
      const value = values[i]!;
      if (range === '*') return value % step === 0;
      const [from, to = from] = range.split('-').map(Number) as [number, number?];
      return value >= from && value <= to! && (value - from) % step === 0;
    }),
  );
}

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * What of wrangler dev's own output reaches the owner's screen: not its banner, binding and migration
 * tables, nor the warnings that are ours to know (the `_redirects` the build writes for other hosts, the
 * offline `Request.cf` and their stack traces). The Worker's log lines and real errors pass.
 */
export function previewLine(line: string): string | null {
  const text = line.replace(/\x1b\[[0-9;]*m/g, '');
  if (!text.trim()) return null;
  if (/[│├┌└┐┘┬┴┼─╭╮╯╰]/.test(text)) return null;
  if (/_redirects|request\.cf|\bcf\b.*offline|^\s+at |⛅️|wrangler \d+\.\d+|Your Worker has access|^\s*env\.\w+|Using vars defined|Starting local server|Ready on|\[wrangler:info\]|▲ \[WARNING\]|^\s*\^|Using secrets defined|Update available|\bminiflare\b|^Binding\s+Resource|workers\.cloudflare\.com|invalid redirect rule|Valid status codes are/i.test(text))
    return null;
  return text;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): void {
  // Quiet: its output (the migrations' tables) only when it fails.
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'], env, encoding: 'utf8' });
  if (result.status !== 0) {
    if (quiet) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(
      `preview:cloudflare: ${path.basename(args[1] ?? command)} ${args.slice(2).join(' ')} failed`,
    );
    process.exit(result.status ?? 1);
  }
}

async function main() {
  // Its own port (not npm start's PORT, so both can run) and this computer only, unless told.
  const port = Number(process.env.PREVIEW_PORT?.trim() || 8787);
  const host = process.env.HOST?.trim() || '127.0.0.1';
  let config: ServerConfig;
  try {
    // The same checks and messages as npm start: a bad OWNER_EMAIL stops here, not at the first form.
    config = loadConfig();
  } catch (error) {
    if (!isConfigError(error)) throw error;
    console.error(`Previzualizarea nu pornește: ${configErrorLine(error)}`);
    process.exit(1);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CI: process.env.CI ?? '1',
  };

  if (!process.argv.includes('--no-build') || !fs.existsSync(path.join(ROOT, 'out', 'index.html')))
    run('npm', ['run', 'build'], env);
  writeD1Migrations();
  writeWorkerSite();

  const persist = path.resolve(process.env.DATA_DIR?.trim() || 'data', 'cloudflare');
  fs.mkdirSync(persist, { recursive: true });
  // wrangler appends every message it logs, debug ones included, to a file of its own (~/.wrangler/logs):
  // hundreds of megabytes under a stream of requests. What matters is on this terminal; the file goes to
  // /dev/null unless WRANGLER_LOG_PATH says where.
  if (!env.WRANGLER_LOG_PATH && process.platform !== 'win32') {
    const sink = path.join(persist, 'wrangler-debug.log');
    fs.rmSync(sink, { force: true });
    fs.symlinkSync('/dev/null', sink);
    env.WRANGLER_LOG_PATH = sink;
  }

  run(
    process.execPath,
    [WRANGLER, 'd1', 'migrations', 'apply', 'forms', '--local', '--persist-to', persist],
    env,
    true,
  );

  // wrangler dev listens on a private loopback port; the preview's own port is the front door
  // (scripts/preview-front.ts: the Node server's Host check, and a bounded pool of connections to wrangler).
  const wranglerPort = Number(process.env.PREVIEW_WRANGLER_PORT?.trim() || (await freePort()));
  const envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preview-cloudflare-')), '.env');
  fs.writeFileSync(envFile, `${envFileText(process.env)}\n`, { mode: 0o600 });
  const removeEnvFile = () => fs.rmSync(path.dirname(envFile), { recursive: true, force: true });

  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '--port',
      String(wranglerPort),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persist,
      '--env-file',
      envFile,
      '--test-scheduled',
      '--show-interactive-dev-session=false',
      // wrangler dev's devtools port is 9229 unless told: a second preview (or a Node debugger) holding
      // it stops this one with "Address already in use". The inspector is for a developer's devtools;
      // any free port does.
      '--inspector-port',
      String(process.env.INSPECTOR_PORT?.trim() || (await freePort())),
    ],
    // Its own process group: a signal reaches wrangler and the workerd processes it starts.
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env, detached: true },
  );
  // One screen: wrangler's lines through previewLine.
  for (const [stream, out] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const shown = previewLine(line);
        if (shown !== null) out.write(`${shown}\n`);
      }
    });
  }

  const crons =
    (readJsonc(path.join(ROOT, 'wrangler.jsonc')).triggers as { crons?: string[] } | undefined)?.crons ?? [];
  const front = await startFront({
    port,
    host,
    upstreamPort: wranglerPort,
    allowed: allowedHosts([config.siteUrl, config.publicUrl, ...config.corsOrigins], config.extraHosts),
  });
  // The crons go straight to wrangler: /__scheduled is refused at the front for any name but ours, and
  // this is us.
  const wranglerOrigin = `http://127.0.0.1:${wranglerPort}`;
  let timer: NodeJS.Timeout | undefined;
  const fire = async () => {
    const now = new Date();
    for (const cron of crons.filter((c) => cronDue(c, now))) {
      try {
        const response = await fetch(`${wranglerOrigin}/__scheduled?cron=${encodeURIComponent(cron)}`);
        if (!response.ok) console.error(`preview:cloudflare: cron "${cron}" answered ${response.status}`);
      } catch {
        // wrangler dev is still starting (or restarting workerd): the next minute fires again.
      }
    }
  };
  // At the start of every minute, as Cloudflare's scheduler does.
  const schedule = () => {
    timer = setTimeout(
      () => {
        void fire();
        schedule();
      },
      60_000 - (Date.now() % 60_000),
    );
    timer.unref();
  };
  schedule();

  const forward = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  child.on('exit', (code, signal) => {
    clearTimeout(timer);
    removeEnvFile();
    void front.close();
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
  });
  const mail = process.env.SMTP_URL?.trim()
    ? 'prin contul din SMTP_URL (.env); npm run mail:test îl verifică'
    : 'fără cont (SMTP_URL gol): mesajele se păstrează și așteaptă în coadă; npm run setup îl configurează';
  console.log(
    [
      '',
      'Previzualizare Cloudflare, locală (fără cont):',
      `  Site-ul și formularele: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
      `  Baza de date locală (D1): ${persist.startsWith(ROOT) ? path.relative(ROOT, persist) : persist}`,
      `  E-mailul: ${mail}`,
      '  Oprește cu Ctrl+C.',
      '',
    ].join('\n'),
  );
}

// Only when run (the test imports the helpers above).
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
