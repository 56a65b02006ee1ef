/**
 * The forms data on Cloudflare D1, behind the same `Sql` interface as SQLite and PostgreSQL
 * (server/sql.ts).
 *
 * `engine` is 'sqlite': D1 *is* SQLite (the same dialect, `?` placeholders, `COLLATE NOCASE`,
 * `ON CONFLICT … DO UPDATE … RETURNING`, the same migrations), and every place the core branches on the
 * engine is a SQLite-vs-PostgreSQL difference of dialect (the subscriber conflict target, `FOR UPDATE SKIP
 * LOCKED`, advisory locks), where D1 takes the SQLite side. What D1 lacks is not dialect but interactive
 * transactions, and the request paths do not use them: they use `batch()`, D1's own atomic unit.
 */
import type { BatchResult, Params, Row, Sql, Statement } from '@/server/sql';

/** A statement that only reads: it changed nothing, whatever the driver's counter says. */
const READS = /^\s*(SELECT|WITH|VALUES)\b/i;

/**
 * D1's own words for a failure that is not the query's fault (docs: d1/observability/debug-d1, "retry
 * these"): the database is restarting, overloaded or unreachable. Marked like a busy SQLite, so the core
 * answers 503 with Retry-After (server/core/db-errors.ts) rather than a 500.
 */
const TRANSIENT =
  /Network connection lost|storage caused object to be reset|reset because its code was updated|D1 DB is overloaded|transient issue|Internal error while starting up D1|D1_RESET_DO/i;

function markTransient(error: unknown): never {
  if (error instanceof Error && TRANSIENT.test(error.message)) {
    Object.assign(error, { code: 'SQLITE_BUSY_D1' });
  }
  throw error;
}

/** D1 binds null, numbers, strings, booleans and ArrayBuffers; undefined is an error there, a bigint too. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/**
 * Splits a script of several statements at the semicolons that end them (not inside a quoted string,
 * an identifier or a comment). D1's exec() takes one statement per line, which our migrations are not.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (let i = 0; i < script.length; i++) {
    const char = script[i]!;
    if (char === "'" || char === '"') {
      const end = script.indexOf(char, i + 1);
      const stop = end === -1 ? script.length : end;
      current += script.slice(i, stop + 1);
      i = stop;
    } else if (char === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end;
      current += '\n';
    } else if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

export class D1Sql implements Sql {
  readonly engine = 'sqlite' as const;

  constructor(private readonly db: D1Database) {}

  private prepare(text: string, params: Params = []): D1PreparedStatement {
    const statement = this.db.prepare(text);
    return params.length > 0 ? statement.bind(...params.map(bindable)) : statement;
  }

  async all<T = Row>(text: string, params?: Params): Promise<T[]> {
    const result = await this.prepare(text, params).all<T>().catch(markTransient);
    return result.results ?? [];
  }

  async get<T = Row>(text: string, params?: Params): Promise<T | undefined> {
    const row = await this.prepare(text, params).first<T>().catch(markTransient);
    return row ?? undefined;
  }

  async value<T = unknown>(text: string, params?: Params): Promise<T | undefined> {
    const row = await this.get<Row>(text, params);
    return row === undefined ? undefined : (Object.values(row)[0] as T);
  }

  async run(text: string, params?: Params): Promise<number> {
    const result = await this.prepare(text, params).run().catch(markTransient);
    return result.meta.changes ?? 0;
  }

  /** Several statements without parameters, as one batch (so all or none, like a migration). */
  async exec(text: string): Promise<void> {
    const statements = splitStatements(text);
    if (statements.length === 0) return;
    await this.db.batch(statements.map((s) => this.db.prepare(s))).catch(markTransient);
  }

  /**
   * D1 has no interactive transaction (BEGIN is refused: "To execute a transaction, please use
   * state.storage.transaction()"), so there is nothing honest to hand a callback. Request paths use
   * batch(); what still needs transaction() (the Node migrations, PostgreSQL's advisory locks) does not
   * run on D1: its migrations are applied by `wrangler d1 migrations apply` from migrations/d1/.
   */
  transaction<T>(_fn: (tx: Sql) => Promise<T>): Promise<T> {
    return Promise.reject(
      new Error(
        'D1 has no interactive transactions: use Sql.batch() (one atomic unit) instead of Sql.transaction().',
      ),
    );
  }

  /** D1's batch(): the statements in order, in one transaction (a failing statement rolls back all). */
  async batch(statements: readonly Statement[]): Promise<BatchResult[]> {
    if (statements.length === 0) return [];
    const results = await this.db
      .batch<Row>(statements.map(({ text, params }) => this.prepare(text, params)))
      .catch(markTransient);
    return results.map((result, i) => ({
      rows: result.results ?? [],
      changes: READS.test(statements[i]!.text) ? 0 : (result.meta.changes ?? 0),
    }));
  }

  /** The binding lives as long as the isolate: nothing to close. */
  async close(): Promise<void> {}
}
