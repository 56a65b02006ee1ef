import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE_IN } from '@/server/core/context';
import { contactLoad, startRelay, unexpected, type LoadResult, type Relay } from '@/server/fault-kit';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '@/server/test-postgres';
import { freePort, startServerProcess, startSmtpSink, VALID_LEAD, type ServerProcess, type SmtpSink } from '@/server/testing';

/**
 * The fault suite, PostgreSQL side: the real server in a child process, a PostgreSQL server of its own
 * (so stopping it disturbs no other test) reached through a TCP relay the test controls, under a steady
 * load of contact posts. Whatever the network or the database does, the process stays up, every answer
 * is a 201 or the designed 503 (Retry-After, "write to us by e-mail" in the form's language), every
 * acknowledged lead is stored, and the pool heals once the database is back.
 */

let postgres: TestPostgres;
let relay: Relay;
let sink: SmtpSink;
let databaseUrl: string;
const children: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  relay = await startRelay(postgres.port);
  sink = await startSmtpSink();
  const database = await createTestDatabase(postgres.adminUrl, 'faults');
  const url = new URL(database.url);
  url.port = String(relay.port);
  databaseUrl = url.href;
}, 60_000);

afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  await relay?.close();
  await sink?.close();
  await postgres?.stop();
});

/** The server under test; `through` another relay than the shared one (its own connections only). */
async function server(through?: Relay): Promise<ServerProcess> {
  const url = new URL(databaseUrl);
  if (through) url.port = String(through.port);
  const started = await startServerProcess(await freePort(), {
    DATABASE_URL: url.href,
    DATABASE_POOL_SIZE: '5',
    DATA_DIR: path.join(os.tmpdir(), 'faults-pg-unused'),
    OUT_DIR: path.join(os.tmpdir(), 'faults-pg-no-site'),
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    // The shared limiter (a PostgreSQL table) is on, high enough that the load is never limited: its
    // query is the first a post makes, and the one that answered 500 while the database was down.
    RATE_LIMIT_MAX: '100000',
    MAIL_STRANGER_LIMIT_PER_HOUR: '100000',
    MAIL_DOMAIN_LIMIT_PER_DAY: '100000',
    OUTBOX_POLL_MS: '200',
  });
  children.push(started);
  return started;
}

/** Leads stored for these addresses, read straight from PostgreSQL (not through the relay). */
async function stored(emails: string[]): Promise<Set<string>> {
  const direct = new URL(databaseUrl);
  direct.port = String(postgres.port);
  const client = new pg.Client({ connectionString: direct.href });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('SELECT email FROM leads WHERE email = ANY($1)', [emails]);
    return new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

/** Posts until one is accepted: the pool has healed. */
async function healed(origin: string): Promise<boolean> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'După furtună',
        email: `healed-${Date.now()}@firma-healed.ro`,
        services: ['web-design'],
        message: 'Un mesaj trimis după ce baza de date a revenit, ca să vedem că serviciul primește din nou.',
        elapsedMs: 8000,
      }),
    }).catch(() => null);
    if (response?.status === 201) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function report(name: string, result: LoadResult, lost: number, crashed: boolean) {
  const counts = [...result.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `faults (${name}): answers ${counts.join(' ')}; crashes ${crashed ? 1 : 0}, 5xx other than the designed 503: ${unexpected(result)}, acknowledged leads lost: ${lost} of ${result.acknowledged.length}`,
  );
}

async function check(name: string, app: ServerProcess, result: LoadResult, lang: 'ro' | 'en') {
  const saved = await stored(result.acknowledged);
  const lost = result.acknowledged.filter((email) => !saved.has(email)).length;
  const crashed = app.child.exitCode !== null || app.child.signalCode !== null;
  report(name, result, lost, crashed);
  expect(crashed, app.output()).toBe(false);
  expect(unexpected(result), [...result.statuses.entries()].join(' ')).toBe(0);
  expect(lost).toBe(0);
  expect(result.acknowledged.length).toBeGreaterThan(0);
  for (const answer of result.unavailable) {
    expect(answer.message).toBe(UNAVAILABLE_MESSAGE_IN[lang]);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  // One log line per refused request, never a stack trace.
  expect(app.output()).not.toMatch(/\n\s+at /);
  expect(await healed(app.origin)).toBe(true);
}

// One retry on CI, as Playwright's: a run with three test files at once on two cores once saw one request of
// 201 get no answer within 20 s while PostgreSQL restarted (status 0), never reproduced alone.
describe('PostgreSQL faults under load (25 posts a second)', { timeout: 120_000, retry: process.env.CI ? 1 : 0 }, () => {
  it('connections reset mid-query every second through a relay: no crash, no 500, no lead lost', async () => {
    const app = await server();
    let resets = 0;
    const result = await contactLoad(app.origin, {
      perSecond: 25,
      seconds: 6,
      tag: 'reset',
      onTick: (second) => {
        if (second > 0) resets += relay.reset();
      },
    });
    expect(resets).toBeGreaterThan(0);
    await check('connections reset', app, result, 'ro');
  });

  it('the network to the database gone for 2 s, then back: 503s in English for the English form, then 201s again', async () => {
    const app = await server();
    const result = await contactLoad(app.origin, {
      perSecond: 25,
      seconds: 6,
      tag: 'partition',
      lang: 'en',
      onTick: (second) => {
        if (second === 2) relay.down();
        if (second === 4) relay.up();
      },
    });
    expect(result.unavailable.length).toBeGreaterThan(0);
    await check('network down 2 s', app, result, 'en');
  });

  it('five pooled connections gone silent (no reset): every post answered within seconds, 201 or 503, and healed without a restart (issue 44)', async () => {
    // A relay of its own: the other tests' servers (still running) keep their connections on the shared one.
    const own = await startRelay(postgres.port);
    const app = await server(own);
    // Thirty posts at once: all five connections of the pool open (DATABASE_POOL_SIZE=5).
    const warm = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${app.origin}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...VALID_LEAD, email: `warm-${i}@firma-warm-${i}.ro` }),
        }).then((r) => r.status),
      ),
    );
    expect(warm.every((status) => status === 201), warm.join(' ')).toBe(true);
    let frozen = 0;
    // Frozen from the second second until every post of the load has its answer (or the load's own 20 s
    // timeout, a status 0): the relay lets go only after.
    const result = await contactLoad(app.origin, {
      perSecond: 25,
      seconds: 7,
      tag: 'silent',
      onTick: (second) => {
        if (second === 1) frozen = own.freeze();
      },
    }).finally(() => own.thaw());
    expect(frozen).toBe(5);
    // The query timeout (5 s, PG_TIMEOUTS), or as long waiting for a connection: far from the 6 s the
    // connections stayed silent under the load.
    console.log(`faults (silent connections): slowest answer ${Math.round(result.slowestMs)} ms`);
    expect(result.slowestMs).toBeLessThan(12_000);
    // The last second's posts, with the five connections still silent: all stored. The timed-out clients
    // were destroyed and replaced, not handed out again.
    const lastSecond = Array.from({ length: 25 }, (_, i) => `silent-${6 * 25 + i}@firma-silent-${6 * 25 + i}.ro`);
    expect(lastSecond.filter((email) => !result.acknowledged.includes(email))).toEqual([]);
    expect(result.unavailable.length).toBeGreaterThan(0);
    await check('five connections silent', app, result, 'ro');
    app.child.kill('SIGKILL');
    await own.close();
  });

  it('PostgreSQL stopped and started under load; /api/health says "unavailable" meanwhile, nothing more', async () => {
    const app = await server();
    let health: { status: number; body: string } | null = null;
    let halted = false;
    const result = await contactLoad(app.origin, {
      perSecond: 25,
      seconds: 8,
      tag: 'restart',
      onTick: async (second) => {
        if (second === 2) {
          await postgres.halt();
          halted = true;
          // A GET is retried once on a network error, as browsers do: while halt() waited, the server may
          // have closed the idle keep-alive socket the client's pool hands this request (ECONNRESET).
          const probe = () => fetch(`${app.origin}/api/health`);
          const response = await probe()
            .catch(probe)
            .catch((error: Error) => {
              // Say why: the process gone (its exit code and last lines), or only the connection refused.
              throw new Error(`/api/health unreachable with the database stopped (server exit code ${app.child.exitCode}): ${error.message}\n${app.output().slice(-4000)}`);
            });
          health = { status: response.status, body: await response.text() };
        }
        if (second === 5) {
          await postgres.resume();
          halted = false;
        }
      },
    }).finally(async () => {
      // A failed attempt must not leave the database stopped for the retry (and the tests after it).
      if (halted) await postgres.resume();
    });
    expect(health).not.toBeNull();
    expect(health!.status).toBe(503);
    const body = JSON.parse(health!.body) as { database: string };
    expect(body.database).toBe('unavailable');
    // Neither the address nor the port of the database leaks.
    expect(health!.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|\d{4,5}/);
    expect(result.unavailable.length).toBeGreaterThan(0);
    await check('database restarted', app, result, 'ro');
  });
});
