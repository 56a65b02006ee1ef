/**
 * The 24-hour promise, kept (issue 35): where a lead came from, the owner's signed status links, and
 * the reminder before the promise runs out. Runtime-neutral (Web Crypto, the `Sql` interface): both
 * hosts run it, on SQLite, PostgreSQL and D1.
 */
import { base64url, decodeBase64url, hashToken, newToken } from '@/server/core/tokens';
import type { Sql, Statement } from '@/server/sql';

export type LeadStatus = 'new' | 'answered' | 'spam';

// ------------------------------------------------------------------------------------------ attribution

/** Where a lead came from: the page the form was sent from, the visit's landing page, the referrer's host. */
export type Attribution = { page: string | null; landing: string | null; referrer: string | null };

/** A path on this site: "/", "/blog/x", "/en/contact" (no scheme, no "//host", no controls or spaces). */
const SITE_PATH = /^\/(?!\/)[^\s\u0000-\u001f\u007f\\]{0,300}$/;
/** A host name as `new URL(document.referrer).hostname` gives it. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*$/;

function sitePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Only the path: a query string can carry what a visitor typed (a search), a fragment nothing we need.
  const path = value.trim().split(/[?#]/, 1)[0]!;
  return SITE_PATH.test(path) ? path : null;
}

/**
 * The three hidden facts a form sends (lib/attribution.ts writes them). They are not the visitor's to
 * correct, so a malformed one is dropped, never a reason to refuse the message.
 */
export function attributionOf(data: Record<string, unknown>): Attribution {
  const referrer = typeof data.referrer === 'string' ? data.referrer.trim().toLowerCase() : '';
  return {
    page: sitePath(data.page),
    landing: sitePath(data.landing),
    referrer: HOST.test(referrer) ? referrer : null,
  };
}

// ------------------------------------------------------------------------------------ working hours

export type Weekday = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';
/** content/site.yaml `hours`: which days open when ("09:00"), null on a closed day. */
export type OpeningHours = readonly { days: readonly Weekday[]; opens: string | null; closes: string | null }[];

export const OWNER_TIME_ZONE = 'Europe/Bucharest';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS: Record<string, Weekday> = { Mon: 'Mo', Tue: 'Tu', Wed: 'We', Thu: 'Th', Fri: 'Fr', Sat: 'Sa', Sun: 'Su' };

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function wallParts(instant: number, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return {
    weekday: WEEKDAYS[p.weekday!]!,
    y: +p.year!,
    m: +p.month!,
    d: +p.day!,
    wall: Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!),
  };
}

/** The instant a wall-clock time in `timeZone` names (the earlier one in an autumn hour that repeats). */
export function wallToInstant(wall: number, timeZone: string = OWNER_TIME_ZONE): number {
  const offset = (instant: number) => wallParts(instant, timeZone).wall - Math.floor(instant / 1000) * 1000;
  let instant = wall - offset(wall);
  // Around a daylight-saving change the first guess can be an hour off.
  instant = wall - offset(instant);
  return instant;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return (h * 60 + m) * 60_000;
};

/**
 * When the owner is reminded of a lead not yet marked answered: `delayHours` after it arrived, moved to
 * the next moment the owner's hours are open if that falls outside them, so the reminder reaches the
 * owner at work, never at night (Friday 19:00 + 20 h is Saturday 15:00, after Saturday's closing: the
 * reminder is due Monday 09:00). With no open day at all, the plain delay.
 */
export function reminderDue(arrival: number, delayHours: number, hours: OpeningHours, timeZone = OWNER_TIME_ZONE): number {
  const at = arrival + delayHours * HOUR_MS;
  const day = wallParts(at, timeZone);
  for (let i = 0; i < 8; i++) {
    // Noon of the i-th day after: a date whatever the daylight-saving change.
    const noon = Date.UTC(day.y, day.m - 1, day.d + i, 12);
    const { weekday, y, m, d } = wallParts(wallToInstant(noon, timeZone), timeZone);
    const open = hours.find((h) => h.days.includes(weekday) && h.opens && h.closes);
    if (!open) continue;
    const midnight = Date.UTC(y, m - 1, d);
    const opens = wallToInstant(midnight + minutesOf(open.opens!), timeZone);
    const closes = wallToInstant(midnight + minutesOf(open.closes!), timeZone);
    if (at < closes) return Math.max(at, opens);
  }
  return at;
}

// ---------------------------------------------------------------------------------------- status links

/** How long the links in the owner's e-mail work. */
export const STATUS_LINK_TTL_MS = 30 * DAY_MS;
const ACTIONS = { a: 'answered', s: 'spam' } as const satisfies Record<string, Exclude<LeadStatus, 'new'>>;
type ActionCode = keyof typeof ACTIONS;
const SECRET_NAME = 'status-links';

const keys = new WeakMap<Sql, Promise<CryptoKey>>();

/**
 * The key that signs the owner's status links: random, made once and kept in the database, so every
 * instance (and the Worker) signs and checks with the same one and a restart keeps old links valid.
 */
export function statusLinkKey(db: Sql): Promise<CryptoKey> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const select = `SELECT value FROM secrets WHERE name = '${SECRET_NAME}'`;
      let value = await db.value<string>(select);
      if (!value) {
        // Two instances at once: the first insert wins, both read it back.
        await db.run(`INSERT INTO secrets (name, value) VALUES ('${SECRET_NAME}', ?) ON CONFLICT (name) DO NOTHING`, [newToken()]);
        value = await db.value<string>(select);
      }
      if (!value) throw new Error('could not create the status link key');
      return crypto.subtle.importKey('raw', new TextEncoder().encode(value), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]);
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** What the signature covers: the purpose, the lead, the action and the expiry, so no part can be swapped. */
const signedText = (ref: string, action: ActionCode, expires: string) =>
  new TextEncoder().encode(`lead-status\0${ref}\0${action}\0${expires}`);

/** A link token: `<lead ref>.<a|s>.<expiry, seconds in base 36>.<HMAC-SHA256>`. */
export async function signStatusToken(key: CryptoKey, ref: string, status: 'answered' | 'spam', now: number): Promise<string> {
  const action: ActionCode = status === 'answered' ? 'a' : 's';
  const expires = Math.floor((now + STATUS_LINK_TTL_MS) / 1000).toString(36);
  const signature = await crypto.subtle.sign('HMAC', key, signedText(ref, action, expires));
  return `${ref}.${action}.${expires}.${base64url(signature)}`;
}

export type TokenCheck =
  | { ok: true; ref: string; status: 'answered' | 'spam' }
  | { ok: false; reason: 'forged' | 'expired' };

const TOKEN_SHAPE = /^([0-9a-f-]{36})\.([as])\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/** Checks a token's signature (in constant time, Web Crypto's verify) and then its expiry. */
export async function checkStatusToken(key: CryptoKey, token: string, now: number): Promise<TokenCheck> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, ref, action, expires, signature] = match as unknown as [string, string, ActionCode, string, string];
  // Only the spelling we wrote: its respellings (the last character's spare bits) are no link of ours.
  const bytes = decodeBase64url(signature);
  if (!bytes || !(await crypto.subtle.verify('HMAC', key, bytes, signedText(ref, action, expires))))
    return { ok: false, reason: 'forged' };
  if (parseInt(expires, 36) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, ref, status: ACTIONS[action] };
}

/** The two links of an owner's e-mail for one lead. */
export async function statusLinks(db: Sql, publicUrl: string, ref: string, now: number) {
  const key = await statusLinkKey(db);
  const url = async (status: 'answered' | 'spam') =>
    `${publicUrl.replace(/\/$/, '')}/api/leads/status?t=${await signStatusToken(key, ref, status, now)}`;
  return { answered: await url('answered'), spam: await url('spam') };
}

/**
 * What a status link means, as the key of its single use: the lead, the action and the expiry (the parts
 * the signature covers), not the token's spelling, so no other spelling of one link can be used again.
 */
export function statusLinkUseKey(ref: string, status: 'answered' | 'spam', token: string): Promise<string> {
  const expires = token.split('.')[2] ?? '';
  return hashToken(`lead-status\0${ref}\0${status === 'answered' ? 'a' : 's'}\0${expires}`);
}

/**
 * Sets a lead's status through a checked token, once: the link's meaning (statusLinkUseKey) goes into
 * used_links in the same batch, whose primary key refuses a second use (two clicks at once included).
 * A link used before issue 44 is remembered under its token's hash: that is checked too.
 */
export async function redeemStatusToken(
  db: Sql,
  token: string,
  ref: string,
  status: 'answered' | 'spam',
  now: number,
): Promise<'done' | 'used' | 'gone'> {
  const key = await statusLinkUseKey(ref, status, token);
  const used = async () => !!(await db.value('SELECT 1 FROM used_links WHERE hash IN (?, ?)', [key, await hashToken(token)]));
  if (await used()) return 'used';
  const statements: Statement[] = [
    { text: 'INSERT INTO used_links (hash, used_at) VALUES (?, ?)', params: [key, now] },
    { text: 'UPDATE leads SET status = ?, status_at = ? WHERE ref = ?', params: [status, new Date(now).toISOString(), ref] },
  ];
  try {
    const results = await db.batch(statements);
    if (results[1]!.changes === 0) {
      // Erased since (GDPR) or past retention: nothing to mark; the used link is forgotten again.
      await db.run('DELETE FROM used_links WHERE hash = ?', [key]);
      return 'gone';
    }
    return 'done';
  } catch (error) {
    if (await used().catch(() => false)) return 'used';
    throw error;
  }
}

// --------------------------------------------------------------------------------------------- reminders

/** A lead's row as the form stored it (the CSV export reads the same columns, server/leads-csv.ts). */
export type LeadFields = {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  services: string;
  budget: string | null;
  message: string;
};

/** A lead as the reminder repeats it. */
export type ReminderLead = LeadFields & Attribution & { ref: string; language: string | null };

/** How long a process that claimed due reminders may take to queue them before another may. */
export const REMINDER_CLAIM_MS = 5 * 60_000;
const REMINDER_BATCH = 20;

/**
 * Claims up to 20 leads whose reminder is due: not answered, not spam, not reminded, and not claimed by
 * another process in the last five minutes. The conditions stand on the UPDATE itself, so PostgreSQL
 * checks them again on a row another instance changed meanwhile (and SKIP LOCKED hands each row to one).
 */
export async function claimDueReminders(db: Sql, now: number, claim: string): Promise<ReminderLead[]> {
  const due = `status = 'new' AND reminded_at IS NULL AND due_at IS NOT NULL AND due_at <= ?
               AND (reminder_claim IS NULL OR reminder_claimed_at < ?)`;
  const lock = db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return db.all<ReminderLead>(
    `UPDATE leads SET reminder_claim = ?, reminder_claimed_at = ?
      WHERE ${due}
        AND id IN (SELECT id FROM leads WHERE ${due} ORDER BY due_at, id LIMIT ${REMINDER_BATCH}${lock})
      RETURNING id, ref, created_at, name, email, phone, company, services, budget, message, page, landing, referrer, language`,
    [claim, now, now, now - REMINDER_CLAIM_MS, now, now - REMINDER_CLAIM_MS],
  );
}

/**
 * The guard and the closing statement of the batch that queues claimed reminders: a message goes in only
 * while this claim still holds the lead and it is still unanswered; then the leads are marked reminded.
 * All in one batch, so a reminder is queued exactly once or (a crash before it) claimed again later.
 */
export function reminderGuard(id: number, claim: string) {
  return {
    sql: `EXISTS (SELECT 1 FROM leads WHERE id = ? AND reminder_claim = ? AND reminded_at IS NULL AND status = 'new')`,
    params: [id, claim],
  };
}

export function markRemindedStatement(claim: string, now: number): Statement {
  return {
    text: `UPDATE leads SET reminded_at = ? WHERE reminder_claim = ? AND reminded_at IS NULL AND status = 'new'`,
    params: [now, claim],
  };
}
