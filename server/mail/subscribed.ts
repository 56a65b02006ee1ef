/**
 * The outbox's check before it sends a batch of newsletter letters (server/mail/outbox.ts). Its own module,
 * without the letters' Markdown renderer (server/mail/newsletter.ts), so the Worker's bundle does not carry it.
 */
import { addressHash } from '@/server/core/gdpr';
import type { Sql } from '@/server/sql';

/**
 * Of these outbox rows, the ones whose subscriber may still get a letter: confirmed (not pending, not
 * unsubscribed, not erased: an erased one has no row) and not on the suppression list. The outbox asks it
 * right before each batch it sends.
 */
export async function stillSubscribed(db: Sql, outboxIds: readonly number[]): Promise<Set<number>> {
  if (outboxIds.length === 0) return new Set();
  const rows = await db.all<{ id: number; email: string }>(
    `SELECT o.id, s.email FROM outbox o JOIN subscribers s ON s.id = o.subscriber_id
      WHERE s.status = 'confirmed' AND o.id IN (${outboxIds.map(() => '?').join(', ')})`,
    outboxIds,
  );
  const hashes = new Map<number, string>();
  for (const row of rows) hashes.set(Number(row.id), await addressHash(row.email));
  const suppressed =
    hashes.size === 0
      ? new Set<string>()
      : new Set(
          (
            await db.all<{ address_hash: string }>(
              `SELECT address_hash FROM suppressions WHERE address_hash IN (${[...hashes].map(() => '?').join(', ')})`,
              [...hashes.values()],
            )
          ).map((r) => r.address_hash),
        );
  return new Set([...hashes].filter(([, hash]) => !suppressed.has(hash)).map(([id]) => id));
}
