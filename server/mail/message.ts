import type { Mailbox } from '@/server/config';
import type { WireMailbox, WireMessage } from '@/server/mail/transport';

/** What the outbox stores for one e-mail. The sender is added at send time from the configuration. */
export type OutboxMessage = {
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the newsletter's letters); `text` stays the plain-text part. */
  html?: string;
  /** The unsubscribe URL: becomes List-Unsubscribe (with one-click POST, RFC 8058). */
  unsubscribeUrl?: string;
  /** Marks automatic mail (RFC 3834) so vacation responders and other robots do not answer back. */
  autoSubmitted?: 'auto-replied' | 'auto-generated';
  /** An iCalendar invitation (RFC 5546: REQUEST or CANCEL), sent as a text/calendar part calendar apps act on. */
  calendar?: CalendarPart;
};

export type CalendarPart = { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; ics: string };

// Anything that could end a header line or confuse a mail client: C0/C1 controls, DEL, and the Unicode
// line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text that goes into a header: one line, no control characters, bounded. The forms' schema already
 * rejects CR/LF, but this layer must be safe on its own (a future caller may skip the schema).
 */
export function headerText(value: string, maxLength = 150): string {
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

// A deliberately narrow address shape: no spaces, quotes, brackets, commas or semicolons, so an address
// can never carry a second recipient or a display name of its own.
const SAFE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isSafeAddress(address: string): boolean {
  return address.length <= 254 && SAFE_ADDRESS.test(address);
}

function mailbox(box: Mailbox): WireMailbox {
  if (!isSafeAddress(box.address)) throw new UnsafeMessageError(`unsafe e-mail address`);
  return { name: headerText(box.name ?? '', 100), address: box.address };
}

export class UnsafeMessageError extends Error {}

/** The header fields and the unsubscribe URL every transport adds, whatever the library. */
function ourHeaders(message: OutboxMessage): { headers: Record<string, string>; listUnsubscribe?: string } {
  const headers: Record<string, string> = {};
  if (message.autoSubmitted) {
    headers['Auto-Submitted'] = message.autoSubmitted;
    headers['X-Auto-Response-Suppress'] = 'All';
  }
  if (!message.unsubscribeUrl) return { headers };
  const url = new URL(message.unsubscribeUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UnsafeMessageError('unsafe unsubscribe URL');
  headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return { headers, listUnsubscribe: url.href };
}

/** A reply address that is not safe is left out rather than holding back the lead. */
function replyMailbox(box: Mailbox | undefined): WireMailbox | undefined {
  if (!box) return undefined;
  try {
    return mailbox(box);
  } catch {
    return undefined;
  }
}

// What newMessageId (server/mail/queue.ts) makes, and nothing that could end the header line.
const MESSAGE_ID = /^<[^<>@\s]+@[^<>@\s]+>$/;

/**
 * A stored message as any MailTransport sends it (server/mail/transport.ts): the addresses checked,
 * header text cleaned, the automatic-mail and unsubscribe headers, and the Message-ID every attempt
 * shares. Throws UnsafeMessageError for a message that can never be sent as it is.
 */
export function toWireMessage(message: OutboxMessage, from: Mailbox, messageId: string): WireMessage {
  if (!MESSAGE_ID.test(messageId)) throw new UnsafeMessageError('unsafe Message-ID');
  const { headers, listUnsubscribe } = ourHeaders(message);
  const wire: WireMessage = {
    messageId,
    from: mailbox(from),
    to: mailbox(message.to),
    subject: headerText(message.subject, 200),
    text: message.text,
    headers,
  };
  if (message.html) wire.html = message.html;
  const replyTo = replyMailbox(message.replyTo);
  if (replyTo) wire.replyTo = replyTo;
  if (listUnsubscribe) wire.listUnsubscribe = listUnsubscribe;
  if (message.calendar) wire.calendar = message.calendar;
  return wire;
}

