/**
 * The outbox as the forms core writes and reads it (no mail library here): queueing a message in the
 * caller's transaction, and the queue's figures. Sending is the host's: server/mail/outbox.ts on Node.
 */
import { isDeliverableEmail } from '@/lib/forms/email';
import type { Sql as DB, Statement } from '@/server/sql';
import { ALWAYS, type Guard } from '@/server/mail/limits';
import { UnsafeMessageError, type OutboxMessage } from '@/server/mail/message';

export type OutboxKind =
  | 'lead-owner'
  | 'lead-reminder'
  | 'lead-autoreply'
  | 'newsletter-confirm'
  | 'mail-ceiling'
  // The free consultation (server/core/booking.ts): the invitation, the owner's copies and notices, the day-before
  // reminder, and the visitor's news of a confirmation, a refusal or a cancellation.
  | 'booking-visitor'
  | 'booking-owner'
  | 'booking-reminder'
  | 'booking-change'
  /** A newsletter letter (server/mail/newsletter.ts): under its own hourly cap, not the strangers' ceiling. */
  | 'newsletter';

/**
 * A new Message-ID (RFC 5322) on `domain`: `<uuid@domain>`. Random rather than made from the row id,
 * which restarts at 1 in a new database and would make a mail client merge two different messages.
 */
export function newMessageId(domain: string): string {
  return `<${crypto.randomUUID()}@${domain}>`;
}

/** The host of a URL or the domain of an address, for the right-hand side of a Message-ID. */
export function messageIdDomain(urlOrAddress: string): string {
  if (/^https?:\/\//i.test(urlOrAddress)) return new URL(urlOrAddress).hostname;
  return urlOrAddress.slice(urlOrAddress.lastIndexOf('@') + 1) || 'localhost';
}

/** What a queued message belongs to, found in the same batch by a unique value (never last_insert_rowid()). */
export type OutboxOwner =
  | { lead: string }
  | { subscriberByConfirmHash: string }
  | { leadId?: number | bigint; subscriberId?: number | bigint };

/**
 * The statement that queues a message, for the batch that stores what the message is about; `when`
 * guards it (a slot this request took). With `siteUrl` its Message-ID is fixed here, on the site's
 * domain; without, the worker fixes one when it first claims the message. Either way every attempt
 * sends the same Message-ID.
 */
export function enqueueStatement(
  kind: OutboxKind,
  message: OutboxMessage,
  ref: { owner?: OutboxOwner; siteUrl?: string; messageId?: string; now: number; when?: Guard },
): Statement {
  // The forms' address rule (lib/forms/email.ts) is what SMTP will take: refusing here, before the
  // batch runs, stores nothing rather than a message that could only fail after we said "sent".
  if (!isDeliverableEmail(message.to.address))
    throw new UnsafeMessageError('undeliverable recipient address');
  const { now, owner = {}, when = ALWAYS } = ref;
  // A given Message-ID links the message to a row of the same batch (a newsletter delivery).
  const messageId = ref.messageId ?? (ref.siteUrl ? newMessageId(messageIdDomain(ref.siteUrl)) : null);
  let lead = 'CAST(? AS BIGINT)';
  let subscriber = 'CAST(? AS BIGINT)';
  let ownerParams: unknown[];
  if ('lead' in owner) {
    lead = '(SELECT id FROM leads WHERE ref = ?)';
    ownerParams = [owner.lead, null];
  } else if ('subscriberByConfirmHash' in owner) {
    subscriber = '(SELECT id FROM subscribers WHERE confirm_token_hash = ?)';
    ownerParams = [null, owner.subscriberByConfirmHash];
  } else {
    ownerParams = [owner.leadId ?? null, owner.subscriberId ?? null];
  }
  return {
    text: `INSERT INTO outbox (kind, lead_id, subscriber_id, payload, created_at, next_attempt_at, message_id)
           SELECT CAST(? AS TEXT), ${lead}, ${subscriber}, CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT)
           WHERE ${when.sql}`,
    params: [kind, ...ownerParams, JSON.stringify(message), now, now, messageId, ...when.params],
  };
}

/** Queues a message on its own (one statement). */
export async function enqueue(
  db: DB,
  kind: OutboxKind,
  message: OutboxMessage,
  ref: { leadId?: number | bigint; subscriberId?: number | bigint; siteUrl?: string; now?: number } = {},
): Promise<void> {
  const { leadId, subscriberId, siteUrl, now = Date.now() } = ref;
  const { text, params } = enqueueStatement(kind, message, { owner: { leadId, subscriberId }, siteUrl, now });
  await db.run(text, params);
}

export type OutboxStats = {
  pending: number;
  /** Of the pending, those waiting for a later hour because the ceiling on mail to strangers was reached. */
  held: number;
  failed: number;
  sent: number;
  oldestPendingMs: number | null;
  /** Pending messages already tried MAIL_FAILING_AFTER times or more: sending is failing, not one bad moment. */
  failing: number;
};

/** Failed attempts of one message after which the mail counts as failing (/api/health, npm run leads -- --open). */
export const MAIL_FAILING_AFTER = 3;

/**
 * The outbox's counts in one query. The threshold is this module's own integer, written into the text
 * so that `wrangler d1 execute`, which takes no parameters, runs the same query (scripts/leads-cloudflare.ts).
 */
export const OUTBOX_STATS_SQL = `SELECT
       SUM(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END) AS pending,
       SUM(CASE WHEN sent_at IS NULL AND failed_at IS NULL AND held = 1 THEN 1 ELSE 0 END) AS held,
       SUM(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed,
       SUM(CASE WHEN sent_at IS NOT NULL THEN 1 ELSE 0 END) AS sent,
       MIN(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN created_at END) AS oldest,
       SUM(CASE WHEN sent_at IS NULL AND failed_at IS NULL AND attempts >= ${Math.trunc(MAIL_FAILING_AFTER)} THEN 1 ELSE 0 END) AS failing
     FROM outbox`;

/** The row of OUTBOX_STATS_SQL as counts (its sums are NULL on an empty outbox, text on some drivers). */
export function outboxStatsOf(row: Record<string, unknown> | undefined, now = Date.now()): OutboxStats {
  const count = (value: unknown) => Number(value ?? 0);
  const oldest = row?.oldest;
  return {
    pending: count(row?.pending),
    held: count(row?.held),
    failed: count(row?.failed),
    sent: count(row?.sent),
    oldestPendingMs: oldest === null || oldest === undefined ? null : now - Number(oldest),
    failing: count(row?.failing),
  };
}

export async function outboxStats(db: DB, now = Date.now()): Promise<OutboxStats> {
  return outboxStatsOf((await db.get(OUTBOX_STATS_SQL)) as Record<string, unknown> | undefined, now);
}
