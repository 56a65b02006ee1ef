/**
 * How the outbox hands a message to SMTP, whatever the host: nodemailer on Node
 * (server/mail/transport-node.ts), worker-mailer over `cloudflare:sockets` in a Worker
 * (server/mail/transport-worker.ts). Runtime-neutral: no `node:` import here.
 */

/** One mailbox as it goes on the wire: a checked address and a display name cleaned to one line ('' = none). */
export type WireMailbox = { name: string; address: string };

/**
 * One e-mail, ready to send: what `toWireMessage` (server/mail/message.ts) makes of a stored message.
 * Addresses passed the narrow address check, the subject and the names are one clean line, and every
 * value in `headers` is one line: an adapter puts them on the wire as they are.
 */
export type WireMessage = {
  /** `<id@domain>`, the same on every attempt so a mail client shows a resent message once. */
  messageId: string;
  from: WireMailbox;
  to: WireMailbox;
  replyTo?: WireMailbox;
  subject: string;
  text: string;
  /** The HTML alternative (multipart/alternative with `text`), when the message has one. */
  html?: string;
  /** The unsubscribe URL (http or https): becomes `List-Unsubscribe: <url>`. */
  listUnsubscribe?: string;
  /** Further header fields: Auto-Submitted, X-Auto-Response-Suppress, List-Unsubscribe-Post. */
  headers: Record<string, string>;
  /** An iCalendar invitation: its METHOD and the .ics text (UTF-8). */
  calendar?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; ics: string };
};

export interface MailTransport {
  /** Resolves once the server accepted the message (250 after DATA); rejects with a MailError. */
  send(message: WireMessage): Promise<void>;
  /** Ends the open connection(s). A later `send` connects again. */
  close(): Promise<void>;
}

/**
 * A failed delivery attempt. With `responseCode` the SMTP server answered (the reply code), and
 * `command` says to what: 'MAIL FROM', 'RCPT TO' and 'DATA' (the DATA command or the end of the
 * message) are the ones whose 5xx means "never as it is"; others are 'CONN', 'EHLO', 'STARTTLS',
 * 'AUTH …', 'RSET'. Without `responseCode` the server did not answer (network, timeout, TLS).
 */
export class MailError extends Error {
  override name = 'MailError';
  responseCode?: number;
  command?: string;

  constructor(message: string, details: { responseCode?: number; command?: string; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    if (details.responseCode !== undefined) this.responseCode = details.responseCode;
    if (details.command !== undefined) this.command = details.command;
  }

  /** The outbox's rule: a 5xx to the envelope or the content will be refused again, unchanged. */
  get permanent(): boolean {
    return (
      typeof this.responseCode === 'number' &&
      this.responseCode >= 500 &&
      (this.command === 'MAIL FROM' || this.command === 'RCPT TO' || this.command === 'DATA')
    );
  }
}
