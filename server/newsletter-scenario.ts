/**
 * The newsletter's sending, proved the same way on every store (issue 47): SQLite and PostgreSQL
 * (server/newsletter.test.ts, both vitest projects) and D1 (worker/newsletter-d1.test.ts, Miniflare's D1).
 *
 * 1,000 confirmed subscribers (inserted in one batch) plus pending, unsubscribed, erased and suppressed
 * addresses; two `send` runs at once; an outbox whose process dies after 250 accepted messages with a
 * batch in flight (its transport never answers again, as after a SIGKILL: it writes nothing more); a
 * subscriber who unsubscribes between two batches; then two outbox instances sending at once, hour after
 * hour on a moved clock. Every eligible address gets the letter exactly once, the others nothing, and no
 * clock hour sends more than the cap.
 *
 * Runtime-neutral and without vitest: D1's run happens inside workerd (worker/newsletter-d1.test.ts
 * bundles it), where D1 is local; the checks are server/newsletter-scenario.check.ts.
 */
import { addressHash, eraseAddress } from '@/server/core/gdpr';
import { unsubscribeStatements } from '@/server/core/newsletter';
import { HOUR_MS } from '@/server/mail/limits';
import { letterStatus, queueLetter, type Letter, type LetterBrand } from '@/server/mail/newsletter';
import { OutboxWorker } from '@/server/mail/outbox';
import type { MailTransport, WireMessage } from '@/server/mail/transport';
import type { Sql, Statement } from '@/server/sql';

export const LETTER: Letter = {
  slug: 'scrisoare-test',
  date: '2026-11-01',
  archive: true,
  ro: {
    subject: 'Scrisoarea de noiembrie',
    preheader: 'Trei idei',
    markdown: 'Bună!\n\nO idee cu un [link](https://example.ro/a).',
  },
  en: { subject: 'The November letter', markdown: 'Hello!\n\nAn idea with a [link](https://example.ro/a).' },
};

export const BRAND: LetterBrand = {
  siteName: 'Studio Creativ',
  siteUrl: 'https://www.studiocreativ.ro',
  publicUrl: 'https://www.studiocreativ.ro',
  primary: '#1f4e3d',
  accent: '#f2b880',
  legalName: 'Studio Creativ SRL',
  legalDetails: 'CUI RO12345678, Str. Exemplului nr. 1, București',
  ownerEmail: 'contact@studiocreativ.ro',
};

const CONFIRMED = 1000;
const CAP = 300;
const LEASE_MS = 60_000;

/** Subscribers straight into the store, in one batch: `status` per address. */
export async function insertSubscribers(
  db: Sql,
  rows: { email: string; status: string; language?: string }[],
): Promise<void> {
  const statements: Statement[] = rows.map((row, i) => ({
    text: `INSERT INTO subscribers (email, status, source, created_at, consent_at, unsubscribe_token_hash, language)
           VALUES (?, ?, 'blog', ?, ?, ?, ?)`,
    params: [
      row.email,
      row.status,
      '2026-10-01T10:00:00.000Z',
      row.status === 'pending' ? null : '2026-10-01T10:05:00.000Z',
      `hash-${i}-${row.email}`,
      row.language ?? 'ro',
    ],
  }));
  await db.batch(statements);
}

/** A transport that records what it was handed, at the fake clock's time, until it "dies". */
class RecordingTransport implements MailTransport {
  dead = false;
  constructor(
    readonly sent: { to: string; at: number; message: WireMessage }[],
    private readonly now: () => number,
    private readonly dieAfter = Infinity,
  ) {}
  async send(message: WireMessage): Promise<void> {
    // A killed process: the send never completes, nothing after it runs.
    if (this.dead || this.sent.length >= this.dieAfter) {
      this.dead = true;
      return new Promise<void>(() => {});
    }
    this.sent.push({ to: message.to.address, at: this.now(), message });
  }
  async close(): Promise<void> {}
}

function worker(db: Sql, transport: MailTransport, now: () => number, instanceId: string) {
  return new OutboxWorker(db, {
    pollMs: 60_000,
    retryBaseMs: 1000,
    retryMaxMs: 10_000,
    giveUpAfterMs: 7 * 24 * HOUR_MS,
    leaseMs: LEASE_MS,
    newsletterPerHour: CAP,
    transport,
    from: { name: 'Studio Creativ', address: 'contact@studiocreativ.ro' },
    log: () => {},
    strangerMailPerHour: 5,
    owner: { address: 'contact@studiocreativ.ro', siteName: 'Studio Creativ' },
    now,
    instanceId,
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export type Outcome = {
  confirmed: number;
  cap: number;
  queuedAtOnce: number;
  outboxRows: number;
  queuedAgain: number;
  sentBeforeDeath: number;
  leaverSentBeforeUnsubscribe: boolean;
  leaver: string;
  suppressedLate: string;
  suppressedBefore: string;
  sent: { to: string; at: number; subject: string }[];
  status: Awaited<ReturnType<typeof letterStatus>>;
  finalQueue: { queued: number; retried: number };
};

export const address = (i: number) => `abonat${i}@example.ro`;

export async function runNewsletterScenario(db: Sql): Promise<Outcome> {
  await insertSubscribers(db, [
    ...Array.from({ length: CONFIRMED }, (_, i) => ({
      email: address(i),
      status: 'confirmed',
      language: i % 10 === 0 ? 'en' : 'ro',
    })),
    ...Array.from({ length: 5 }, (_, i) => ({ email: `pending${i}@example.ro`, status: 'pending' })),
    ...Array.from({ length: 5 }, (_, i) => ({ email: `gone${i}@example.ro`, status: 'unsubscribed' })),
    ...Array.from({ length: 3 }, (_, i) => ({ email: `erased${i}@example.ro`, status: 'confirmed' })),
  ]);
  // Erased through the GDPR path before the send; one more confirmed address is on the suppression list.
  for (let i = 0; i < 3; i++) await eraseAddress(db, `erased${i}@example.ro`);
  await db.run('INSERT INTO suppressions (address_hash, created_at) VALUES (?, ?)', [
    await addressHash(address(999)),
    '2026-10-02T00:00:00.000Z',
  ]);

  let clock = Date.UTC(2026, 10, 2, 9, 0, 0);
  const now = () => clock;
  // Two `send` runs at the same moment: the key, not the processes, decides.
  const [first, second] = await Promise.all([
    queueLetter(db, LETTER, BRAND, { now: clock }),
    queueLetter(db, LETTER, BRAND, { now: clock }),
  ]);
  const outboxRows = Number(await db.value("SELECT COUNT(*) FROM outbox WHERE kind = 'newsletter'"));
  // And once more later: nothing new to queue.
  const again = await queueLetter(db, LETTER, BRAND, { now: clock });

  const sent: { to: string; at: number; message: WireMessage }[] = [];
  // The first outbox process dies after 250 accepted messages, a batch claimed and in flight.
  const dying = worker(db, new RecordingTransport(sent, now, 250), now, 'first');
  dying.kick();
  await until(() => sent.length === 250, '250 messages');
  await new Promise((r) => setTimeout(r, 50));
  const sentBeforeDeath = sent.length;

  // Between two batches a subscriber not yet sent to unsubscribes (the handler's own statements).
  const leaver = address(998);
  const leaverSentBeforeUnsubscribe = sent.some((m) => m.to === leaver);
  const leaverId = Number(await db.value('SELECT id FROM subscribers WHERE email = ?', [leaver]));
  await db.batch(unsubscribeStatements(leaverId, new Date(clock)));
  // Another's address is suppressed after the letter was queued for it, its message left in the outbox:
  // the check right before sending stops it.
  const suppressedLate = address(997);
  await db.run('INSERT INTO suppressions (address_hash, created_at) VALUES (?, ?)', [
    await addressHash(suppressedLate),
    '2026-11-02T09:00:00.000Z',
  ]);

  // Two new instances once the dead one's lease ran out, sending at the same time, hour after hour.
  clock += LEASE_MS + 1;
  const a = worker(db, new RecordingTransport(sent, now), now, 'second');
  const b = worker(db, new RecordingTransport(sent, now), now, 'third');
  for (let hour = 0; hour < 6 && (await letterStatus(db, LETTER.slug)).queued > 0; hour++) {
    a.kick();
    b.kick();
    await Promise.all([a.flush(), b.flush()]);
    clock += HOUR_MS;
  }
  await a.stop();
  await b.stop();
  return {
    confirmed: CONFIRMED,
    cap: CAP,
    queuedAtOnce: first.queued + second.queued,
    outboxRows,
    queuedAgain: again.queued,
    sentBeforeDeath,
    leaverSentBeforeUnsubscribe,
    leaver,
    suppressedLate,
    suppressedBefore: address(999),
    sent: sent.map((m) => ({ to: m.to, at: m.at, subject: m.message.subject })),
    status: await letterStatus(db, LETTER.slug),
    finalQueue: await queueLetter(db, LETTER, BRAND, { now: clock }),
  };
}
