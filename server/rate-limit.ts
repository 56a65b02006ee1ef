import type { RateLimitOptions } from '@/server/config';
import type { DB } from '@/server/db';

/** Counts a request; the seconds to wait when over the limit, else 0. */
export interface Limiter {
  hit(key: string, now?: number): number | Promise<number>;
}

/** Upper bound on tracked clients, so a flood of distinct addresses cannot exhaust memory. */
const MAX_KEYS = 50_000;

/**
 * Fixed-window counter per client and endpoint, in memory: enough for one server process, and it
 * forgets everything on restart, which is acceptable for spam control.
 */
export class RateLimiter implements Limiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  /** Counts a request; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (!entry && this.hits.size >= MAX_KEYS) this.evict(now);
      entry = { count: 0, resetAt: now + this.options.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.options.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    // Still full: drop the oldest windows (Map keeps insertion order).
    for (const key of this.hits.keys()) {
      if (this.hits.size < MAX_KEYS * 0.9) break;
      this.hits.delete(key);
    }
  }
}

/**
 * The same limit shared by every instance on one PostgreSQL: one row per client key and fixed window,
 * counted with one UPSERT, so two instances never both let the 11th request through. Rows of ended
 * windows are deleted by the retention job and, more often, by `sweep`.
 */
export class SharedRateLimiter implements Limiter {
  constructor(
    private readonly db: DB,
    private readonly options: RateLimitOptions,
  ) {}

  async hit(key: string, now = Date.now()): Promise<number> {
    const windowStart = now - (now % this.options.windowMs);
    const hits = await this.db.value<number>(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits`,
      [key, windowStart],
    );
    if ((hits ?? 0) <= this.options.max) return 0;
    return Math.max(1, Math.ceil((windowStart + this.options.windowMs - now) / 1000));
  }

  /** Deletes the counts of windows that have ended. */
  sweep(now = Date.now()): Promise<number> {
    return this.db.run('DELETE FROM rate_limits WHERE window_start < ?', [now - this.options.windowMs]);
  }
}

/** IPv6 clients usually own a whole /64, so they are counted per /64, not per address. */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
