import { siteConfig } from '@/lib/site';
import type { DB } from '@/server/db';
import { pruneLimits } from '@/server/mail/limits';

/** Sent (or abandoned) e-mails are kept this long as a delivery log, without their content. */
const OUTBOX_LOG_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export type RetentionResult = { leads: number; outbox: number; subscribers: number };

/**
 * Deletes what we no longer need: leads past the retention period (their queued e-mails go with them),
 * old delivery records, the memory of auto-replies older than a day, and sign-ups that were never confirmed (they carry no consent; the privacy notice
 * states the same number of days, from the site config).
 */
/** The key of the PostgreSQL advisory lock that lets one instance at a time run retention. */
export const RETENTION_LOCK = 0x72657465;

export async function applyRetention(
  db: DB,
  retentionMonths: number,
  now = new Date(),
  unconfirmedDays = siteConfig.unconfirmedSignupDays,
): Promise<RetentionResult | null> {
  return db.transaction(async (tx) => {
    // Several instances on one PostgreSQL: the first takes the lock, the others skip this round (null).
    if (tx.engine === 'postgres') {
      const locked = await tx.value<boolean>('SELECT pg_try_advisory_xact_lock(?)', [RETENTION_LOCK]);
      if (!locked) return null;
    }
    const leads = await tx.run('DELETE FROM leads WHERE created_at < ?', [
      monthsBefore(now, retentionMonths).toISOString(),
    ]);
    const outbox = await tx.run(
      'DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < ?',
      [now.getTime() - OUTBOX_LOG_DAYS * DAY_MS],
    );
    const subscribers = await tx.run(
      "DELETE FROM subscribers WHERE status = 'pending' AND confirm_sent_at < ?",
      [new Date(now.getTime() - unconfirmedDays * DAY_MS).toISOString()],
    );
    await pruneLimits(tx, now.getTime());
    return { leads, outbox, subscribers };
  });
}
