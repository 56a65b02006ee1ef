/**
 * What keeps the forms from being turned against a stranger's inbox. Anyone can type anyone's address
 * into the contact form, from as many client addresses as they like, so a per-client rate limit cannot
 * protect the recipient. Two limits that do:
 *
 * - one contact auto-reply, and one newsletter confirmation, per recipient in any 24 hours (the lead is
 *   still stored and the owner still notified), remembered in the database so a restart does not reset it;
 * - a few of them per recipient domain and UTC day (MAIL_DOMAIN_LIMIT_PER_DAY), outside the big mailbox
 *   providers, since a catch-all domain turns every made-up address into a new inbox of the same person;
 * - a site-wide ceiling on every message to an address other than the owner's (auto-replies, newsletter
 *   confirmations) per clock hour: past it they wait in the outbox for a later hour, nothing is dropped,
 *   and the owner is told, at most once a day.
 */
import { getDomain } from 'tldts-icann';
import { normalizeEmail } from '@/lib/forms/email';
import type { Sql as DB, Params, Statement } from '@/server/sql';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** Mailbox providers that ignore dots in the local part (one inbox for j.o.h.n and john). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key under which a recipient is remembered: the normalised address (lib/forms/email.ts: domain
 * lowercased, in ASCII), folded further the way mailbox providers deliver, so that `Ion@x.ro`,
 * `ion+1@x.ro` and `ion+2@x.ro` count as the one inbox they land in. Only for counting: mail goes to the
 * address as typed.
 */
export function recipientKey(address: string): string {
  const normal = (normalizeEmail(address) ?? address.trim()).toLowerCase();
  const at = normal.lastIndexOf('@');
  let local = normal.slice(0, at);
  const domain = normal.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * Mailbox providers where one domain is millions of different people: the per-domain bound would let one
 * abuser silence the auto-replies of every Gmail user, so only the per-address one applies there.
 */
const SHARED_MAILBOX_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.ro',
  'yahoo.co.uk',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.ro',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

/**
 * The domain a recipient is counted under: its registrable domain (the public suffix list's ICANN
 * section, tldts-icann), so s1.domeniu.ro and s2.domeniu.ro are the one domeniu.ro, whose owner can make
 * up any number of subdomains as of local parts, while firma-a.co.uk and firma-b.co.uk stay two. Null for
 * the big shared mailbox providers, matched on the whole host name: a made-up x.gmail.com is no Gmail
 * inbox, and counts under gmail.com like any other domain's subdomain.
 */
export function recipientDomain(address: string): string | null {
  const key = recipientKey(address);
  const host = key.slice(key.lastIndexOf('@') + 1);
  if (SHARED_MAILBOX_DOMAINS.has(host)) return null;
  return getDomain(host) ?? host;
}

/**
 * Whether the recipient's domain has had all its automatic e-mails of this UTC day (an address at a
 * shared provider never has). Depends on the domain's count only, not on the address, so saying it
 * tells nothing about whether an address is on a list.
 */
export async function domainLimitReached(db: DB, address: string, now: number, perDomainPerDay: number): Promise<boolean> {
  const domain = recipientDomain(address);
  if (domain === null) return false;
  if (perDomainPerDay <= 0) return true;
  const sent = await db.value<number>('SELECT sent FROM recipient_domain_daily WHERE domain = ? AND day = ?', [domain, dayStart(now)]);
  return Number(sent ?? 0) >= perDomainPerDay;
}

/** Seconds until the next UTC day, when a domain's count starts again. */
export function secondsToNextDay(now: number): number {
  return Math.max(1, Math.ceil((dayStart(now) + DAY_MS - now) / 1000));
}

export function hourStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

export type DailyMail = 'autoreply' | 'newsletter-confirm';

/** A condition in SQL with its parameters, to guard a later statement of the same batch. */
export type Guard = { sql: string; params: Params };

export const ALWAYS: Guard = { sql: '1 = 1', params: [] };
const NEVER: Guard = { sql: '1 = 0', params: [] };

/**
 * The statements that take this recipient's auto-reply (or newsletter confirmation) for the next 24 hours
 * if it is free, and one of its domain's `perDomainPerDay` for the UTC day, when `precondition` holds;
 * and the guard that is true, later in the same batch, only if this request took it. Put them in the
 * batch that stores the lead or sign-up: the row, its e-mails and this decision commit together.
 *
 * A batch cannot branch, so each take is an UPSERT that also writes `claim` (random, this request's):
 * the next statement goes ahead only where its claim is the one stored. Each UPSERT is one statement, so
 * two requests (or two instances on one database) cannot both take the same slot.
 */
export function dailySlotStatements(
  purpose: DailyMail,
  address: string,
  now: number,
  perDomainPerDay: number,
  claim: string,
  precondition: Guard = ALWAYS,
): { statements: Statement[]; taken: Guard } {
  const recipient = `${purpose}:${recipientKey(address)}`;
  // The address first: a recipient who had theirs today must not use up the domain's count.
  const free: Guard = {
    sql: `NOT EXISTS (SELECT 1 FROM recipient_daily_mail WHERE recipient = ? AND sent_at > ?) AND (${precondition.sql})`,
    params: [recipient, now - DAY_MS, ...precondition.params],
  };
  const domain = recipientDomain(address);
  if (domain !== null && perDomainPerDay <= 0) return { statements: [], taken: NEVER };
  const statements: Statement[] = [];
  let before = free;
  if (domain !== null) {
    const day = dayStart(now);
    statements.push({
      // INSERT … SELECT … WHERE: SQLite needs the WHERE to read ON CONFLICT right; the casts give
      // PostgreSQL the parameters' types, which a SELECT list does not.
      text: `INSERT INTO recipient_domain_daily (domain, day, sent, claim)
             SELECT CAST(? AS TEXT), CAST(? AS BIGINT), 1, CAST(? AS TEXT) WHERE ${free.sql}
             ON CONFLICT (domain, day) DO UPDATE SET sent = recipient_domain_daily.sent + 1, claim = excluded.claim
               WHERE recipient_domain_daily.sent < ?`,
      params: [domain, day, claim, ...free.params, perDomainPerDay],
    });
    before = {
      sql: 'EXISTS (SELECT 1 FROM recipient_domain_daily WHERE domain = ? AND day = ? AND claim = ?)',
      params: [domain, day, claim],
    };
  }
  // Two requests for one address at once both passed the read: this statement lets one through. The
  // other has counted against its domain for nothing, which errs on the side of less mail.
  statements.push({
    text: `INSERT INTO recipient_daily_mail (recipient, sent_at, claim)
           SELECT CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT) WHERE ${before.sql}
           ON CONFLICT (recipient) DO UPDATE SET sent_at = excluded.sent_at, claim = excluded.claim
             WHERE recipient_daily_mail.sent_at <= ?`,
    params: [recipient, now, claim, ...before.params, now - DAY_MS],
  });
  return {
    statements,
    taken: {
      sql: 'EXISTS (SELECT 1 FROM recipient_daily_mail WHERE recipient = ? AND claim = ?)',
      params: [recipient, claim],
    },
  };
}

/**
 * Takes the slot on its own (one batch) and says whether it was free: for callers with nothing to store
 * beside it (tests, tools).
 */
export async function takeDailySlot(
  db: DB,
  purpose: DailyMail,
  address: string,
  now: number,
  perDomainPerDay: number,
): Promise<boolean> {
  const { statements, taken } = dailySlotStatements(purpose, address, now, perDomainPerDay, crypto.randomUUID());
  const results = await db.batch([...statements, { text: `SELECT 1 AS taken WHERE ${taken.sql}`, params: taken.params }]);
  return results[results.length - 1]!.rows.length > 0;
}

function dayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/**
 * Counts one message to a stranger against this hour's ceiling; false when the ceiling is reached (the
 * message must wait). Atomic in one statement, like the slot above.
 */
export async function takeStrangerSlot(db: DB, now: number, perHour: number): Promise<boolean> {
  if (perHour <= 0) return false;
  const taken = await db.get(
    `INSERT INTO stranger_mail_hours (hour, sent) VALUES (?, 1)
     ON CONFLICT (hour) DO UPDATE SET sent = stranger_mail_hours.sent + 1 WHERE stranger_mail_hours.sent < ?
     RETURNING sent`,
    [hourStart(now), perHour],
  );
  return taken !== undefined;
}

/**
 * The owner's once-a-day notice of `kind`: the statement that takes today's, and the guard that holds
 * later in the batch only if this request took it (the notice's outbox row is inserted under it).
 */
export function dailyNoticeStatements(kind: string, now: number, claim: string): { statement: Statement; taken: Guard } {
  return {
    statement: {
      text: `INSERT INTO owner_notices (kind, sent_at, claim) VALUES (?, ?, ?)
             ON CONFLICT (kind) DO UPDATE SET sent_at = excluded.sent_at, claim = excluded.claim
               WHERE owner_notices.sent_at <= ?`,
      params: [kind, now, claim, now - DAY_MS],
    },
    taken: { sql: 'EXISTS (SELECT 1 FROM owner_notices WHERE kind = ? AND claim = ?)', params: [kind, claim] },
  };
}

/** Messages to strangers sent in the hour of `now`. */
export async function strangerMailThisHour(db: DB, now: number): Promise<number> {
  return (
    (await db.value<number>('SELECT sent FROM stranger_mail_hours WHERE hour = ?', [hourStart(now)])) ?? 0
  );
}

/** What forgets what no limit needs any more (run by the retention job, in its batch). */
export function pruneLimitsStatements(now: number): Statement[] {
  return [
    { text: 'DELETE FROM recipient_daily_mail WHERE sent_at <= ?', params: [now - DAY_MS] },
    { text: 'DELETE FROM stranger_mail_hours WHERE hour < ?', params: [hourStart(now) - DAY_MS] },
    { text: 'DELETE FROM recipient_domain_daily WHERE day < ?', params: [dayStart(now) - DAY_MS] },
  ];
}
