/**
 * The Worker's mail transport end to end, in workerd: worker-mailer imports `cloudflare:sockets`, which
 * only workerd has. server/mail/transport-worker.ts is bundled with esbuild into a throwaway Worker run
 * by Miniflare (wrangler's own local runtime, offline, ≈ 0.5 s to start), whose fetch handler sends the
 * messages it is given through one WorkerMailTransport and answers what happened to each.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireMessage, type OutboxMessage } from '@/server/mail/message';
import type { WireMessage } from '@/server/mail/transport';
import { startSmtpSink, type SmtpSink } from '@/server/testing';

process.env.WRANGLER_SEND_METRICS = 'false';

const WORKER = `
import { WorkerMailTransport } from '@/server/mail/transport-worker';
export default {
  async fetch(request) {
    const { smtpUrl, messages, parallel } = await request.json();
    const transport = new WorkerMailTransport(smtpUrl);
    const send = (message) => transport.send(message).then(
      () => ({ ok: true }),
      (error) => ({ ok: false, name: error.name, message: error.message, responseCode: error.responseCode, command: error.command }),
    );
    const results = [];
    if (parallel) results.push(...(await Promise.all(messages.map(send))));
    else for (const message of messages) results.push(await send(message));
    await transport.close();
    return Response.json(results);
  },
};`;

type Result = { ok: boolean; name?: string; message?: string; responseCode?: number; command?: string };

let mf: Miniflare;
let bundle: string;
const cleanup: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const output = await build({
    stdin: { contents: WORKER, resolveDir: root, loader: 'ts', sourcefile: 'worker.ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    external: ['cloudflare:sockets'],
    write: false,
    logLevel: 'silent',
  });
  bundle = output.outputFiles[0]!.text;
  // No nodejs_compat: the transport needs nothing from Node.
  mf = new Miniflare({ modules: true, script: bundle, compatibilityDate: '2026-04-20' });
  await mf.ready;
});

afterAll(async () => {
  await mf?.dispose();
  for (const step of cleanup.reverse()) await step();
});

async function sendInWorkerd(smtpUrl: string, messages: WireMessage[], parallel = false): Promise<Result[]> {
  const response = await mf.dispatchFetch('http://worker/', {
    method: 'POST',
    body: JSON.stringify({ smtpUrl, messages, parallel }),
  });
  return (await response.json()) as Result[];
}

const FROM = { name: 'Studio Creativ Ș', address: 'contact@studiocreativ.ro' };
const UNSUBSCRIBE = 'https://studiocreativ.ro/api/newsletter/unsubscribe?token=abc123';

function wire(to: string, id: string, overrides: Partial<OutboxMessage> = {}): WireMessage {
  return toWireMessage(
    {
      to: { name: 'Ion Popescu', address: to },
      replyTo: { name: 'Ana "Ani" Ionescu-Țară', address: 'ana@firma.ro' },
      subject:
        'Mesaj nou: ăâîșț, un subiect destul de lung încât să fie împărțit în mai multe cuvinte codate',
      text: 'Bună ziua,\n.\nUn rând care începe cu punct, și diacritice: ăâîșț.',
      unsubscribeUrl: UNSUBSCRIBE,
      autoSubmitted: 'auto-generated',
      ...overrides,
    },
    FROM,
    `<${id}@studiocreativ.ro>`,
  );
}

/** A listening server on `host`, closed after the file. */
async function listen(server: net.Server | SMTPServer, host = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = (server instanceof SMTPServer ? server.server : server).address() as net.AddressInfo;
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return address.port;
}

/** The answer of a server that takes everything. */
const accept = (line: string) =>
  /^DATA/i.test(line) ? '354 go ahead' : line === '.' ? '250 2.0.0 queued' : '250 ok';

/**
 * A bare SMTP server for the failures smtp-server cannot stage. `reply` answers each command line and
 * the end of each message ('.'), or closes the socket (null); `lines` is every command it read.
 */
async function scriptedServer(
  reply: (line: string, connection: number) => string | null,
  { host = '127.0.0.1', ehlo = ['250-scripted', '250 8BITMIME'] } = {},
) {
  const lines: string[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const connection = ++connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let data = false;
    let buffer = '';
    socket.write('220 scripted ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data && line !== '.') continue;
        data = false;
        lines.push(line);
        if (/^EHLO /i.test(line)) socket.write(ehlo.map((l) => `${l}\r\n`).join(''));
        else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else {
          const answer = reply(line, connection);
          if (answer === null) return void socket.destroy();
          socket.write(`${answer}\r\n`);
          data = /^DATA/i.test(line) && answer.startsWith('354');
        }
      }
    });
  });
  cleanup.push(() => sockets.forEach((socket) => socket.destroy()));
  const port = await listen(server, host);
  return { port, lines, connections: () => connections };
}

describe('WorkerMailTransport in workerd (worker-mailer over cloudflare:sockets)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink(0, { auth: false });
    cleanup.push(() => sink.close());
  });

  it('a credential-less SMTP_URL sends to a server that offers AUTH, as nodemailer does on Node', async () => {
    const offering = await startSmtpSink(0, { auth: true });
    cleanup.push(() => offering.close());
    expect(await sendInWorkerd(`smtp://127.0.0.1:${offering.port}`, [wire('ion@firma.ro', 'fara-cont')])).toEqual([{ ok: true }]);
    expect((await offering.waitFor(1))[0]!.header('message-id')).toBe('<fara-cont@studiocreativ.ro>');
  });

  it('bundles without a node: import', () => {
    expect(bundle).not.toMatch(/from\s*["']node:|require\(["']node:/);
    expect(bundle).toContain('cloudflare:sockets');
  });

  it('delivers to the sink with our Message-ID, headers and text, two messages on one connection', async () => {
    const results = await sendInWorkerd(`smtp://127.0.0.1:${sink.port}`, [
      wire('ion@firma.ro', 'unu'),
      wire('maria@firma.ro', 'doi', { autoSubmitted: undefined, unsubscribeUrl: undefined }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    const [first, second] = await sink.waitFor(2);
    expect(first!.rcpt).toEqual(['ion@firma.ro']);
    expect(first!.header('message-id')).toBe('<unu@studiocreativ.ro>');
    expect(first!.header('from')).toBe('Studio Creativ Ș <contact@studiocreativ.ro>');
    expect(first!.header('to')).toBe('"Ion Popescu" <ion@firma.ro>');
    expect(first!.header('reply-to')).toBe('Ana "Ani" Ionescu-Țară <ana@firma.ro>');
    expect(first!.header('subject')).toBe(wire('x@y.ro', 'x').subject);
    expect(first!.header('auto-submitted')).toBe('auto-generated');
    expect(first!.header('x-auto-response-suppress')).toBe('All');
    expect(first!.header('list-unsubscribe')).toBe(`<${UNSUBSCRIBE}>`);
    expect(first!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(first!.header('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(first!.text.trimEnd()).toBe(wire('x@y.ro', 'x').text);
    // The lines of the headers we write stay within RFC 5322's 78 characters (folded).
    let field = '';
    for (const line of first!.raw.slice(0, first!.raw.indexOf('\r\n\r\n')).split('\r\n')) {
      if (!/^[ \t]/.test(line)) field = line.slice(0, line.indexOf(':')).toLowerCase();
      if (['from', 'to', 'reply-to', 'subject'].includes(field))
        expect(line.length, line).toBeLessThanOrEqual(78);
    }
    expect(first!.raw).toMatch(/\r\nSubject: =\?UTF-8\?Q\?[^\r]+\?=\r\n =\?UTF-8\?Q\?/);
    expect(second!.rcpt).toEqual(['maria@firma.ro']);
    expect(second!.header('message-id')).toBe('<doi@studiocreativ.ro>');
    expect(second!.header('auto-submitted')).toBeUndefined();
    expect(second!.header('list-unsubscribe')).toBeUndefined();
  });

  it('reports a refused recipient as 550 RCPT TO and delivers the rest on the same connection, asking for bounces', async () => {
    let connections = 0;
    const envelopes: SMTPServerSession['envelope'][] = [];
    const picky = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      hideDSN: false,
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nu-exista'))
          return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          envelopes.push(structuredClone(session.envelope));
          callback();
        });
      },
    });
    const port = await listen(picky);
    // In parallel, as the outbox hands over a batch.
    const results = await sendInWorkerd(
      `smtp://127.0.0.1:${port}`,
      [wire('nu-exista@firma.ro', 'a'), wire('exista@firma.ro', 'b'), wire('exista2@firma.ro', 'c')],
      true,
    );
    expect(results[0]).toMatchObject({ ok: false, name: 'MailError', responseCode: 550, command: 'RCPT TO' });
    expect(results[0]!.message).toMatch(
      /^Invalid RCPT TO: <nu-exista@firma\.ro> .*550 5\.1\.1 Mailbox unavailable$/,
    );
    expect(results.slice(1)).toEqual([{ ok: true }, { ok: true }]);
    expect(connections).toBe(1);
    expect(envelopes.map((e) => e.rcptTo[0]!.address)).toEqual(['exista@firma.ro', 'exista2@firma.ro']);
    // RET=HDRS and NOTIFY=FAILURE,DELAY, not worker-mailer's NOTIFY=NEVER.
    expect(envelopes[0]!.dsn).toMatchObject({ ret: 'HDRS' });
    expect(envelopes[0]!.rcptTo[0]!.dsn).toMatchObject({ notify: ['FAILURE', 'DELAY'] });
  });

  it('fails at once when the server drops the connection (worker-mailer alone would spin), then connects anew', async () => {
    const server = await scriptedServer((line, connection) =>
      /^MAIL FROM/i.test(line) && connection === 1 ? null : accept(line),
    );
    const started = Date.now();
    const results = await sendInWorkerd(`smtp://127.0.0.1:${server.port}`, [
      wire('ion@firma.ro', 'x1'),
      wire('ion@firma.ro', 'x2'),
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(results[0]).toMatchObject({
      ok: false,
      name: 'MailError',
      message: 'Connection closed by the SMTP server',
    });
    expect(results[0]!.responseCode).toBeUndefined();
    expect(results[1]).toEqual({ ok: true });
    expect(server.connections()).toBe(2);
  });

  it('answers a 5xx to the message body as DATA, resets and goes on with the next message', async () => {
    const server = await scriptedServer((line) =>
      line === '.' && server.lines.filter((l) => l === '.').length === 1
        ? '554 5.6.0 Message refused'
        : accept(line),
    );
    const results = await sendInWorkerd(`smtp://127.0.0.1:${server.port}`, [
      wire('ion@firma.ro', 'd1'),
      wire('ion@firma.ro', 'd2'),
    ]);
    expect(results[0]).toMatchObject({ ok: false, responseCode: 554, command: 'DATA' });
    expect(results[1]).toEqual({ ok: true });
    expect(server.lines.filter((line) => /^(MAIL|RSET|QUIT)/.test(line))).toEqual([
      'MAIL FROM: <contact@studiocreativ.ro>',
      'RSET',
      'MAIL FROM: <contact@studiocreativ.ro>',
      'QUIT',
    ]);
    expect(server.connections()).toBe(1);
  });

  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.skipIf(!external)(
    'refuses to authenticate or send over plain text to a host that is not loopback and offers no STARTTLS',
    async () => {
      const server = await scriptedServer(accept, {
        host: external,
        ehlo: ['250-scripted', '250-AUTH PLAIN LOGIN', '250 8BITMIME'],
      });
      const [result] = await sendInWorkerd(`smtp://user:secret@${external}:${server.port}`, [
        wire('ion@firma.ro', 'tls'),
      ]);
      expect(result).toMatchObject({ ok: false, name: 'MailError', command: 'STARTTLS' });
      expect(result!.message).toMatch(/did not offer STARTTLS/);
      expect(server.lines.some((line) => /^EHLO /.test(line))).toBe(true);
      expect(server.lines.filter((line) => /^(AUTH|MAIL|RCPT|DATA)/i.test(line))).toEqual([]);
    },
  );
});
