import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmailOptions } from 'worker-mailer';
import { toWireMessage, UnsafeMessageError, type OutboxMessage } from '@/server/mail/message';
import { MailError, type WireMessage } from '@/server/mail/transport';
import { NodeMailTransport, toMailError as nodeMailError } from '@/server/mail/transport-node';
import {
  isLoopbackHost,
  mailboxHeader,
  parseSmtpUrl,
  toEmailOptions,
  toMailError,
  workerMailerOptions,
  WorkerMailTransport,
  type SmtpSession,
} from '@/server/mail/transport-worker';
import { decodeWords, freePort, startSmtpSink } from '@/server/testing';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const FROM = { name: 'Studio Creativ Ș', address: 'contact@studiocreativ.ro' };
const MESSAGE_ID = '<6f1c2b1e-1111-4222-8333-444455556666@studiocreativ.ro>';
const UNSUBSCRIBE = 'https://studiocreativ.ro/api/newsletter/unsubscribe?token=abc123';

/** A newsletter-like message with every header we add. */
const outboxMessage = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  to: { name: 'Ion Popescu', address: 'ion@firma.ro' },
  replyTo: { name: 'Ana Ionescu-Țară', address: 'ana@firma.ro' },
  subject: 'Mesaj nou: ăâîșț',
  text: 'Bună ziua,\n.\nUn rând care începe cu punct, și diacritice: ăâîșț.',
  unsubscribeUrl: UNSUBSCRIBE,
  autoSubmitted: 'auto-generated',
  ...overrides,
});

describe('toWireMessage', () => {
  it('keeps our headers, the Message-ID and the cleaned header text', () => {
    const wire = toWireMessage(
      outboxMessage({
        replyTo: { name: 'Ion\r\nBcc: victima@exemplu.ro', address: 'ion@firma.ro' },
        subject: 'Cerere nouă: Ion\r\nBcc: victima@exemplu.ro\u2028X-Injected: da',
      }),
      FROM,
      MESSAGE_ID,
    );
    expect(wire).toEqual({
      messageId: MESSAGE_ID,
      from: FROM,
      to: { name: 'Ion Popescu', address: 'ion@firma.ro' },
      replyTo: { name: 'Ion Bcc: victima@exemplu.ro', address: 'ion@firma.ro' },
      subject: 'Cerere nouă: Ion Bcc: victima@exemplu.ro X-Injected: da',
      text: outboxMessage().text,
      listUnsubscribe: UNSUBSCRIBE,
      headers: {
        'Auto-Submitted': 'auto-generated',
        'X-Auto-Response-Suppress': 'All',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('drops an unsafe Reply-To, refuses an unsafe recipient, URL or Message-ID', () => {
    const wire = toWireMessage(
      outboxMessage({
        replyTo: { address: 'x@y.ro\nBcc: z@w.ro' },
        unsubscribeUrl: undefined,
        autoSubmitted: undefined,
      }),
      FROM,
      MESSAGE_ID,
    );
    expect(wire.replyTo).toBeUndefined();
    expect(wire.listUnsubscribe).toBeUndefined();
    expect(wire.headers).toEqual({});
    expect(() =>
      toWireMessage(outboxMessage({ to: { address: 'a@b.ro, c@d.ro' } }), FROM, MESSAGE_ID),
    ).toThrow(UnsafeMessageError);
    expect(() =>
      toWireMessage(outboxMessage({ unsubscribeUrl: 'javascript:alert(1)' }), FROM, MESSAGE_ID),
    ).toThrow(UnsafeMessageError);
    for (const id of ['<a@b>\r\nBcc: x@y.ro', 'fara-paranteze@b.ro', '<a@b> <c@d>'])
      expect(() => toWireMessage(outboxMessage(), FROM, id), id).toThrow(UnsafeMessageError);
  });
});

describe('Node transport (nodemailer)', () => {
  it('delivers to the sink with our Message-ID and headers, and connects again after close()', async () => {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const transport = new NodeMailTransport(`smtp://127.0.0.1:${sink.port}`);
    cleanup.push(() => transport.close());
    await transport.send(toWireMessage(outboxMessage(), FROM, MESSAGE_ID));
    const [mail] = await sink.waitFor(1);
    expect(mail!.rcpt).toEqual(['ion@firma.ro']);
    expect(mail!.header('message-id')).toBe(MESSAGE_ID);
    expect(mail!.header('from')).toBe('Studio Creativ Ș <contact@studiocreativ.ro>');
    expect(mail!.header('reply-to')).toBe('Ana Ionescu-Țară <ana@firma.ro>');
    expect(mail!.header('subject')).toBe('Mesaj nou: ăâîșț');
    expect(mail!.header('auto-submitted')).toBe('auto-generated');
    expect(mail!.header('x-auto-response-suppress')).toBe('All');
    expect(mail!.header('list-unsubscribe')).toBe(`<${UNSUBSCRIBE}>`);
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text.trimEnd()).toBe(outboxMessage().text);

    await transport.close();
    await transport.send(
      toWireMessage(outboxMessage({ subject: 'Al doilea' }), FROM, '<2@studiocreativ.ro>'),
    );
    expect((await sink.waitFor(2))[1]!.header('subject')).toBe('Al doilea');
  });

  it('reports a refused recipient with its reply code and command, a dead server without', async () => {
    const picky = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => picky.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => picky.close(() => resolve())));
    const transport = new NodeMailTransport(
      `smtp://127.0.0.1:${(picky.server.address() as AddressInfo).port}`,
    );
    cleanup.push(() => transport.close());
    const refused = await transport
      .send(toWireMessage(outboxMessage(), FROM, MESSAGE_ID))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MailError);
    expect(refused).toMatchObject({ responseCode: 550, command: 'RCPT TO', permanent: true });

    const down = new NodeMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    cleanup.push(() => down.close());
    const failed = await down.send(toWireMessage(outboxMessage(), FROM, MESSAGE_ID)).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(MailError);
    expect((failed as MailError).message).toMatch(/ECONNREFUSED/);
    expect((failed as MailError).responseCode).toBeUndefined();
    expect((failed as MailError).permanent).toBe(false);
  });

  it('maps nodemailer errors field by field', () => {
    const error = Object.assign(new Error('Message failed: 554 spam'), {
      responseCode: 554,
      command: 'DATA',
    });
    expect(nodeMailError(error)).toMatchObject({
      message: 'Message failed: 554 spam',
      responseCode: 554,
      command: 'DATA',
    });
    expect(nodeMailError(error).cause).toBe(error);
  });
});

describe('Worker transport: SMTP_URL', () => {
  it('reads smtps:// as implicit TLS and smtp:// as STARTTLS, required off loopback', () => {
    expect(parseSmtpUrl('smtps://user%40firma.ro:p%40ss%3Aw@smtp.firma.ro:465')).toEqual({
      host: 'smtp.firma.ro',
      port: 465,
      secure: true,
      requireTls: true,
      credentials: { username: 'user@firma.ro', password: 'p@ss:w' },
    });
    expect(parseSmtpUrl('smtps://smtp.firma.ro')).toMatchObject({ port: 465, secure: true });
    expect(parseSmtpUrl('smtp://u:p@smtp.firma.ro')).toEqual({
      host: 'smtp.firma.ro',
      port: 587,
      secure: false,
      requireTls: true,
      credentials: { username: 'u', password: 'p' },
    });
    expect(parseSmtpUrl('smtp://127.0.0.1:2525')).toEqual({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      requireTls: false,
    });
    expect(parseSmtpUrl('smtp://localhost:25')).toMatchObject({ port: 25, requireTls: false });
    expect(parseSmtpUrl('smtp://[::1]:2525')).toMatchObject({ host: '::1', requireTls: false });
    expect(parseSmtpUrl('smtp://127.0.0.1:2525?requireTLS=true')).toMatchObject({ requireTls: true });
    expect(parseSmtpUrl('smtp://smtp.firma.ro:465?secure=true')).toMatchObject({ port: 465, secure: true });
  });

  it('refuses what can never work on Cloudflare', () => {
    expect(() => parseSmtpUrl('smtp://smtp.firma.ro:25')).toThrow(/port 25/);
    expect(() => parseSmtpUrl('https://smtp.firma.ro')).toThrow(/smtps:\/\//);
    expect(() => parseSmtpUrl('nu e un URL')).toThrow(/nu este adresa unui server de e-mail/);
  });

  it('knows loopback hosts', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'mail.localhost'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['smtp.firma.ro', '10.0.0.1', '128.0.0.1', 'localhost.firma.ro', '127.0.0.1.nip.io'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('gives worker-mailer every AUTH method, our timeouts and DSN, STARTTLS when it is required', () => {
    expect(workerMailerOptions(parseSmtpUrl('smtp://u:p@smtp.firma.ro'))).toEqual({
      host: 'smtp.firma.ro',
      port: 587,
      secure: false,
      startTls: true,
      authType: ['plain', 'login', 'cram-md5'],
      socketTimeoutMs: 10_000,
      dsn: { RET: { HEADERS: true }, NOTIFY: { FAILURE: true, DELAY: true } },
      logLevel: 4,
      credentials: { username: 'u', password: 'p' },
    });
    expect(workerMailerOptions(parseSmtpUrl('smtp://127.0.0.1:2525'))).toMatchObject({
      startTls: false,
      secure: false,
    });
    expect(workerMailerOptions(parseSmtpUrl('smtps://h.ro'))).toMatchObject({ secure: true });
  });
});

describe('Worker transport: headers', () => {
  it('writes display names as RFC 5322/2047 want them, never an encoded word in quotes', () => {
    expect(mailboxHeader({ name: '', address: 'a@b.ro' })).toBe('a@b.ro');
    expect(mailboxHeader({ name: 'Ion Popescu', address: 'a@b.ro' })).toBe('"Ion Popescu" <a@b.ro>');
    // A quote in a visitor's name cannot close the quotes and add an address.
    expect(mailboxHeader({ name: 'x" <evil@rau.ro>, "y', address: 'a@b.ro' })).toBe(
      '"x\\" <evil@rau.ro>, \\"y" <a@b.ro>',
    );
    expect(mailboxHeader({ name: 'Ana Țară', address: 'a@b.ro' })).toBe(
      '=?UTF-8?Q?Ana_=C8=9Aar=C4=83?= <a@b.ro>',
    );
    // Looks like an encoded word: encoded, so a reader shows it as typed.
    expect(decodeWords(mailboxHeader({ name: '=?UTF-8?B?QQ==?=', address: 'a@b.ro' }))).toBe(
      '=?UTF-8?B?QQ==?= <a@b.ro>',
    );
  });

  it('splits long encoded text into words of at most 75 characters, whole characters, folded', () => {
    const name = 'Șțefan Ăâî-Țărănescu '.repeat(5).trim();
    const header = mailboxHeader({ name, address: 'a@b.ro' });
    const words = header.replace(/(\r\n | )<a@b\.ro>$/, '').split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word).toMatch(/^=\?UTF-8\?Q\?[A-Za-z0-9!*+\-/=_]{1,63}\?=$/);
    expect(decodeWords(header.replace(/\r\n /g, ' '))).toBe(`${name} <a@b.ro>`);
  });

  it('builds worker-mailer options with every header we add, and refuses a header that would break the line', () => {
    const wire = toWireMessage(outboxMessage(), FROM, MESSAGE_ID);
    const options = toEmailOptions(wire);
    expect(options).toMatchObject({ from: 'contact@studiocreativ.ro', to: 'ion@firma.ro', text: wire.text });
    expect(options.headers).toEqual({
      From: '=?UTF-8?Q?Studio_Creativ_=C8=98?= <contact@studiocreativ.ro>',
      To: '"Ion Popescu" <ion@firma.ro>',
      'Reply-To': '=?UTF-8?Q?Ana_Ionescu-=C8=9Aar=C4=83?= <ana@firma.ro>',
      Subject: '=?UTF-8?Q?Mesaj_nou=3A_=C4=83=C3=A2=C3=AE=C8=99=C8=9B?=',
      'Message-ID': MESSAGE_ID,
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(toEmailOptions({ ...wire, subject: 'Plain ASCII', replyTo: undefined }).headers).toMatchObject({
      Subject: 'Plain ASCII',
    });
    expect(() => toEmailOptions({ ...wire, headers: { 'X-A': 'a\r\nBcc: x@y.ro' } })).toThrow(
      UnsafeMessageError,
    );
    expect(() => toEmailOptions({ ...wire, headers: { 'X A': 'a' } })).toThrow(UnsafeMessageError);
    expect(() => toEmailOptions({ ...wire, headers: { 'X-A': 'a\r\n \r\nBcc: x@y.ro' } })).toThrow(
      UnsafeMessageError,
    );
    expect(() => toEmailOptions({ ...wire, headers: { 'message-id': '<x@y.ro>' } })).toThrow(
      UnsafeMessageError,
    );
  });
});

describe('Worker transport: errors', () => {
  it("reads the reply code and the command out of worker-mailer's messages", () => {
    const cases: [string, number | undefined, string | undefined][] = [
      [
        'Invalid RCPT TO: <x@y.ro> NOTIFY=FAILURE,DELAY 550 5.1.1 <x@y.ro>: Recipient address rejected\r\n',
        550,
        'RCPT TO',
      ],
      [
        'Invalid RCPT TO: <x@y.ro> NOTIFY=NEVER 450-4.2.0 Greylisted\r\n450 4.2.0 try later\r\n',
        450,
        'RCPT TO',
      ],
      ['Invalid MAIL FROM: <site@ex.ro> RET=HDRS 553 5.7.1 Sender not owned\r\n', 553, 'MAIL FROM'],
      ['Invalid MAIL FROM: <site@ex.ro>  501 5.5.4 Syntax error\r\n', 501, 'MAIL FROM'],
      ['Failed to send DATA: 554 5.5.1 No valid recipients\r\n', 554, 'DATA'],
      ['Failed send email body: 552 5.3.4 Message too big\r\n', 552, 'DATA'],
      ['Failed to connect to SMTP server: 554 No SMTP service here\r\n', 554, 'CONN'],
      ['Failed to EHLO. 421 Too many connections\r\n', 421, 'EHLO'],
      ['Failed to start TLS: 454 TLS not available\r\n', 454, 'STARTTLS'],
      ['Failed to plain authentication: 535 5.7.8 Authentication credentials invalid\r\n', 535, 'AUTH PLAIN'],
      ['Failed to login authentication: 535 5.7.8 Bad\r\n', 535, 'AUTH LOGIN'],
      ['Failed to cram-md5 authentication: 535 Bad\r\n', 535, 'AUTH CRAM-MD5'],
      ['smtp server requires authentication, but no credentials found', undefined, 'AUTH'],
      ['Failed to reset: 421 closing\r\n', 421, 'RSET'],
      ['Timeout while waiting for smtp server response', undefined, undefined],
      ['Connection closed by the SMTP server', undefined, undefined],
    ];
    for (const [message, responseCode, command] of cases) {
      const error = toMailError(new Error(message));
      expect(error, message).toBeInstanceOf(MailError);
      expect({ responseCode: error.responseCode, command: error.command }, message).toEqual({
        responseCode,
        command,
      });
      expect(error.message).not.toMatch(/[\r\n]/);
    }
    // The addresses' digits are not a reply code.
    expect(toMailError(new Error('Invalid RCPT TO: <550 123@y.ro> 451 4.3.0 later')).responseCode).toBe(451);
    expect(toMailError(new Error('Invalid RCPT TO: <x@y.ro> 550 no')).permanent).toBe(true);
    expect(toMailError(new Error('Failed to plain authentication: 535 no')).permanent).toBe(false);
    expect(toMailError(new Error('proxy request failed, cannot connect'), 'CONN').command).toBe('CONN');
  });
});

/** A fake SMTP session: records what it sent; `fail` decides each send's error. */
function fakeConnector(fail: (email: EmailOptions) => Error | undefined = () => undefined) {
  const sessions: { sent: string[]; closed: boolean; open: boolean }[] = [];
  let refuseConnect: Error | undefined;
  const connect = async (): Promise<SmtpSession> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (refuseConnect) throw refuseConnect;
    const state = { sent: [] as string[], closed: false, open: true };
    sessions.push(state);
    return {
      async send(email) {
        if (!state.open) return new Promise(() => {}); // worker-mailer's hang on an ended session
        await new Promise((resolve) => setTimeout(resolve, 1));
        const error = fail(email);
        if (error) throw error;
        state.sent.push(email.to as string);
      },
      async close() {
        state.closed = true;
        state.open = false;
      },
      get open() {
        return state.open;
      },
    };
  };
  return {
    connect,
    sessions,
    refuse(error: Error | undefined) {
      refuseConnect = error;
    },
  };
}

const wireTo = (address: string): WireMessage =>
  toWireMessage(outboxMessage({ to: { address } }), FROM, MESSAGE_ID);

describe('Worker transport: one connection per drain', () => {
  it('connects on the first send, shares it with the next ones, and close() ends it', async () => {
    const fake = fakeConnector();
    const transport = new WorkerMailTransport('smtp://127.0.0.1:2525', fake.connect);
    expect(fake.sessions).toHaveLength(0);
    await Promise.all([transport.send(wireTo('a@b.ro')), transport.send(wireTo('c@d.ro'))]);
    await transport.send(wireTo('e@f.ro'));
    expect(fake.sessions).toHaveLength(1);
    expect(fake.sessions[0]!.sent).toEqual(['a@b.ro', 'c@d.ro', 'e@f.ro']);
    await transport.close();
    expect(fake.sessions[0]!.closed).toBe(true);
    await transport.send(wireTo('g@h.ro'));
    expect(fake.sessions).toHaveLength(2);
    await transport.close();
  });

  it('keeps the connection after a refused recipient, drops it after a timeout', async () => {
    const fake = fakeConnector((email) =>
      email.to === 'refuzat@b.ro'
        ? new Error(`Invalid RCPT TO: <${email.to}> NOTIFY=FAILURE,DELAY 550 5.1.1 unknown`)
        : email.to === 'lent@b.ro'
          ? new Error('Timeout while waiting for smtp server response')
          : undefined,
    );
    const transport = new WorkerMailTransport('smtp://127.0.0.1:2525', fake.connect);
    await expect(transport.send(wireTo('refuzat@b.ro'))).rejects.toMatchObject({
      responseCode: 550,
      command: 'RCPT TO',
    });
    await transport.send(wireTo('a@b.ro'));
    expect(fake.sessions).toHaveLength(1);
    await expect(transport.send(wireTo('lent@b.ro'))).rejects.toThrow(/Timeout/);
    expect(fake.sessions[0]!.closed).toBe(true);
    await transport.send(wireTo('c@d.ro'));
    expect(fake.sessions).toHaveLength(2);
    expect(fake.sessions[1]!.sent).toEqual(['c@d.ro']);
    await transport.close();
  });

  it('connects anew when worker-mailer ended the session by itself, or when connecting failed', async () => {
    const fake = fakeConnector();
    const transport = new WorkerMailTransport('smtp://127.0.0.1:2525', fake.connect);
    await transport.send(wireTo('a@b.ro'));
    fake.sessions[0]!.open = false; // a failed RSET: worker-mailer closed itself
    await transport.send(wireTo('c@d.ro'));
    expect(fake.sessions).toHaveLength(2);

    await transport.close();
    fake.refuse(new Error('proxy request failed, cannot connect to the specified address'));
    const failures = await Promise.all(
      [transport.send(wireTo('e@f.ro')), transport.send(wireTo('g@h.ro'))].map((p) =>
        p.catch((e: unknown) => e),
      ),
    );
    for (const failure of failures) expect(failure).toMatchObject({ name: 'MailError', command: 'CONN' });
    fake.refuse(undefined);
    await transport.send(wireTo('e@f.ro'));
    expect(fake.sessions).toHaveLength(3);
    await transport.close();
  });
});
