/**
 * The one data-access interface the forms service uses, with two dialects behind it: SQLite through
 * better-sqlite3 (the default, one file under DATA_DIR) and PostgreSQL through pg (DATABASE_URL).
 *
 * Queries are written once, in the SQL both engines share, with `?` placeholders (the PostgreSQL side
 * numbers them). Where the engines differ (claiming the outbox, locks, case-insensitive e-mail lookup)
 * the caller branches on `engine`; those places are few and each says why.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { isConnectionError } from '@/server/core/db-errors';

export type Engine = 'sqlite' | 'postgres';
export type Params = readonly unknown[];
export type Row = Record<string, unknown>;

/** One statement of a batch. */
export type Statement = { text: string; params?: Params };
/** What a statement of a batch did: the rows it returned (RETURNING, SELECT) and the rows it changed. */
export type BatchResult<T = Row> = { rows: T[]; changes: number };

export interface Sql {
  readonly engine: Engine;
  all<T = Row>(text: string, params?: Params): Promise<T[]>;
  get<T = Row>(text: string, params?: Params): Promise<T | undefined>;
  /** The first column of the first row (COUNT(*), RETURNING id, …). */
  value<T = unknown>(text: string, params?: Params): Promise<T | undefined>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(text: string, params?: Params): Promise<number>;
  /** Several statements without parameters (migrations, tests). */
  exec(text: string): Promise<void>;
  /**
   * Runs fn in one transaction (BEGIN IMMEDIATE on SQLite, so the write lock is taken up front). fn must
   * only do database work through the `tx` it is given: on SQLite other requests wait for it.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs the statements in order as one transaction: all of them commit or none. The one atomic unit every
   * host has (D1 has no interactive transactions, only batches), so request paths use it, not
   * transaction(): a statement cannot branch on an earlier one's result except in SQL (guards on a
   * claim token the batch writes; rows linked by a unique value, never last_insert_rowid()).
   */
  batch(statements: readonly Statement[]): Promise<BatchResult[]>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------- SQLite

/** Statements on one better-sqlite3 connection, run synchronously (each method resolves at once). */
class SqliteStatements {
  readonly engine = 'sqlite' as const;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(readonly db: Database.Database) {}

  private prepare(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(text, statement);
    }
    return statement;
  }

  all<T>(text: string, params: Params = []): T[] {
    const statement = this.prepare(text);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.all(...params) as T[];
  }

  get<T>(text: string, params: Params = []): T | undefined {
    const statement = this.prepare(text);
    if (!statement.reader) {
      statement.run(...params);
      return undefined;
    }
    return statement.get(...params) as T | undefined;
  }

  run(text: string, params: Params = []): number {
    return this.prepare(text).run(...params).changes;
  }

  /** The statements in order, on the caller's open transaction. */
  batch(statements: readonly Statement[]): BatchResult[] {
    return statements.map(({ text, params = [] }) => {
      const statement = this.prepare(text);
      if (!statement.reader) return { rows: [], changes: statement.run(...params).changes };
      const rows = statement.all(...params) as Row[];
      // A reader that writes (… RETURNING) returns one row per row it changed, as D1 and pg count them.
      return { rows, changes: READS.test(text) ? 0 : rows.length };
    });
  }
}

/** A statement that only reads. */
const READS = /^\s*(SELECT|WITH|VALUES)\b/i;

const firstColumn = <T>(row: Row | undefined): T | undefined =>
  row === undefined ? undefined : (Object.values(row)[0] as T);

/** What a transaction's callback gets: the same connection, inside the open transaction. */
class SqliteTransaction implements Sql {
  readonly engine = 'sqlite' as const;
  constructor(private readonly statements: SqliteStatements) {}
  async all<T = Row>(text: string, params?: Params) {
    return this.statements.all<T>(text, params);
  }
  async get<T = Row>(text: string, params?: Params) {
    return this.statements.get<T>(text, params);
  }
  async value<T = unknown>(text: string, params?: Params) {
    return firstColumn<T>(this.statements.get<Row>(text, params));
  }
  async run(text: string, params?: Params) {
    return this.statements.run(text, params);
  }
  async exec(text: string) {
    this.statements.db.exec(text);
  }
  /** A transaction inside a transaction joins it. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async batch(statements: readonly Statement[]) {
    return this.statements.batch(statements);
  }
  async close() {}
}

/**
 * SQLite through better-sqlite3: one connection, statements run synchronously. Transactions (BEGIN
 * IMMEDIATE … COMMIT) run one after the other; their callbacks await between statements, so while one is
 * open, every other call waits for it to end: another request's statement can never slip into it (and be
 * rolled back with it) or commit half of it.
 */
export class SqliteSql implements Sql {
  readonly engine = 'sqlite' as const;
  private readonly statements: SqliteStatements;
  /** Settles when the last queued transaction has ended. */
  private queue: Promise<unknown> = Promise.resolve();
  private inTransaction = false;

  constructor(readonly db: Database.Database) {
    this.statements = new SqliteStatements(db);
  }

  /** Resolves once no transaction is open (at once, the usual case). */
  private async idle(): Promise<void> {
    while (this.inTransaction) await this.queue;
  }

  async all<T = Row>(text: string, params?: Params): Promise<T[]> {
    if (this.inTransaction) await this.idle();
    return this.statements.all<T>(text, params);
  }

  async get<T = Row>(text: string, params?: Params): Promise<T | undefined> {
    if (this.inTransaction) await this.idle();
    return this.statements.get<T>(text, params);
  }

  async value<T = unknown>(text: string, params?: Params): Promise<T | undefined> {
    return firstColumn<T>(await this.get<Row>(text, params));
  }

  async run(text: string, params?: Params): Promise<number> {
    if (this.inTransaction) await this.idle();
    return this.statements.run(text, params);
  }

  async exec(text: string): Promise<void> {
    if (this.inTransaction) await this.idle();
    this.db.exec(text);
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const run = async () => {
      this.db.exec('BEGIN IMMEDIATE');
      this.inTransaction = true;
      try {
        const result = await fn(new SqliteTransaction(this.statements));
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      } finally {
        this.inTransaction = false;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => {});
    return result;
  }

  batch(statements: readonly Statement[]): Promise<BatchResult[]> {
    return this.transaction(async (tx) => tx.batch(statements));
  }

  async close(): Promise<void> {
    await this.queue;
    if (this.db.open) this.db.close();
  }
}

// ------------------------------------------------------------------------------------------ PostgreSQL

/** `?` → `$1, $2, …` (our queries never put a `?` inside a string literal). */
const numbered = new Map<string, string>();
function toPg(text: string): string {
  let converted = numbered.get(text);
  if (converted === undefined) {
    let n = 0;
    converted = text.replace(/\?/g, () => `$${++n}`);
    if (numbered.size > 1000) numbered.clear();
    numbered.set(text, converted);
  }
  return converted;
}

// BIGINT ids and counts, and NUMERIC sums, come back as numbers like SQLite's (our values stay far below
// 2^53). Set on our pool only, not globally.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => (value === null ? null : Number(value));
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

type Queryable = pg.Pool | pg.PoolClient;

/**
 * How long PostgreSQL work may take before it counts as the database being unavailable (a 503 with
 * Retry-After, nothing stored). A connection can go silent without a reset (a failover, a NAT or relay
 * that stops forwarding): without these a query on it waited for the OS's TCP timeouts, minutes, while
 * the database itself was fine (issue 44).
 */
export const PG_TIMEOUTS = {
  /** A new connection, TCP and start-up handshake (pg's connectionTimeoutMillis; also the wait for a free one). */
  connectMs: 5_000,
  /** One statement on the server (statement_timeout): the server cancels it, SQLSTATE 57014. */
  statementMs: 4_000,
  /**
   * One query as the client waits for its answer (pg's query_timeout): what notices a silent connection,
   * which a reset or keep-alive never does when something in between still acknowledges the packets.
   * Above statementMs, so a slow statement is the server's own cancel. The client is destroyed after.
   */
  queryMs: 5_000,
  /** A transaction left open by a client gone silent: the server ends that session, and its locks. */
  idleInTransactionMs: 10_000,
  /** The first TCP keep-alive probe after this much idle, instead of the OS's 7,200 s. */
  keepAliveMs: 10_000,
};

/** A query without parameters, with pg's query_timeout (which @types/pg's QueryConfig does not list). */
function timed(text: string, queryTimeoutMs: number | undefined): pg.QueryConfig {
  const config: pg.QueryConfig & { query_timeout?: number } = { text, query_timeout: queryTimeoutMs };
  return config;
}

class PgQueries {
  /** `queryTimeoutMs`: per query (pg's query_timeout); none on the migration session, which may wait for a lock. */
  constructor(
    protected readonly client: Queryable,
    protected readonly queryTimeoutMs: number | undefined = PG_TIMEOUTS.queryMs,
  ) {}

  /** A query's config: the text with numbered parameters, our type parsers, the query timeout. */
  protected config(text: string, params: Params = []) {
    return { text: toPg(text), values: params as unknown[], types, query_timeout: this.queryTimeoutMs };
  }

  async all<T = Row>(text: string, params: Params = []): Promise<T[]> {
    const result = await this.client.query(this.config(text, params));
    return result.rows as T[];
  }

  async get<T = Row>(text: string, params?: Params): Promise<T | undefined> {
    return (await this.all<T>(text, params))[0];
  }

  async value<T = unknown>(text: string, params?: Params): Promise<T | undefined> {
    const row = await this.get<Row>(text, params);
    return row === undefined ? undefined : (Object.values(row)[0] as T);
  }

  async run(text: string, params: Params = []): Promise<number> {
    const result = await this.client.query(this.config(text, params));
    return result.rowCount ?? 0;
  }

  async exec(text: string): Promise<void> {
    await this.client.query(timed(text, this.queryTimeoutMs));
  }

  /** The statements in order on this client (the caller holds it in a transaction). */
  protected async runBatch(client: Queryable, statements: readonly Statement[]): Promise<BatchResult[]> {
    const results: BatchResult[] = [];
    for (const { text, params = [] } of statements) {
      const result = await client.query(this.config(text, params));
      results.push({ rows: result.rows as Row[], changes: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0) });
    }
    return results;
  }
}

class PgTransaction extends PgQueries implements Sql {
  readonly engine = 'postgres' as const;
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return fn(this);
  }
  batch(statements: readonly Statement[]): Promise<BatchResult[]> {
    return this.runBatch(this.client, statements);
  }
  async close(): Promise<void> {}
}

/**
 * BEGIN … COMMIT on one client. After a connection error no ROLLBACK is sent: it would queue behind the
 * query that never answered and wait out its own timeout; the client is destroyed, and the server rolls
 * back the session's transaction when the session ends.
 */
async function inTransaction<T>(client: pg.PoolClient, queryTimeoutMs: number | undefined, fn: (tx: Sql) => Promise<T>): Promise<T> {
  const query = (text: string) => client.query(timed(text, queryTimeoutMs));
  await query('BEGIN');
  try {
    const result = await fn(new PgTransaction(client, queryTimeoutMs));
    await query('COMMIT');
    return result;
  } catch (error) {
    if (!isConnectionError(error)) await query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * One connection, its own transactions (BEGIN … COMMIT on it): the migrations, under their advisory
 * lock. No query timeout: waiting for another instance's migration is waiting, not a fault.
 */
export class PgSessionSql extends PgQueries implements Sql {
  readonly engine = 'postgres' as const;
  constructor(client: pg.PoolClient) {
    super(client, undefined);
  }
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return inTransaction(this.client as pg.PoolClient, undefined, fn);
  }
  batch(statements: readonly Statement[]): Promise<BatchResult[]> {
    return this.transaction((tx) => tx.batch(statements));
  }
  async close(): Promise<void> {}
}

export class PostgresSql extends PgQueries implements Sql {
  readonly engine = 'postgres' as const;

  constructor(readonly pool: pg.Pool) {
    super(pool);
  }

  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.withClient((client) => inTransaction(client, this.queryTimeoutMs, fn));
  }

  batch(statements: readonly Statement[]): Promise<BatchResult[]> {
    return this.transaction((tx) => tx.batch(statements));
  }

  /**
   * Runs fn on one connection of its own (transactions, session-level advisory locks). While it is
   * checked out, a connection the network or the server drops emits "error" on the client itself, not on
   * the pool: unheard, that event ends the process. Heard here, the query under way rejects with it, and
   * the broken client is destroyed on release rather than handed to the next request. So is one whose
   * query timed out (PG_TIMEOUTS.queryMs): its answer may still come, to whoever asks next.
   */
  async withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (error) {
      // A connection error leaves the session in an unknown state (an open transaction): never reuse it.
      if (isConnectionError(error)) broken ??= error as Error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  }

  private closing: Promise<void> | null = null;

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

export function createPool(databaseUrl: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // While the database is down, a request waits at most this long for a connection, then gets its 503.
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    // Sent at start-up, so every session has them (the migration session lifts statement_timeout).
    statement_timeout: PG_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
    // A peer that vanished without a reset (a dropped route, a NAT that forgot the flow) is noticed by
    // the kernel's keep-alive: the first probe after 10 s idle, then the OS's interval and count (Linux:
    // 9 × 75 s; Node sets only the delay). query_timeout is what bounds a request.
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveMs,
  });
  // An idle connection dropped by the server (restart, failover) must not end the process.
  pool.on('error', () => {});
  return pool;
}

export { isDatabaseUnavailable } from '@/server/core/db-errors';
