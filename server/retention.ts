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
export function applyRetention(
  db: DB,
  retentionMonths: number,
  now = new Date(),
  unconfirmedDays = siteConfig.unconfirmedSignupDays,
): RetentionResult {
  return db
    .transaction(() => {
      const leads = db
        .prepare('DELETE FROM leads WHERE created_at < ?')
        .run(monthsBefore(now, retentionMonths).toISOString()).changes;
      const outbox = db
        .prepare('DELETE FROM outbox WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < ?')
        .run(now.getTime() - OUTBOX_LOG_DAYS * DAY_MS).changes;
      const subscribers = db
        .prepare("DELETE FROM subscribers WHERE status = 'pending' AND confirm_sent_at < ?")
        .run(new Date(now.getTime() - unconfirmedDays * DAY_MS).toISOString()).changes;
      pruneLimits(db, now.getTime());
      return { leads, outbox, subscribers };
    })
    .immediate();
}
