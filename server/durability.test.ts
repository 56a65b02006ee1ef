import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '@/server/db';
import { startSmtpSink, VALID_LEAD, type SmtpSink } from '@/server/testing';

/**
 * The real server in a child process (node + tsx directly, so SIGKILL hits the server itself and not a
 * wrapper), killed without warning right after it acknowledged leads.
 */

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, origin };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

const children: ChildProcess[] = [];
let sink: SmtpSink;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-kill-'));

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sink?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it(
    'every lead answered 201 survives SIGKILL, and its e-mails go out after the restart',
    { timeout: 45_000 },
    async () => {
      sink = await startSmtpSink();
      const env = {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        RATE_LIMIT_DISABLED: '1',
        OUTBOX_POLL_MS: '100',
        OUTBOX_RETRY_BASE_MS: '100',
        OUT_DIR: path.join(dataDir, 'no-site'),
      };
      const first = await startServer(env);
      children.push(first.child);
      const exited = new Promise((resolve) => first.child.once('exit', resolve));

      const acknowledged: string[] = [];
      const requests = Array.from({ length: 40 }, (_, i) => {
        const email = `crash-${i}@firma.ro`;
        return fetch(`${first.origin}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...VALID_LEAD, email }),
        }).then(
          (response) => {
            if (response.status !== 201) return;
            acknowledged.push(email);
            // Pull the plug the moment the 10th lead is acknowledged, with others still in flight.
            if (acknowledged.length === 10) first.child.kill('SIGKILL');
          },
          () => {},
        );
      });
      await Promise.all(requests);
      expect(await exited).toBeDefined();
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);

      const second = await startServer(env);
      children.push(second.child);
      const db = new Database(path.join(dataDir, DB_FILE), { readonly: true });
      const stored = new Set(db.prepare('SELECT email FROM leads').pluck().all() as string[]);
      db.close();
      for (const email of acknowledged) expect(stored.has(email), email).toBe(true);

      // The auto-reply of every acknowledged lead arrives (at least once), including those queued at the kill.
      const replied = () =>
        new Set(
          sink.messages.filter((m) => m.header('auto-submitted') === 'auto-replied').map((m) => m.rcpt[0]),
        );
      await expect
        .poll(() => acknowledged.filter((email) => !replied().has(email)), { timeout: 15_000 })
        .toEqual([]);
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
      expect(second.child.exitCode).toBe(0);
    },
  );
});
