import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db';
import { startBrokenSmtp } from '@/server/fault-kit';
import {
  freePort,
  startServerProcess,
  startSmtpSink,
  TEST_ENGINE,
  testStorage,
  VALID_LEAD,
  type ServerProcess,
  type SmtpSink,
  type TestStorage,
} from '@/server/testing';

/**
 * The fault suite, mail side, on the engine under test: the real server in a child process is killed
 * with SIGKILL while it retries e-mails (the first attempt failed with 421, the retry hangs on a server
 * that never greets), then started again on the same port. What it had claimed goes out at the next poll,
 * not when the five-minute lease runs out.
 */

const children: ServerProcess[] = [];
let storage: TestStorage;
let sink: SmtpSink | undefined;

afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sink?.close();
  await storage?.cleanup();
});

describe(`fault: killed during an SMTP retry (${TEST_ENGINE})`, { timeout: 90_000 }, () => {
  it('after the restart every e-mail goes out at the next poll: none lost, none waiting out its lease', async () => {
    storage = await testStorage();
    const smtpPort = await freePort();
    const broken = await startBrokenSmtp(smtpPort, 1);
    const port = await freePort();
    const env = {
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      OUT_DIR: `${storage.dataDir}/no-site`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_DISABLED: '1',
      OUTBOX_POLL_MS: '200',
      OUTBOX_RETRY_BASE_MS: '200',
      OUTBOX_RETRY_MAX_MS: '400',
      // The default lease (5 minutes): what a restarted process used to wait out.
    };
    const first = await startServerProcess(port, env);
    children.push(first);
    const emails = Array.from({ length: 5 }, (_, i) => `retry-${i}@firma-retry-${i}.ro`);
    for (const email of emails) {
      const response = await fetch(`${first.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...VALID_LEAD, email }),
      });
      expect(response.status).toBe(201);
    }

    // Wait until the retry is under way: messages with an error behind them, claimed again.
    const db = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, readonly: true });
    const claimedRetries = () =>
      db.value<number>(
        'SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL AND lease_owner IS NOT NULL',
      );
    await expect.poll(claimedRetries, { timeout: 15_000 }).toBeGreaterThan(0);
    // …and its SMTP connection open (the claim is committed a moment before the connection is made).
    await expect.poll(() => broken.hanging, { timeout: 10_000 }).toBeGreaterThan(0);
    const inFlight = await claimedRetries();
    await db.close();

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    await broken.close();
    sink = await startSmtpSink(smtpPort);

    const restartedAt = Date.now();
    const second = await startServerProcess(port, env);
    children.push(second);
    // Every lead's notification and auto-reply: 10 e-mails. Waiting a few polls at most, far below the
    // lease (5 minutes) that claimed messages used to wait out.
    const expected = emails.length * 2;
    const delivered = await sink.waitFor(expected, () => true, 10_000).catch(() => sink!.messages);
    const delayed = expected - delivered.length;
    const leads = await (async () => {
      const check = await openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, readonly: true });
      try {
        return await check.value<number>('SELECT COUNT(*) FROM leads');
      } finally {
        await check.close();
      }
    })();
    console.log(
      `faults (killed during an SMTP retry, ${TEST_ENGINE}): ${inFlight} e-mails claimed at the kill; after the restart ${delivered.length} of ${expected} delivered in ${Date.now() - restartedAt} ms; crashes 0, acknowledged leads lost ${emails.length - Number(leads)}, mail delayed past the next poll ${delayed}`,
    );
    expect(leads).toBe(emails.length);
    expect(delayed).toBe(0);
    for (const email of emails) expect(sink.messages.some((m) => m.rcpt.includes(email))).toBe(true);
    second.child.kill('SIGTERM');
  });
});
