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
import { normalizeEmail } from '@/lib/forms/email';
import type { DB } from '@/server/db';

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

/** The domain a recipient is counted under, or null for the big shared mailbox providers. */
export function recipientDomain(address: string): string | null {
  const key = recipientKey(address);
  const domain = key.slice(key.lastIndexOf('@') + 1);
  return SHARED_MAILBOX_DOMAINS.has(domain) ? null : domain;
}

export function hourStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

export type DailyMail = 'autoreply' | 'newsletter-confirm';

/**
 * Takes this recipient's auto-reply (or newsletter confirmation) for the next 24 hours if it is free, and
 * one of its domain's `perDomainPerDay` for the UTC day. Call it inside the transaction that stores the
 * lead or sign-up: the row, its e-mails and this decision commit together. Each take is one statement,
 * so two requests (or two instances on one database) cannot both take the same slot.
 */
export async function takeDailySlot(
  db: DB,
  purpose: DailyMail,
  address: string,
  now: number,
  perDomainPerDay: number,
): Promise<boolean> {
  const recipient = `${purpose}:${recipientKey(address)}`;
  // The address first (a read): a recipient who had theirs today must not use up the domain's count.
  const last = await db.value<number>('SELECT sent_at FROM recipient_daily_mail WHERE recipient = ?', [recipient]);
  if (last !== undefined && last > now - DAY_MS) return false;
  const domain = recipientDomain(address);
  if (domain !== null) {
    if (perDomainPerDay <= 0) return false;
    const counted = await db.get(
      `INSERT INTO recipient_domain_daily (domain, day, sent) VALUES (?, ?, 1)
       ON CONFLICT (domain, day) DO UPDATE SET sent = recipient_domain_daily.sent + 1
         WHERE recipient_domain_daily.sent < ?
       RETURNING sent`,
      [domain, dayStart(now), perDomainPerDay],
    );
    if (counted === undefined) return false;
  }
  // Two requests for one address at once both passed the read: this statement lets one through. The
  // other has counted against its domain for nothing, which errs on the side of less mail.
  const taken = await db.get(
    `INSERT INTO recipient_daily_mail (recipient, sent_at) VALUES (?, ?)
     ON CONFLICT (recipient) DO UPDATE SET sent_at = excluded.sent_at WHERE recipient_daily_mail.sent_at <= ?
     RETURNING sent_at`,
    [recipient, now, now - DAY_MS],
  );
  return taken !== undefined;
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

/** True once a day for `kind`: whether to send the owner that notice now. */
export async function takeDailyNotice(db: DB, kind: string, now: number): Promise<boolean> {
  const taken = await db.get(
    `INSERT INTO owner_notices (kind, sent_at) VALUES (?, ?)
     ON CONFLICT (kind) DO UPDATE SET sent_at = excluded.sent_at WHERE owner_notices.sent_at <= ?
     RETURNING sent_at`,
    [kind, now, now - DAY_MS],
  );
  return taken !== undefined;
}

/** Messages to strangers sent in the hour of `now`. */
export async function strangerMailThisHour(db: DB, now: number): Promise<number> {
  return (
    (await db.value<number>('SELECT sent FROM stranger_mail_hours WHERE hour = ?', [hourStart(now)])) ?? 0
  );
}

/** Forgets what no limit needs any more (run by the retention job). */
export async function pruneLimits(db: DB, now: number): Promise<void> {
  await db.run('DELETE FROM recipient_daily_mail WHERE sent_at <= ?', [now - DAY_MS]);
  await db.run('DELETE FROM stranger_mail_hours WHERE hour < ?', [hourStart(now) - DAY_MS]);
  await db.run('DELETE FROM recipient_domain_daily WHERE day < ?', [dayStart(now) - DAY_MS]);
}
