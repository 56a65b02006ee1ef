import { siteConfig } from '@/lib/site';
import type { DB } from '@/server/db';
import { applyRetention as apply, type RetentionResult } from '@/server/core/retention';

export { monthsBefore, RETENTION_LOCK, type RetentionResult } from '@/server/core/retention';

/** Retention on the Node host: the unconfirmed sign-ups' days come from the site config (the privacy notice's). */
export function applyRetention(
  db: DB,
  retentionMonths: number,
  now = new Date(),
  unconfirmedDays = siteConfig.unconfirmedSignupDays,
): Promise<RetentionResult | null> {
  return apply(db, retentionMonths, now, unconfirmedDays);
}
