/**
 * Retention without the site's content (runtime-neutral, so the Worker runs it from its cron): what
 * goes, in one batch. server/retention.ts is the Node entry, with the site config's defaults.
 */
import { STATUS_LINK_TTL_MS } from '@/server/core/leads';
import { pruneLimitsStatements } from '@/server/mail/limits';
import type { Sql, Statement } from '@/server/sql';

/** Sent (or abandoned) e-mails are kept this long as a delivery log, without their content. */
export const OUTBOX_LOG_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/** The key of the PostgreSQL advisory lock that lets one instance at a time run retention. */
export const RETENTION_LOCK = 0x72657465;

export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export type RetentionResult = { leads: number; outbox: number; subscribers: number };

function retentionStatements(retentionMonths: number, now: Date, unconfirmedDays: number): Statement[] {
  return [
    { text: 'DELETE FROM leads WHERE created_at < ?', params: [monthsBefore(now, retentionMonths).toISOString()] },
    {
      text: 'DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < ?',
      params: [now.getTime() - OUTBOX_LOG_DAYS * DAY_MS],
    },
    {
      text: "DELETE FROM subscribers WHERE status = 'pending' AND confirm_sent_at < ?",
      params: [new Date(now.getTime() - unconfirmedDays * DAY_MS).toISOString()],
    },
    ...pruneLimitsStatements(now.getTime()),
    // A used status link is remembered until long after it could work again (it expires in 30 days).
    { text: 'DELETE FROM used_links WHERE used_at < ?', params: [now.getTime() - 2 * STATUS_LINK_TTL_MS] },
  ];
}

/**
 * Deletes what we no longer need: leads past the retention period (their queued e-mails go with them),
 * old delivery records, the memory of auto-replies older than a day, and sign-ups that were never
 * confirmed (they carry no consent; the privacy notice states the same number of days). Null when
 * another PostgreSQL instance is running it already.
 */
export async function applyRetention(
  db: Sql,
  retentionMonths: number,
  now: Date,
  unconfirmedDays: number,
): Promise<RetentionResult | null> {
  const statements = retentionStatements(retentionMonths, now, unconfirmedDays);
  const results =
    db.engine === 'postgres'
      ? // Several instances on one PostgreSQL: the first takes the lock, the others skip this round.
        await db.transaction(async (tx) => {
          const locked = await tx.value<boolean>('SELECT pg_try_advisory_xact_lock(?)', [RETENTION_LOCK]);
          return locked ? tx.batch(statements) : null;
        })
      : await db.batch(statements);
  if (!results) return null;
  const [leads, outbox, subscribers] = results.map((r) => r.changes);
  return { leads: leads!, outbox: outbox!, subscribers: subscribers! };
}
