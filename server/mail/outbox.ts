import type { Mailbox, OutboxOptions } from '@/server/config';
import { DEFAULT_NEWSLETTER_PER_HOUR } from '@/server/core/config';
import type { DB } from '@/server/db';
import {
  HOUR_MS,
  hourStart,
  dailyNoticeStatements,
  strangerMailThisHour,
  takeStrangerSlot,
} from '@/server/mail/limits';
import { toWireMessage, UnsafeMessageError, type OutboxMessage } from '@/server/mail/message';
import type { MailTransport } from '@/server/mail/transport';
import { queueDueReminders, type ReminderOptions } from '@/server/mail/reminders';
import { ceilingNotice } from '@/server/mail/templates';
import { stillSubscribed } from '@/server/mail/subscribed';

export { enqueue, messageIdDomain, newMessageId, outboxStats, type OutboxKind, type OutboxStats } from '@/server/mail/queue';
import { enqueueStatement, messageIdDomain, newMessageId, outboxStats, type OutboxKind } from '@/server/mail/queue';

/** Messages to the owner: never held by the ceiling on mail to strangers. */
const OWNER_KINDS: ReadonlySet<string> = new Set<OutboxKind>(['lead-owner', 'lead-reminder', 'mail-ceiling', 'booking-owner']);

type Row = {
  id: number;
  kind: string;
  payload: string | null;
  attempts: number;
  created_at: number;
  message_id: string | null;
};

/** Retry delay: exponential from retryBaseMs, capped, with ±20% jitter so retries do not march in step. */
export function backoffMs(
  attempts: number,
  options: Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const base = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

// SMTP 5xx answers to these commands mean the message will never be accepted as it is (bad recipient,
// rejected content); after a few tries we stop. Anything else (network, 4xx, auth) is retried until giveUpAfterMs.
const PERMANENT_COMMANDS = new Set(['RCPT TO', 'DATA', 'MAIL FROM']);
const PERMANENT_AFTER_ATTEMPTS = 3;

/** How long a claimed message is hidden from other workers while it is being sent (OutboxOptions.leaseMs). */
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;

const REMINDER_CHECK_MS = 30_000;

export type OutboxWorkerOptions = OutboxOptions & {
  /** How messages reach SMTP (the host's: nodemailer on Node, worker-mailer in a Worker); null: not configured. */
  transport: MailTransport | null;
  from: Mailbox;
  log: (message: string) => void;
  /**
   * Site-wide ceiling on messages to addresses other than the owner's, per clock hour. Letters have their
   * own (OutboxOptions.newsletterPerHour) and do not count here: a letter to the whole list never holds
   * back a visitor's auto-reply.
   */
  strangerMailPerHour: number;
  /** Who is told, once a day, that the ceiling held messages back. */
  owner: { address: string; siteName: string };
  /** The clock (tests move it). */
  now?: () => number;
  /**
   * Who this process is, kept with each message it claims. PostgreSQL: a process restarted under the same
   * id (host name and port by default, INSTANCE_ID to set it) takes back its predecessor's claims at
   * once; other instances' wait out their lease. Unset: a random id, so only the lease brings them back.
   */
  instanceId?: string;
  /** Queues the owner's reminders of unanswered leads before each drain (server/mail/reminders.ts); null: none. */
  reminders?: ReminderOptions | null;
};

/**
 * Takes up to `wanted` of this hour's letters under the cap; resolves with how many it got. SQLite and D1:
 * one batch, whose transaction runs alone, reads the count and raises it (two statements, one round trip).
 * PostgreSQL: one slot per statement, each a row-locked increment that re-checks the cap, so instances
 * taking slots at once never pass it together.
 */
export async function takeLetterSlots(db: DB, now: number, perHour: number, wanted: number): Promise<number> {
  if (perHour <= 0 || wanted <= 0) return 0;
  const hour = hourStart(now);
  if (db.engine === 'sqlite') {
    const [before, after] = await db.batch([
      { text: 'SELECT COALESCE((SELECT sent FROM newsletter_hours WHERE hour = ?), 0) AS sent', params: [hour] },
      {
        text: `INSERT INTO newsletter_hours (hour, sent) VALUES (?, MIN(?, ?))
               ON CONFLICT (hour) DO UPDATE SET sent = MAX(newsletter_hours.sent, MIN(?, newsletter_hours.sent + ?))
               RETURNING sent`,
        params: [hour, wanted, perHour, perHour, wanted],
      },
    ]);
    return Math.max(0, Number(after!.rows[0]!.sent) - Number(before!.rows[0]!.sent));
  }
  let taken = 0;
  while (taken < wanted) {
    const row = await db.get(
      `INSERT INTO newsletter_hours (hour, sent) VALUES (?, 1)
       ON CONFLICT (hour) DO UPDATE SET sent = newsletter_hours.sent + 1 WHERE newsletter_hours.sent < ?
       RETURNING sent`,
      [hour, perHour],
    );
    if (row === undefined) break;
    taken += 1;
  }
  return taken;
}

/**
 * Sends the outbox through SMTP. Each message is claimed (a lease in the database), sent, then marked
 * sent with its payload cleared; a failure schedules a retry with backoff. Delivery is at-least-once: a
 * crash between the SMTP "250 OK" and the update sends that message again after the lease expires.
 */
export class OutboxWorker {
  private readonly transport: MailTransport | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private failing = false;
  private remindersCheckedAt = -Infinity;
  private readonly now: () => number;
  readonly instanceId: string;

  constructor(
    private readonly db: DB,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.instanceId = options.instanceId ?? crypto.randomUUID();
    this.transport = options.transport;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async start(): Promise<void> {
    if (!this.transport) {
      const { pending } = await outboxStats(this.db, this.now());
      this.options.log(
        `SMTP_URL nu este setat: e-mailurile așteaptă la rând (${pending} acum) până îl scrii în .env (npm run setup îl scrie).`,
      );
      return;
    }
    await this.takeBackClaims();
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    // Never what keeps a Node process alive (a no-op elsewhere).
    (this.timer as { unref?: () => void }).unref?.();
    this.kick();
  }

  /**
   * Messages claimed but not sent when the process last stopped (killed mid-send, a first attempt or a
   * retry alike) are due again now, not when their lease runs out. SQLite: one server process owns a data
   * directory, so every claim is ours. PostgreSQL: other instances may hold live leases, so only the
   * claims made under our own instance id. A message waiting for its retry's backoff or for the next
   * hour's ceiling is not claimed (lease_owner is NULL) and keeps its time.
   */
  async takeBackClaims(): Promise<number> {
    const now = this.now();
    if (this.db.engine === 'sqlite') {
      // Rows claimed before schema 5 have no lease_owner: those were first attempts (no last_error).
      return this.db.run(
        `UPDATE outbox SET next_attempt_at = ?, lease_owner = NULL
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at > ?
            AND (lease_owner IS NOT NULL OR (last_error IS NULL AND held = 0))`,
        [now, now],
      );
    }
    return this.db.run(
      `UPDATE outbox SET next_attempt_at = ?, lease_owner = NULL
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at > ? AND lease_owner = ?`,
      [now, now, this.instanceId],
    );
  }

  /** Sends what is due now; called after every stored form so the e-mails go out at once. */
  kick(): void {
    if (!this.transport || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Runs until nothing is due (tests and shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Sends everything due now, then closes the connection: a Worker's drain (its cron, and waitUntil after
   * a stored form), where nothing outlives the invocation.
   */
  async drainOnce(): Promise<void> {
    this.kick();
    await this.flush();
    await this.transport?.close();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.flush();
    await this.transport?.close();
  }

  /**
   * Takes up to BATCH due messages and hides them from every other worker for the lease: one statement
   * moves their next_attempt_at past it (PostgreSQL: FOR UPDATE SKIP LOCKED hands each row to one of
   * several instances claiming at once, without waiting). A worker that dies mid-send leaves them to be
   * taken back at its restart or when the lease runs out. Past the hour's ceiling, a message to a
   * stranger is then held for the next hour instead. No transaction: every step is one statement or one
   * batch, as D1 allows.
   */
  private async claim(): Promise<Row[]> {
    const now = this.now();
    const leaseUntil = now + (this.options.leaseMs ?? LEASE_MS);
    const domain = messageIdDomain(this.options.from.address);
    const rows = (
      await this.db.all<Row>(
        `UPDATE outbox SET next_attempt_at = ?, lease_owner = ?
          WHERE id IN (SELECT id FROM outbox
                        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
                        ORDER BY next_attempt_at, id LIMIT ?${this.db.engine === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''})
          RETURNING id, kind, payload, attempts, created_at, message_id`,
        [leaseUntil, this.instanceId, now, BATCH],
      )
    ).sort((a, b) => a.id - b.id);
    const sendable: Row[] = [];
    let heldNow = 0;
    // The owner's cap on letters an hour: the batch's letters take their slots at once; past the cap, the
    // rest wait for the next hour.
    const letters = rows.filter((row) => row.kind === 'newsletter');
    if (letters.length > 0) {
      const granted = await takeLetterSlots(this.db, now, this.options.newsletterPerHour ?? DEFAULT_NEWSLETTER_PER_HOUR, letters.length);
      sendable.push(...letters.slice(0, granted));
      const waiting = letters.slice(granted).map((row) => row.id);
      if (waiting.length > 0)
        await this.db.run(
          `UPDATE outbox SET next_attempt_at = ?, lease_owner = NULL WHERE lease_owner = ? AND id IN (${waiting.map(() => '?').join(', ')})`,
          [hourStart(now) + HOUR_MS, this.instanceId, ...waiting],
        );
    }
    for (const row of rows) {
      if (row.kind === 'newsletter') continue;
      // Past the hour's ceiling, a message to a stranger waits for the next hour; the owner's never do.
      if (!OWNER_KINDS.has(row.kind) && !(await takeStrangerSlot(this.db, now, this.options.strangerMailPerHour))) {
        await this.db.run('UPDATE outbox SET next_attempt_at = ?, held = 1, lease_owner = NULL WHERE id = ?', [
          hourStart(now) + HOUR_MS,
          row.id,
        ]);
        heldNow += 1;
        continue;
      }
      // Queued without a site URL (or before migration 2): the id is stored before SMTP first sees the
      // message, so every attempt sends the same one.
      if (!row.message_id) {
        const messageId = newMessageId(domain);
        await this.db.run('UPDATE outbox SET message_id = COALESCE(message_id, ?) WHERE id = ?', [messageId, row.id]);
        row.message_id = (await this.db.value<string>('SELECT message_id FROM outbox WHERE id = ?', [row.id])) ?? messageId;
      }
      sendable.push(row);
    }
    if (heldNow > 0) {
      const { held } = await outboxStats(this.db, now);
      const notice = dailyNoticeStatements('mail-ceiling', now, crypto.randomUUID());
      await this.db.batch([
        notice.statement,
        enqueueStatement(
          'mail-ceiling',
          ceilingNotice(this.options.owner, {
            perHour: this.options.strangerMailPerHour,
            sentThisHour: await strangerMailThisHour(this.db, now),
            held,
          }),
          { now, when: notice.taken },
        ),
      ]);
      this.options.log(
        `outbox: ceiling of ${this.options.strangerMailPerHour} e-mails an hour to other addresses reached: ${heldNow} more wait for the next hour`,
      );
      // The notice (and anything else due) goes out in this same drain.
      this.again = true;
    }
    return sendable;
  }

  private async drain(): Promise<void> {
    // Reminders are due to the minute: looked for at most every 30 s (by the clock, which tests also move
    // back), not after every stored form.
    if (this.options.reminders && Math.abs(this.now() - this.remindersCheckedAt) >= REMINDER_CHECK_MS) {
      this.remindersCheckedAt = this.now();
      try {
        const queued = await queueDueReminders(this.db, this.now(), this.options.reminders);
        if (queued > 0) this.options.log(`outbox: ${queued} ${queued === 1 ? 'reminder' : 'reminders'} of unanswered leads queued`);
      } catch (error) {
        this.options.log(`outbox: could not queue reminders: ${(error as Error).message}`);
      }
    }
    for (;;) {
      if (this.stopped) return;
      let rows: Row[];
      try {
        rows = await this.claim();
      } catch (error) {
        this.options.log(`outbox: could not read the queue: ${(error as Error).message}`);
        return;
      }
      if (rows.length === 0) return;
      // Right before the batch goes: its letters only to those still subscribed (one query for the batch).
      try {
        rows = await this.withoutUnsubscribed(rows);
      } catch (error) {
        this.options.log(`outbox: could not check the letters' subscribers: ${(error as Error).message}`);
        return;
      }
      if (rows.length === 0) continue;
      // The pool spreads the batch over its connections.
      const results = await Promise.all(rows.map((row) => this.sendOne(row)));
      const delivered = results.filter(Boolean).length;
      // Everything failed: the server is probably down; the backoff decides when to try again.
      if (delivered === 0) return;
    }
  }

  /**
   * The batch without the letters whose subscriber is no longer confirmed, was erased, or whose address is
   * suppressed: one who unsubscribed since the letter was queued, even since the last batch, gets nothing
   * more. Their messages go, as the unsubscribe's own delete does.
   */
  private async withoutUnsubscribed(rows: Row[]): Promise<Row[]> {
    const letters = rows.filter((row) => row.kind === 'newsletter');
    if (letters.length === 0) return rows;
    const allowed = await stillSubscribed(this.db, letters.map((row) => Number(row.id)));
    const gone = letters.filter((row) => !allowed.has(Number(row.id))).map((row) => row.id);
    if (gone.length > 0)
      await this.db.run(`DELETE FROM outbox WHERE sent_at IS NULL AND id IN (${gone.map(() => '?').join(', ')})`, gone);
    return rows.filter((row) => row.kind !== 'newsletter' || allowed.has(Number(row.id)));
  }

  private async sendOne(row: Row): Promise<boolean> {
    try {
      if (!row.payload) throw new UnsafeMessageError('empty payload');
      const message = JSON.parse(row.payload) as OutboxMessage;
      await this.transport!.send(toWireMessage(message, this.options.from, row.message_id!));
      const sentAt = this.now();
      await this.db.batch([
        {
          text: 'UPDATE outbox SET sent_at = ?, payload = NULL, attempts = attempts + 1, last_error = NULL, lease_owner = NULL WHERE id = ?',
          params: [sentAt, row.id],
        },
        // The letter's delivery keeps when it went, whatever later happens to the outbox row.
        ...(row.kind === 'newsletter'
          ? [{ text: 'UPDATE newsletter_deliveries SET sent_at = ? WHERE message_id = ?', params: [sentAt, row.message_id] }]
          : []),
      ]);
      if (this.failing) {
        this.failing = false;
        this.options.log('outbox: SMTP is accepting messages again.');
      }
      return true;
    } catch (error) {
      await this.recordFailure(row, error as Error & { responseCode?: number; command?: string }).catch(
        (failure: Error) => this.options.log(`outbox: could not record a failure: ${failure.message}`),
      );
      return false;
    }
  }

  private async recordFailure(
    row: Row,
    error: Error & { responseCode?: number; command?: string },
  ): Promise<void> {
    const attempts = row.attempts + 1;
    const now = this.now();
    const permanent =
      error instanceof UnsafeMessageError ||
      error instanceof SyntaxError ||
      (typeof error.responseCode === 'number' &&
        error.responseCode >= 500 &&
        PERMANENT_COMMANDS.has(error.command ?? '') &&
        attempts >= PERMANENT_AFTER_ATTEMPTS);
    const expired = now - row.created_at > this.options.giveUpAfterMs;
    const detail = `${error.message}`.slice(0, 500);
    if (permanent || expired) {
      await this.db.run('UPDATE outbox SET attempts = ?, last_error = ?, failed_at = ?, lease_owner = NULL WHERE id = ?', [
        attempts,
        detail,
        now,
        row.id,
      ]);
      this.options.log(
        `outbox: gave up on message ${row.id} (${row.kind}) after ${attempts} attempts: ${detail}`,
      );
      return;
    }
    await this.db.run('UPDATE outbox SET attempts = ?, last_error = ?, next_attempt_at = ?, lease_owner = NULL WHERE id = ?', [
      attempts,
      detail,
      now + backoffMs(attempts, this.options),
      row.id,
    ]);
    // One line when SMTP starts failing, not one per message and retry.
    if (!this.failing) {
      this.failing = true;
      this.options.log(`outbox: SMTP send failed, will retry with backoff: ${detail}`);
    }
  }
}
