/**
 * The Node host's MailTransport: nodemailer with a small pool of SMTP connections.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { MailError, type MailTransport, type WireMessage } from '@/server/mail/transport';

/** SMTP connections kept open; handshakes (TLS, greeting delays) cost more than the messages. */
const CONNECTIONS = 3;

/** nodemailer's options for a wire message. Names go in as address objects: nodemailer encodes them (RFC 2047). */
export function toNodemailerOptions(message: WireMessage): SendMailOptions {
  const options: SendMailOptions = {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    headers: { ...message.headers },
  };
  if (message.html) options.html = message.html;
  if (message.replyTo) options.replyTo = message.replyTo;
  if (message.listUnsubscribe) options.list = { unsubscribe: message.listUnsubscribe };
  // nodemailer adds it as a text/calendar alternative (what Outlook and Gmail act on) and as invite.ics.
  if (message.calendar)
    options.icalEvent = { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.ics };
  return options;
}

/** nodemailer's error (its `responseCode` and `command` when the server answered) as a MailError. */
export function toMailError(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const failure = error as Error & { responseCode?: unknown; command?: unknown };
  return new MailError(failure?.message ?? String(error), {
    responseCode: typeof failure?.responseCode === 'number' ? failure.responseCode : undefined,
    command: typeof failure?.command === 'string' ? failure.command : undefined,
    cause: error,
  });
}

/**
 * Sends through SMTP_URL (smtp:// upgrades with STARTTLS when offered, smtps:// is implicit TLS; the URL
 * may carry nodemailer's options as query parameters). The pool spreads concurrent sends over its
 * connections. `close()` ends the pool; a later send opens a new one.
 */
export class NodeMailTransport implements MailTransport {
  private transporter: Transporter | null = null;

  constructor(private readonly smtpUrl: string) {}

  private pool(): Transporter {
    this.transporter ??= nodemailer.createTransport({
      url: this.smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return this.transporter;
  }

  async send(message: WireMessage): Promise<void> {
    try {
      await this.pool().sendMail(toNodemailerOptions(message));
    } catch (error) {
      throw toMailError(error);
    }
  }

  async close(): Promise<void> {
    const transporter = this.transporter;
    this.transporter = null;
    transporter?.close();
  }
}

/** The Node host's transport for SMTP_URL. */
export function createNodeTransport(smtpUrl: string): MailTransport {
  return new NodeMailTransport(smtpUrl);
}
