/** How a database error is told apart from a bug, on every engine (no driver imported here). */

/** PostgreSQL SQLSTATE classes that say the server or the connection is gone, not that the query was bad. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3])/;
/** Node socket errors (refused, reset, unreachable, timed out). */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  // pg's own words for a connection that ended or never came.
  // "Query read timeout": query_timeout ran out on a connection gone silent (server/sql.ts PG_TIMEOUTS).
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not queryable|Query read timeout/i.test(
    error.message,
  );
}

/**
 * Whether an error means the database cannot be reached or cannot write right now (down, restarting,
 * connection dropped, disk full, locked), as opposed to a bug in a query. Such a request is answered 503
 * with Retry-After, logged in one line; anything else stays a 500 with its stack.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL cancelled a statement past statement_timeout (server/sql.ts): too slow or waiting on a
  // lock held by a session gone silent; the transaction rolled back, so nothing was stored.
  if (code === '57014') return true;
  // better-sqlite3: busy past busy_timeout, disk full, I/O error, read-only file system, cannot open.
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN)/.test(code);
}

/**
 * Whether an insert failed on the unique index named `index` of `table` (`column` on SQLite and D1, whose
 * message names the column; the index on PostgreSQL, whose error names it): a race lost, not a bug.
 */
export function isUniqueViolation(error: unknown, table: string, column: string, index: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as Error & { code?: unknown; constraint?: unknown };
  if (code === '23505') return constraint === index;
  return error.message.includes(`UNIQUE constraint failed: ${table}.${column}`);
}
