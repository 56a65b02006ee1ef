import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import { openDatabase } from '@/server/db';
import { toMailOptions, UnsafeMessageError } from '@/server/mail/message';
import { backoffMs, enqueue, OutboxWorker } from '@/server/mail/outbox';
import { startSmtpSink, testOptions, VALID_LEAD } from '@/server/testing';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-mail-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApp(smtpPort: number, log: (m: string) => void = () => {}) {
  const app: App = createApp(
    testOptions(tempDir(), { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, rateLimit: false, log }),
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
    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${sink.port}` });
    const options = toMailOptions(
      {
        to: { name: 'Owner', address: 'owner@exemplu.ro' },
        replyTo: { name: 'Ion\r\nBcc: victima@exemplu.ro\r\nX-Injected: da', address: 'ion@firma.ro' },
        subject: 'Cerere nouă: Ion\r\nBcc: victima@exemplu.ro\u2028X-Injected: da',
        text: 'Corpul poate avea\r\nBcc: rânduri noi, nu contează.',
      },
      from,
    );
    await transport.sendMail(options);
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
      expect(() => toMailOptions({ to: { address }, subject: 's', text: 't' }, from), address).toThrow(
        UnsafeMessageError,
      );
    }
    // A bad Reply-To is dropped, the lead still goes out.
    expect(
      toMailOptions(
        { to: { address: 'o@b.ro' }, replyTo: { address: 'x@y.ro\nBcc: z@w.ro' }, subject: 's', text: 't' },
        from,
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
      .poll(() =>
        db.prepare('SELECT COUNT(*) FROM outbox WHERE attempts > 0 AND sent_at IS NULL').pluck().get(),
      )
      .toBe(2);
    expect(db.prepare('SELECT last_error FROM outbox LIMIT 1').pluck().get()).toMatch(/ECONNREFUSED/);
    expect(db.prepare('SELECT COUNT(*) FROM leads').pluck().get()).toBe(1);

    const sink = await startSmtpSink(port);
    cleanup.push(() => sink.close());
    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.rcpt[0]).sort()).toEqual(['contact@studiocreativ.ro', 'rabdator@firma.ro']);
    await expect
      .poll(() => db.prepare('SELECT COUNT(*) FROM outbox WHERE sent_at IS NOT NULL').pluck().get())
      .toBe(2);
    // Logged when it started failing and when it recovered, not once per retry.
    expect(logs.filter((l) => l.includes('SMTP send failed'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('accepting messages again'))).toHaveLength(1);
  });

  it('without SMTP configured, messages stay queued and the server says so once', async () => {
    const logs: string[] = [];
    const app = createApp(testOptions(tempDir(), { smtpUrl: undefined, log: (m) => logs.push(m) }));
    cleanup.push(() => app.close());
    const origin = await app.listen();
    expect((await postLead(origin, VALID_LEAD)).status).toBe(201);
    expect((await postLead(origin, VALID_LEAD)).status).toBe(201);
    expect(app.db!.prepare('SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL').pluck().get()).toBe(4);
    expect(logs.filter((l) => l.includes('SMTP_URL is not set'))).toHaveLength(1);
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
    const db = openDatabase(tempDir());
    cleanup.push(() => {
      db.close();
    });
    enqueue(db, 'lead-autoreply', { to: { address: 'nu-exista@firma.ro' }, subject: 'x', text: 'x' });
    enqueue(db, 'lead-autoreply', { to: { address: 'exista@firma.ro' }, subject: 'x', text: 'x' });
    const port = (picky.server.address() as net.AddressInfo).port;
    const worker = new OutboxWorker(db, {
      pollMs: 50,
      retryBaseMs: 20,
      retryMaxMs: 40,
      giveUpAfterMs: 60_000,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: { address: 'site@exemplu.ro' },
      log: () => {},
    });
    worker.start();
    cleanup.push(() => worker.stop());
    await expect
      .poll(
        () => db.prepare('SELECT attempts, failed_at IS NOT NULL AS failed FROM outbox WHERE id = 1').get(),
        { timeout: 5000 },
      )
      .toEqual({ attempts: 3, failed: 1 });
    expect(received).toEqual(['exista@firma.ro']);
  });
});
