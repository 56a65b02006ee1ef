import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE } from '@/server/db';
import { freePort, startServerProcess, startSmtpSink, VALID_LEAD, type SmtpSink } from '@/server/testing';

/**
 * The real server in a child process (node + tsx directly, so SIGKILL hits the server itself and not a
 * wrapper), killed without warning right after it acknowledged leads.
 */

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  return startServerProcess(await freePort(), env);
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
        // One domain each: a domain gets a few auto-replies a day (MAIL_DOMAIN_LIMIT_PER_DAY).
        const email = `crash@firma-${i}.ro`;
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
