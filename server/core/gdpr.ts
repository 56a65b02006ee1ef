/**
 * GDPR requests (articles 15 and 17) in one place, on any engine (`Sql`: SQLite, PostgreSQL, D1):
 * everything held about an address, however it was spelled, as one JSON document; and erasing all of
 * it, recorded in an audit table with a hash of the address (never the address), plus a suppression
 * hash so an old export of the newsletter list cannot mail the person again. `npm run gdpr` runs these.
 */
import { hashToken } from '@/server/core/tokens';
import { recipientKey } from '@/server/mail/limits';
import type { Row, Sql, Statement } from '@/server/sql';

/**
 * One address however it was typed: case, a "+tag", Gmail's dots and googlemail.com are the same
 * inbox (the rule the mail limits use, server/mail/limits.ts).
 */
export function addressKey(address: string): string {
  return recipientKey(address);
}

/** What the audit and the suppression list keep instead of the address: SHA-256 of its key, hex. */
export function addressHash(address: string): Promise<string> {
  return hashToken(`gdpr\0${addressKey(address)}`);
}

export type GdprExport = {
  /** The address as asked, and the inbox it stands for. */
  address: string;
  matchedAs: string;
  generatedAt: string;
  leads: Row[];
  /** Consultations booked on the site (issue 48), each belonging to one of these leads (`lead_id`). */
  bookings: Row[];
  subscribers: Row[];
  /** The newsletter letters queued or sent to these subscriptions (`subscriber_id`), by their slug. */
  newsletterLetters: Row[];
  /** E-mails queued or sent about these rows or to the address (a sent one's text is not kept). */
  emails: Row[];
  /** The daily memory of automatic e-mails to the address (one auto-reply, one confirmation a day). */
  automaticMailMemory: Row[];
  /** Earlier requests about this address (dates and actions only). */
  requests: Row[];
  suppressed: boolean;
};

const idList = (ids: readonly number[]) => ids.map(() => '?').join(', ');

type Found = { key: string; hash: string; leadIds: number[]; subscriberIds: number[]; outboxIds: number[]; memory: string[] };

/**
 * Finds every row about the address. Addresses are compared by their key in code, not in SQL: "however
 * it was spelled" is more than lower() (a +tag, Gmail's dots), and the tables are small (a
 * freelancer's leads and subscribers).
 */
async function find(db: Sql, address: string): Promise<Found> {
  const key = addressKey(address);
  const matches = (email: unknown) => typeof email === 'string' && addressKey(email) === key;
  const leadIds = (await db.all<{ id: number; email: string }>('SELECT id, email FROM leads'))
    .filter((r) => matches(r.email))
    .map((r) => Number(r.id));
  const subscriberIds = (await db.all<{ id: number; email: string }>('SELECT id, email FROM subscribers'))
    .filter((r) => matches(r.email))
    .map((r) => Number(r.id));
  const linked = new Set<number>();
  for (const [column, ids] of [
    ['lead_id', leadIds],
    ['subscriber_id', subscriberIds],
  ] as const) {
    if (ids.length === 0) continue;
    for (const row of await db.all<{ id: number }>(`SELECT id FROM outbox WHERE ${column} IN (${idList(ids)})`, ids))
      linked.add(Number(row.id));
  }
  // A message still queued names its recipient in its payload (once sent, the payload is gone).
  for (const row of await db.all<{ id: number; payload: string }>('SELECT id, payload FROM outbox WHERE payload IS NOT NULL')) {
    try {
      const message = JSON.parse(row.payload) as { to?: { address?: string }; replyTo?: { address?: string } };
      if (matches(message.to?.address) || matches(message.replyTo?.address)) linked.add(Number(row.id));
    } catch {
      // Not ours to judge here: the outbox marks an unreadable payload failed.
    }
  }
  const memory = (await db.all<{ recipient: string }>('SELECT recipient FROM recipient_daily_mail'))
    .map((r) => r.recipient)
    .filter((recipient) => recipient.slice(recipient.indexOf(':') + 1) === key);
  return {
    key,
    hash: await addressHash(address),
    leadIds,
    subscriberIds,
    outboxIds: [...linked].sort((a, b) => a - b),
    memory,
  };
}

const rowsById = (db: Sql, table: string, ids: number[], columns = '*') =>
  ids.length === 0 ? Promise.resolve([]) : db.all(`SELECT ${columns} FROM ${table} WHERE id IN (${idList(ids)}) ORDER BY id`, ids);

const auditStatement = (hash: string, action: 'export' | 'erase', now: Date): Statement => ({
  text: 'INSERT INTO gdpr_requests (at, action, address_hash) VALUES (?, ?, ?)',
  params: [now.toISOString(), action, hash],
});

/** Article 15: everything held about the address, and the request recorded. */
export async function exportAddress(db: Sql, address: string, now = new Date()): Promise<GdprExport> {
  const found = await find(db, address);
  const [leads, subscribers, emails] = await Promise.all([
    // No internal bookkeeping that means nothing to the person (claims of the reminder's queue).
    rowsById(
      db,
      'leads',
      found.leadIds,
      'id, created_at, name, email, phone, company, services, budget, message, page, landing, referrer, language, status, status_at, reminded_at',
    ),
    rowsById(
      db,
      'subscribers',
      found.subscriberIds,
      'id, email, status, source, created_at, consent_at, consent_version, confirm_sent_at, unsubscribed_at',
    ),
    rowsById(db, 'outbox', found.outboxIds, 'id, kind, lead_id, subscriber_id, payload, created_at, attempts, sent_at, failed_at, last_error'),
  ]);
  const memory =
    found.memory.length === 0
      ? []
      : await db.all(`SELECT recipient, sent_at FROM recipient_daily_mail WHERE recipient IN (${idList(found.memory as never[])})`, found.memory);
  const bookings =
    found.leadIds.length === 0
      ? []
      : await db.all(
          `SELECT l.id AS lead_id, b.start_at, b.end_at, b.topic, b.status, b.status_at, b.reminded_at
             FROM bookings b JOIN leads l ON l.ref = b.lead_ref
            WHERE l.id IN (${idList(found.leadIds)}) ORDER BY b.start_at`,
          found.leadIds,
        );
  // The letter's identity and dates; its Message-ID and unsubscribe hash are the site's bookkeeping.
  const newsletterLetters =
    found.subscriberIds.length === 0
      ? []
      : await db.all(
          `SELECT subscriber_id, slug, language, queued_at, sent_at FROM newsletter_deliveries
            WHERE subscriber_id IN (${idList(found.subscriberIds)}) ORDER BY queued_at, slug`,
          found.subscriberIds,
        );
  const suppressed = Boolean(await db.value('SELECT 1 FROM suppressions WHERE address_hash = ?', [found.hash]));
  await db.batch([auditStatement(found.hash, 'export', now)]);
  const requests = await db.all('SELECT at, action FROM gdpr_requests WHERE address_hash = ? ORDER BY at', [found.hash]);
  return {
    address,
    matchedAs: found.key,
    generatedAt: now.toISOString(),
    leads,
    bookings,
    subscribers,
    newsletterLetters,
    emails: emails.map((e) => ({ ...e, payload: e.payload ? JSON.parse(String(e.payload)) : null })),
    automaticMailMemory: memory,
    requests,
    suppressed,
  };
}

export type EraseResult = {
  leads: number;
  bookings: number;
  subscribers: number;
  newsletterLetters: number;
  emails: number;
  automaticMailMemory: number;
};

/**
 * Article 17: removes every row about the address in one batch (all or nothing), records the request
 * and adds the address's hash to the suppression list.
 */
export async function eraseAddress(db: Sql, address: string, now = new Date()): Promise<EraseResult> {
  const found = await find(db, address);
  const deletions: Statement[] = [];
  if (found.outboxIds.length > 0)
    deletions.push({ text: `DELETE FROM outbox WHERE id IN (${idList(found.outboxIds)})`, params: found.outboxIds });
  if (found.leadIds.length > 0) {
    // Rows queued meanwhile for these leads go too (the foreign key would refuse the lead otherwise).
    deletions.push({ text: `DELETE FROM outbox WHERE lead_id IN (${idList(found.leadIds)})`, params: found.leadIds });
    // What hangs on a lead or a subscription goes by name before it, not by ON DELETE CASCADE: D1 counts
    // cascaded rows in the parent's `changes` (SQLite and PostgreSQL do not), and the owner is told what went.
    deletions.push({
      text: `DELETE FROM bookings WHERE lead_ref IN (SELECT ref FROM leads WHERE id IN (${idList(found.leadIds)}))`,
      params: found.leadIds,
    });
    deletions.push({ text: `DELETE FROM leads WHERE id IN (${idList(found.leadIds)})`, params: found.leadIds });
  }
  if (found.subscriberIds.length > 0) {
    deletions.push({ text: `DELETE FROM outbox WHERE subscriber_id IN (${idList(found.subscriberIds)})`, params: found.subscriberIds });
    deletions.push({
      text: `DELETE FROM newsletter_deliveries WHERE subscriber_id IN (${idList(found.subscriberIds)})`,
      params: found.subscriberIds,
    });
    deletions.push({ text: `DELETE FROM subscribers WHERE id IN (${idList(found.subscriberIds)})`, params: found.subscriberIds });
  }
  if (found.memory.length > 0)
    deletions.push({ text: `DELETE FROM recipient_daily_mail WHERE recipient IN (${idList(found.memory as never[])})`, params: found.memory });
  const results = await db.batch([
    ...deletions,
    auditStatement(found.hash, 'erase', now),
    {
      text: 'INSERT INTO suppressions (address_hash, created_at) VALUES (?, ?) ON CONFLICT (address_hash) DO NOTHING',
      params: [found.hash, now.toISOString()],
    },
  ]);
  const changed = (pattern: RegExp) =>
    deletions.reduce((sum, statement, i) => sum + (pattern.test(statement.text) ? results[i]!.changes : 0), 0);
  return {
    leads: changed(/^DELETE FROM leads/),
    bookings: changed(/^DELETE FROM bookings/),
    subscribers: changed(/^DELETE FROM subscribers/),
    newsletterLetters: changed(/^DELETE FROM newsletter_deliveries/),
    emails: changed(/^DELETE FROM outbox/),
    automaticMailMemory: changed(/^DELETE FROM recipient_daily_mail/),
  };
}

/** Whether an address was erased (its hash is on the suppression list). */
export async function isSuppressed(db: Sql, address: string): Promise<boolean> {
  return Boolean(await db.value('SELECT 1 FROM suppressions WHERE address_hash = ?', [await addressHash(address)]));
}

/**
 * An old list of addresses (a newsletter export, a CSV) without those erased since: the lines whose
 * address is suppressed are dropped. The first address-looking field of each line counts.
 */
export async function withoutSuppressed(db: Sql, lines: string[]): Promise<{ kept: string[]; dropped: number }> {
  const hashes = new Set((await db.all<{ address_hash: string }>('SELECT address_hash FROM suppressions')).map((r) => r.address_hash));
  const kept: string[] = [];
  let dropped = 0;
  for (const line of lines) {
    const address = /[^\s,;"'<>]+@[^\s,;"'<>]+/.exec(line)?.[0];
    if (address && hashes.has(await addressHash(address))) dropped += 1;
    else kept.push(line);
  }
  return { kept, dropped };
}
