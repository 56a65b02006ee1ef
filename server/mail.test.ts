import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { MIGRATIONS, openDatabase } from '@/server/db';
import { toWireMessage, UnsafeMessageError } from '@/server/mail/message';
import { backoffMs, enqueue, OutboxWorker } from '@/server/mail/outbox';
import { startSmtpSink, testOptions, testStorage, VALID_LEAD } from '@/server/testing';
import { createNodeTransport } from '@/server/mail/transport-node';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh store on the engine under test (SQLite or PostgreSQL). */
async function storage() {
  const store = await testStorage();
  cleanup.push(store.cleanup);
  return store;
}

async function openStore() {
  const { dataDir, databaseUrl } = await storage();
  const db = await openDatabase({ dataDir, databaseUrl });
  cleanup.push(() => db.close());
  return db;
}

async function startApp(smtpPort: number, log: (m: string) => void = () => {}) {
  const { dataDir, databaseUrl } = await storage();
  const app: App = createApp(
    testOptions(dataDir, { databaseUrl, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, rateLimit: false, log }),
  );
  cleanup.push(() => app.close());
  return { app, origin: await app.listen() };
}

const postLead = (origin: string, lead: object) =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(lead),
  });

describe('mail layer', () => {
  const from = { name: 'Studio Creativ', address: 'contact@studiocreativ.ro' };

  it('keeps CR/LF typed by a visitor out of the headers even without the schema', async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const transport = createNodeTransport(`smtp://127.0.0.1:${sink.port}`);
    cleanup.push(() => transport.close());
    const message = toWireMessage(
      {
        to: { name: 'Owner', address: 'owner@exemplu.ro' },
        replyTo: { name: 'Ion\r\nBcc: victima@exemplu.ro\r\nX-Injected: da', address: 'ion@firma.ro' },
        subject: 'Cerere nouă: Ion\r\nBcc: victima@exemplu.ro\u2028X-Injected: da',
        text: 'Corpul poate avea\r\nBcc: rânduri noi, nu contează.',
      },
      from,
      '<test-1@studiocreativ.ro>',
    );
    await transport.send(message);
    const [mail] = await sink.waitFor(1);
    expect(mail!.rcpt).toEqual(['owner@exemplu.ro']);
    const names = mail!.headerLines.map(([name]) => name);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(mail!.header('reply-to')).toBe('"Ion Bcc: victima@exemplu.ro X-Injected: da" <ion@firma.ro>');
    expect(mail!.header('subject')).toBe('Cerere nouă: Ion Bcc: victima@exemplu.ro X-Injected: da');
  });

  it('refuses an address that could smuggle a second recipient', () => {
    for (const address of [
      'ion@firma.ro\r\nBcc: x@y.ro',
      'a@b.ro, c@d.ro',
      '"x" <a@b.ro>',
      'a@b.ro;c@d.ro',
      'fara-arond',
    ]) {
      expect(() => toWireMessage({ to: { address }, subject: 's', text: 't' }, from, '<t@x.ro>'), address).toThrow(
        UnsafeMessageError,
      );
    }
    // A bad Reply-To is dropped, the lead still goes out.
    expect(
      toWireMessage(
        { to: { address: 'o@b.ro' }, replyTo: { address: 'x@y.ro\nBcc: z@w.ro' }, subject: 's', text: 't' },
        from,
        '<t@x.ro>',
      ).replyTo,
    ).toBeUndefined();
  });

  it('backs off exponentially up to the cap', () => {
    const options = { retryBaseMs: 1000, retryMaxMs: 8000 };
    expect(backoffMs(1, options)).toBeGreaterThanOrEqual(800);
    expect(backoffMs(1, options)).toBeLessThanOrEqual(1200);
    expect(backoffMs(3, options)).toBeGreaterThanOrEqual(3200);
    expect(backoffMs(20, options)).toBeLessThanOrEqual(9600);
  });
});

describe('outbox', () => {
  it('SMTP down: the lead is still accepted (201) and both e-mails go out once SMTP is back', async () => {
    const port = await freePort();
    const logs: string[] = [];
    const { app, origin } = await startApp(port, (m) => logs.push(m));
    const response = await postLead(origin, { ...VALID_LEAD, email: 'rabdator@firma.ro' });
    expect(response.status).toBe(201);
    const db = app.db!;
    await expect
      .poll(() => db.value('SELECT COUNT(*) FROM outbox WHERE attempts > 0 AND sent_at IS NULL'))
      .toBe(2);
    expect(await db.value('SELECT last_error FROM outbox LIMIT 1')).toMatch(/ECONNREFUSED/);
    expect(await db.value('SELECT COUNT(*) FROM leads')).toBe(1);

    const sink = await startSmtpSink(port);
    cleanup.push(() => sink.close());
    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.rcpt[0]).sort()).toEqual(['contact@studiocreativ.ro', 'rabdator@firma.ro']);
    await expect.poll(() => db.value('SELECT COUNT(*) FROM outbox WHERE sent_at IS NOT NULL')).toBe(2);
    // Logged when it started failing and when it recovered, not once per retry.
    expect(logs.filter((l) => l.includes('SMTP send failed'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('accepting messages again'))).toHaveLength(1);
  });

  it('without SMTP configured, messages stay queued and the server says so once', async () => {
    const logs: string[] = [];
    const { dataDir, databaseUrl } = await storage();
    const app = createApp(
      testOptions(dataDir, { databaseUrl, smtpUrl: undefined, log: (m) => logs.push(m) }),
    );
    cleanup.push(() => app.close());
    const origin = await app.listen();
    expect((await postLead(origin, VALID_LEAD)).status).toBe(201);
    expect((await postLead(origin, VALID_LEAD)).status).toBe(201);
    // Two owner notifications, and one auto-reply: the same address gets one a day.
    expect(await app.db!.value('SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL')).toBe(3);
    expect(logs.filter((l) => l.includes('SMTP_URL nu este setat'))).toHaveLength(1);
  });

  it('gives up on a recipient the server keeps rejecting (550) and delivers the rest', async () => {
    const received: string[] = [];
    const picky = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nu-exista'))
          return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => picky.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => picky.close(() => resolve())));
    const db = await openStore();
    await enqueue(db, 'lead-autoreply', { to: { address: 'nu-exista@firma.ro' }, subject: 'x', text: 'x' });
    await enqueue(db, 'lead-autoreply', { to: { address: 'exista@firma.ro' }, subject: 'x', text: 'x' });
    const port = (picky.server.address() as net.AddressInfo).port;
    const worker = new OutboxWorker(db, {
      pollMs: 50,
      retryBaseMs: 20,
      retryMaxMs: 40,
      giveUpAfterMs: 60_000,
      transport: createNodeTransport(`smtp://127.0.0.1:${port}`),
      from: { address: 'site@exemplu.ro' },
      log: () => {},
      strangerMailPerHour: 100,
      owner: { address: 'owner@exemplu.ro', siteName: 'Test' },
    });
    await worker.start();
    cleanup.push(() => worker.stop());
    await expect
      .poll(
        () =>
          db.get(
            'SELECT attempts, CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END AS failed FROM outbox WHERE id = 1',
          ),
        { timeout: 5000 },
      )
      .toEqual({ attempts: 3, failed: 1 });
    expect(received).toEqual(['exista@firma.ro']);
  });

  it('sends a message again after a crash with the same Message-ID, so mail clients show it once', async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const { app, origin } = await startApp(sink.port);
    const db = app.db!;
    const email = 'dublura@firma.ro';
    expect((await postLead(origin, { ...VALID_LEAD, email })).status).toBe(201);
    const row = (await db.get("SELECT id, message_id FROM outbox WHERE kind = 'lead-autoreply'")) as {
      id: number;
      message_id: string;
    };
    // Fixed when the lead was stored, on the domain of SITE_URL.
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@www\.studiocreativ\.ro>$/);
    const payload = (await db.value('SELECT payload FROM outbox WHERE id = ?', [row.id])) as string;
    const [first] = await sink.waitFor(1, (m) => m.rcpt.includes(email));
    await expect
      .poll(() =>
        db.value('SELECT CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END FROM outbox WHERE id = ?', [row.id]),
      )
      .toBe(1);

    // What a kill -9 between the SMTP server's "250 OK" and our UPDATE leaves behind.
    await db.run(
      'UPDATE outbox SET sent_at = NULL, payload = ?, attempts = 0, next_attempt_at = ? WHERE id = ?',
      [payload, Date.now(), row.id],
    );
    app.worker!.kick();
    const both = await sink.waitFor(2, (m) => m.rcpt.includes(email));
    expect(both.map((m) => m.header('message-id'))).toEqual([row.message_id, row.message_id]);
    expect(first!.header('message-id')).toBe(row.message_id);
    // The owner's copy has an id of its own.
    const owner = sink.messages.find((m) => m.rcpt.includes('contact@studiocreativ.ro'));
    expect(owner!.header('message-id')).toMatch(/^<[0-9a-f-]{36}@www\.studiocreativ\.ro>$/);
    expect(owner!.header('message-id')).not.toBe(row.message_id);
  });

  it('gives a message queued before the Message-ID column one id, kept across retries', async () => {
    const where = await storage();
    // A database as version 1 of the schema left it, with a message waiting.
    const old = await openDatabase(where);
    await old.exec(`DROP INDEX outbox_message_id; ALTER TABLE outbox DROP COLUMN message_id;
      DELETE FROM schema_migrations WHERE version = 2;`);
    await old.run(
      `INSERT INTO outbox (kind, payload, created_at, next_attempt_at) VALUES ('lead-autoreply', ?, ?, ?)`,
      [
        JSON.stringify({ to: { address: 'vechi@firma.ro' }, subject: 's', text: 't' }),
        Date.now(),
        Date.now(),
      ],
    );
    await old.close();

    const db = await openDatabase(where);
    cleanup.push(() => db.close());
    const versions = await db.all<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await db.value('SELECT message_id FROM outbox')).toBeNull();

    // SMTP down first: the id is fixed at the first claim, before any delivery attempt.
    const port = await freePort();
    const worker = new OutboxWorker(db, {
      pollMs: 50,
      retryBaseMs: 20,
      retryMaxMs: 40,
      giveUpAfterMs: 60_000,
      transport: createNodeTransport(`smtp://127.0.0.1:${port}`),
      from: { address: 'site@studiocreativ.ro' },
      log: () => {},
      strangerMailPerHour: 100,
      owner: { address: 'owner@studiocreativ.ro', siteName: 'Test' },
    });
    await worker.start();
    cleanup.push(() => worker.stop());
    await expect.poll(() => db.value('SELECT attempts FROM outbox')).toBeGreaterThan(0);
    const id = (await db.value('SELECT message_id FROM outbox')) as string;
    expect(id).toMatch(/^<[0-9a-f-]{36}@studiocreativ\.ro>$/);

    const sink = await startSmtpSink(port);
    cleanup.push(() => sink.close());
    const [mail] = await sink.waitFor(1);
    expect(mail!.header('message-id')).toBe(id);
    expect(await db.value('SELECT message_id FROM outbox')).toBe(id);
  });
});
