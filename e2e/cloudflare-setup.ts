/**
 * For the "cloudflare" projects: the SMTP sink (AUTH off: worker-mailer authenticates whenever it is
 * offered) and one `npm run preview:cloudflare` on E2E_CF_PORT with a fresh local D1, started once for
 * the run and only when one of those projects is selected; the specs share them (e2e/cloudflare.ts).
 * The preview does not build: npm test builds out/ before the e2e run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from '../server/testing';

export default async function cloudflareSetup(config: FullConfig) {
  const selected = process.argv.some((a) => a.startsWith('--project'))
    ? process.argv.join(' ').includes('cloudflare')
    : config.projects.some((p) => p.name.startsWith('cloudflare'));
  if (!selected) return;

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cloudflare-'));
  const dataDir = path.join(root, 'data');
  const mailDir = path.join(root, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });
  const sink = await startSmtpSink(0, { auth: false });
  // Each message a file the workers read (they are other processes).
  let written = 0;
  const copy = setInterval(() => {
    for (; written < sink.messages.length; written++) {
      const { rcpt, raw } = sink.messages[written]!;
      const name = path.join(mailDir, `${String(written).padStart(6, '0')}.json`);
      fs.writeFileSync(`${name}.tmp`, JSON.stringify({ rcpt, raw }));
      fs.renameSync(`${name}.tmp`, name);
    }
  }, 50);

  const port = process.env.E2E_CF_PORT!;
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const preview = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/preview-cloudflare.ts', '--no-build'],
    {
      env: {
        ...process.env,
        PREVIEW_PORT: port,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        PUBLIC_URL: origin,
        // As for the Node service in forms.spec.ts: Playwright types faster than a person, and posts a lot.
        MIN_FILL_MS: '0',
        RATE_LIMIT_MAX: '1000',
      // Every spec's addresses are at firma.ro, and here they all meet one database (the Node target
      // gives each worker a fresh one): past 5 a day, sign-ups to that domain would get no e-mail.
      MAIL_DOMAIN_LIMIT_PER_DAY: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  preview.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  preview.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`preview:cloudflare exited ${preview.exitCode}:\n${log}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`preview:cloudflare did not answer within 300 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  process.env.E2E_CF_DATA_DIR = dataDir;
  process.env.E2E_CF_MAIL_DIR = mailDir;

  return async () => {
    if (preview.exitCode === null) {
      const exited = new Promise((resolve) => preview.once('exit', resolve));
      preview.kill('SIGTERM');
      await exited;
    }
    clearInterval(copy);
    // What the Worker and the front door said of a failure (a 503, a store that failed), for the run's
    // log; the whole log beside Playwright's results.
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(path.join('test-results', 'cloudflare-preview.log'), log);
    const failures = log
      .split('\n')
      // (Refused connections are the health checks above, before wrangler listens.)
      .filter((line) => /could not|nu a răspuns|database unavailable|^500 /.test(line) && !line.includes('ECONNREFUSED'));
    if (failures.length > 0)
      console.error(`cloudflare preview, lines about failures (test-results/cloudflare-preview.log):\n${failures.slice(0, 20).join('\n')}`);
    await sink.close();
    fs.rmSync(root, { recursive: true, force: true });
  };
}
