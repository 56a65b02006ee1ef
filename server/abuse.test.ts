import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '@/server/app';
import type { AppOptions } from '@/server/config';
import { NEWSLETTER_ACCEPTED } from '@/server/core/newsletter';
import { HOUR_MS, recipientDomain, recipientKey } from '@/server/mail/limits';
import {
  deliverDue,
  startSmtpSink,
  testOptions,
  testStorage,
  VALID_LEAD,
  type ReceivedMail,
  type SmtpSink,
  type TestStorage,
} from '@/server/testing';

/**
 * Nobody can use the site to flood someone's inbox: however many contact forms name one address, from
 * however many client addresses, it gets one auto-reply a day; and all mail to strangers together stays
 * under an hourly ceiling. Against the real server and a real SMTP sink, with a clock the test moves.
 */

let sink: SmtpSink;
const cleanups: (() => Promise<void>)[] = [];
const apps: App[] = [];
const OWNER = 'contact@studiocreativ.ro';

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => {});
  await sink.close();
  for (const cleanup of cleanups) await cleanup();
});
beforeEach(() => {
  sink.messages.length = 0;
});

/** A fresh store on the engine under test (SQLite or PostgreSQL). */
async function newDir(): Promise<TestStorage> {
  const storage = await testStorage();
  cleanups.push(storage.cleanup);
  return storage;
}

async function start(dir: TestStorage, clock: { now: number }, overrides: Partial<AppOptions> = {}) {
  const app = createApp(
    testOptions(dir.dataDir, {
      databaseUrl: dir.databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      ownerEmail: OWNER,
      // The real rate limit (10 per client and 10 minutes), and every post from another client address.
      trustProxy: true,
      now: () => clock.now,
      ...overrides,
    }),
  );
  apps.push(app);
  return { app, origin: await app.listen() };
}

let client = 0;
async function postLead(origin: string, email: string) {
  client += 1;
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.${Math.floor(client / 250)}.${client % 250}`,
    },
    body: JSON.stringify({ ...VALID_LEAD, email }),
  });
  expect(response.status).toBe(201);
}

const toOwner = (m: ReceivedMail) => m.rcpt.includes(OWNER) && /^Cerere nouă/.test(m.header('subject') ?? '');
const autoReplies = (address: string) => (m: ReceivedMail) =>
  m.rcpt.some((r) => recipientKey(r) === recipientKey(address)) &&
  m.header('auto-submitted') === 'auto-replied';
const ceilingNotices = (m: ReceivedMail) => /^Plafonul/.test(m.header('subject') ?? '');


// Dozens of forms through the real server and SMTP: generous on a loaded machine, bounded all the same.
describe('one auto-reply per recipient per day', { timeout: 60_000 }, () => {
  it('50 forms naming one address from 50 clients: 50 leads, 50 notifications, one auto-reply; a restart keeps the memory; the next day sends one again', async () => {
    const dir = await newDir();
    const clock = { now: Date.parse('2026-11-25T09:00:00Z') };
    const victim = 'victima@firma.ro';
    let { app, origin } = await start(dir, clock);
    // The same inbox under the spellings a mailbox provider delivers alike.
    const spellings = [victim, 'Victima@FIRMA.ro', 'victima+1@firma.ro', 'VICTIMA+oferta@firma.ro'];
    for (let i = 0; i < 50; i++) await postLead(origin, spellings[i % spellings.length]!);
    await deliverDue(app, clock.now);
    expect(await app.db!.value('SELECT COUNT(*) FROM leads')).toBe(50);
    expect(sink.messages.filter(toOwner)).toHaveLength(50);
    expect(sink.messages.filter(autoReplies(victim))).toHaveLength(1);
    console.log(
      `flood: ${await app.db!.value('SELECT COUNT(*) FROM leads')} leads, ${sink.messages.filter(toOwner).length} owner notifications, ${sink.messages.filter(autoReplies(victim)).length} auto-reply`,
    );
    // The auto-reply's promise is what the service does.
    expect(sink.messages.find(autoReplies(victim))!.text).toContain(
      'Trimitem acest răspuns automat cel mult o dată la 24 de ore către aceeași adresă.',
    );

    // Restart: the memory is in the database.
    await app.close();
    ({ app, origin } = await start(dir, clock));
    clock.now += 60 * 60_000;
    await postLead(origin, victim);
    await deliverDue(app, clock.now);
    expect(sink.messages.filter(toOwner)).toHaveLength(51);
    expect(sink.messages.filter(autoReplies(victim))).toHaveLength(1);

    // A day after the first auto-reply: one again, and only one.
    clock.now += 23 * HOUR_MS + 60_000;
    await postLead(origin, victim);
    await postLead(origin, victim);
    await deliverDue(app, clock.now);
    expect(sink.messages.filter(toOwner)).toHaveLength(53);
    expect(sink.messages.filter(autoReplies(victim))).toHaveLength(2);
    expect(await app.db!.value('SELECT COUNT(*) FROM leads')).toBe(53);
  });

  it('the newsletter too: sign-ups naming one inbox under twelve spellings send one confirmation', async () => {
    const dir = await newDir();
    const clock = { now: Date.parse('2026-11-25T09:00:00Z') };
    const { app, origin } = await start(dir, clock);
    const confirmations = (m: ReceivedMail) => m.rcpt.some((r) => recipientKey(r) === 'abonat@firma.ro');
    for (let i = 0; i < 12; i++) {
      client += 1;
      const response = await fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${client % 250}` },
        body: JSON.stringify({ email: i === 0 ? 'abonat@firma.ro' : `Abonat+${i}@firma.ro`, source: 'blog' }),
      });
      expect(response.status).toBeLessThan(300);
      clock.now += 20 * 60_000; // past the 15-minute resend window of one spelling
    }
    await deliverDue(app, clock.now);
    expect(sink.messages.filter(confirmations)).toHaveLength(1);
  });

  it('keys the memory by the inbox, not the spelling', () => {
    expect(recipientKey('Ion.Pop+site@Firma.RO')).toBe('ion.pop@firma.ro');
    expect(recipientKey('j.o.h.n+x@GoogleMail.com')).toBe('john@gmail.com');
    expect(recipientKey('ion@brașov.ro')).toBe('ion@xn--braov-h9b.ro');
    expect(recipientKey('ana@firma.ro')).not.toBe(recipientKey('ion@firma.ro'));
  });
});

describe('the per-domain count, under the registrable domain (issue 44)', { timeout: 60_000 }, () => {
  it('counts made-up subdomains as their domain, never two .co.uk companies as one, subdomains of Gmail apart from Gmail', () => {
    expect(['a@s1.domeniu.ro', 'a@s2.domeniu.ro', 'b@x.y.DOMENIU.ro', 'c@domeniu.ro'].map(recipientDomain)).toEqual(
      Array(4).fill('domeniu.ro'),
    );
    expect(recipientDomain('ion@firma-a.co.uk')).toBe('firma-a.co.uk');
    expect(recipientDomain('ion@birou.firma-b.co.uk')).toBe('firma-b.co.uk');
    expect(recipientDomain('ion@brașov.ro')).toBe('xn--braov-h9b.ro');
    expect(recipientDomain('ion@gmail.com')).toBeNull();
    expect(recipientDomain('ion@s1.gmail.com')).toBe('gmail.com');
  });

  it('forms to s1…s6.domeniu.ro send the domain’s 2, then the newsletter says no e-mail can go today; .co.uk companies each get theirs', async () => {
    const dir = await newDir();
    const clock = { now: Date.parse('2026-11-25T09:00:00Z') };
    const { app, origin } = await start(dir, clock, { mailPerDomainPerDay: 2 });
    for (let i = 1; i <= 6; i++) await postLead(origin, `a@s${i}.domeniu.ro`);
    for (const address of ['ion@firma-a.co.uk', 'ion@firma-b.co.uk', 'ion@firma-c.co.uk']) await postLead(origin, address);
    const signUp = async (email: string) => {
      client += 1;
      const response = await fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${client % 250}` },
        body: JSON.stringify({ email, source: 'blog' }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), ...((await response.json()) as { message: string }) };
    };
    const blocked = await signUp('cititor@s7.domeniu.ro');
    expect(blocked.status).toBe(429);
    expect(blocked.message).toMatch(/^Azi nu mai putem trimite emailuri de confirmare către adresele acestui domeniu/);
    expect(blocked.message).toContain('Abonarea nu a fost înregistrată');
    // Until 00:00 UTC, when the domain's count starts again.
    expect(Number(blocked.retryAfter)).toBe(15 * 60 * 60);
    expect(await signUp('cititor@firma-d.co.uk')).toMatchObject({ status: 201, message: NEWSLETTER_ACCEPTED.message });
    await deliverDue(app, clock.now);
    const to = (suffix: string) => sink.messages.filter((m) => m.rcpt.some((r) => r.endsWith(suffix)) && !m.rcpt.includes(OWNER));
    expect(to('domeniu.ro')).toHaveLength(2);
    expect(to('.co.uk').map((m) => m.rcpt[0]).sort()).toEqual([
      'cititor@firma-d.co.uk',
      'ion@firma-a.co.uk',
      'ion@firma-b.co.uk',
      'ion@firma-c.co.uk',
    ]);
    expect(await app.db!.value("SELECT COUNT(*) FROM subscribers WHERE email LIKE '%domeniu.ro'")).toBe(0);
    expect(await app.db!.value("SELECT COUNT(*) FROM leads WHERE email LIKE '%domeniu.ro'")).toBe(6);
  });
});

describe('the ceiling on mail to strangers', { timeout: 60_000 }, () => {
  it('with 10 an hour, 30 auto-replies go out 10 an hour, the owner is told once, and no lead or notification waits', async () => {
    const dir = await newDir();
    const clock = { now: Date.parse('2026-11-25T10:10:00Z') };
    const { app, origin } = await start(dir, clock, { strangerMailPerHour: 10 });
    const addresses = Array.from({ length: 30 }, (_, i) => `vizitator${i}@firma${i}.ro`);
    for (const address of addresses) await postLead(origin, address);
    await deliverDue(app, clock.now);
    const sentTo = () => addresses.filter((a) => sink.messages.some(autoReplies(a))).length;
    const health = async () =>
      ((await (await fetch(`${origin}/api/health`)).json()) as { mail: { held: number; pending: number } })
        .mail;

    expect(await app.db!.value('SELECT COUNT(*) FROM leads')).toBe(30);
    expect(sink.messages.filter(toOwner)).toHaveLength(30);
    expect(sentTo()).toBe(10);
    expect(await health()).toMatchObject({ held: 20, pending: 20 });
    const notice = sink.messages.find(ceilingNotices)!;
    expect(notice.rcpt).toEqual([OWNER]);
    expect(notice.text).toContain('10 emailuri automate');
    // A snapshot when the first message was held: the forms were still arriving.
    expect(notice.text).toMatch(/\d+ (de )?mesaje? așteaptă acum în coadă/);

    // Nothing more within the hour.
    clock.now += 40 * 60_000;
    await deliverDue(app, clock.now);
    expect(sentTo()).toBe(10);

    // The next hour: ten more, the rest the hour after; the owner was told once that day.
    clock.now = Date.parse('2026-11-25T11:00:30Z');
    await deliverDue(app, clock.now);
    expect(sentTo()).toBe(20);
    expect(await health()).toMatchObject({ held: 10, pending: 10 });
    clock.now = Date.parse('2026-11-25T12:00:30Z');
    await deliverDue(app, clock.now);
    expect(sentTo()).toBe(30);
    expect(await health()).toMatchObject({ held: 0, pending: 0 });
    expect(sink.messages.filter(ceilingNotices)).toHaveLength(1);
    console.log(
      `ceiling: 30 leads, ${sink.messages.filter(toOwner).length} owner notifications at once, auto-replies 10 + 10 + 10 over three hours, ${sink.messages.filter(ceilingNotices).length} notice to the owner`,
    );
  });
});
