/**
 * Issue 35, the 24-hour promise, through the real service (HTTP, the engine under test, a real SMTP
 * sink) with a clock the test moves: where a lead came from, the owner's status links, the one reminder
 * in working hours across instances and a restart, and GDPR export and erase.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { claimDueReminders, REMINDER_CLAIM_MS, STATUS_LINK_TTL_MS } from '@/server/core/leads';
import { addressHash, eraseAddress, exportAddress } from '@/server/core/gdpr';
import { formsServiceSuite } from '@/server/test-rig';
import { deliverDue, VALID_LEAD, type ReceivedMail } from '@/server/testing';

const service = formsServiceSuite();

/** Bucharest wall time in November (UTC+2) as an instant. */
const bucharest = (iso: string) => Date.parse(`${iso}+02:00`);
const HOUR = 60 * 60_000;

let clock = bucharest('2026-11-20T19:00:00'); // a Friday evening
const now = () => clock;
/** No timer: the outbox drains only when a test (or a stored form) asks, at the clock the test set. */
const OPTIONS = {
  rateLimit: false as const,
  now,
  outbox: { pollMs: 24 * 60 * 60_000, retryBaseMs: 100, retryMaxMs: 400, giveUpAfterMs: 60_000 },
};

function post(origin: string, body: unknown) {
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const reminders = (mail: ReceivedMail[]) => mail.filter((m) => m.header('subject')?.startsWith('Memento:'));
const ownerMail = (mail: ReceivedMail[], name: string) =>
  mail.find((m) => m.header('subject') === `Cerere nouă de ofertă: ${name}`);
const linksIn = (mail: ReceivedMail) => ({
  answered: /Am răspuns: (\S+)/.exec(mail.text)![1]!,
  spam: /Spam: (\S+)/.exec(mail.text)![1]!,
});
/** The link as this test's server answers it (PUBLIC_URL is http://127.0.0.1, without the port). */
const onServer = (origin: string, link: string) => `${origin}${new URL(link).pathname}${new URL(link).search}`;

describe('the 24-hour promise', { timeout: 30_000 }, () => {
  let app: App;
  let origin: string;
  let db: NonNullable<App['db']>;
  let storage: Awaited<ReturnType<typeof service.start>>['storage'];

  beforeAll(async () => {
    ({ app, origin, db, storage } = await service.start(OPTIONS));
  });
  beforeEach(async () => {
    await app.worker!.flush();
    service.sink.messages.length = 0;
  });

  it("keeps where the lead came from and tells the owner, with the two status links", async () => {
    clock = bucharest('2026-11-20T19:00:00');
    const response = await post(origin, {
      ...VALID_LEAD,
      name: 'Ana Sursă',
      email: 'ana.sursa@firma.ro',
      page: '/contact?ignored=1',
      landing: '/blog/cat-costa-un-site',
      referrer: 'www.google.com',
    });
    expect(response.status).toBe(201);
    const row = await db.get<Record<string, unknown>>('SELECT * FROM leads WHERE email = ?', ['ana.sursa@firma.ro']);
    expect(row).toMatchObject({ page: '/contact', landing: '/blog/cat-costa-un-site', referrer: 'www.google.com', status: 'new' });
    // Friday 19:00 + 20 h is Saturday 15:00, after Saturday's closing (14:00): due Monday 09:00.
    expect(Number(row!.due_at)).toBe(bucharest('2026-11-23T09:00:00'));
    await deliverDue(app, clock);
    const mail = ownerMail(service.sink.messages, 'Ana Sursă')!;
    expect(mail.text).toContain('Trimisă de pe pagina: https://www.studiocreativ.ro/contact');
    expect(mail.text).toContain('Prima pagină a vizitei: https://www.studiocreativ.ro/blog/cat-costa-un-site');
    expect(mail.text).toContain('Venit de la: www.google.com');
    expect(linksIn(mail).answered).toMatch(/\/api\/leads\/status\?t=/);
  });

  it('drops attribution that is not a page of this site or a host name, and still takes the message', async () => {
    const response = await post(origin, {
      ...VALID_LEAD,
      email: 'ciudat@firma.ro',
      page: 'https://evil.example/x',
      landing: '//evil.example',
      referrer: 'javascript:alert(1)',
    });
    expect(response.status).toBe(201);
    const row = await db.get('SELECT page, landing, referrer FROM leads WHERE email = ?', ['ciudat@firma.ro']);
    expect(row).toEqual({ page: null, landing: null, referrer: null });
  });

  it('reminds once, in working hours: none on Saturday, one on Monday 09:00, never a second', async () => {
    clock = bucharest('2026-11-21T15:30:00'); // Saturday, 20 h after, past closing
    await deliverDue(app, clock);
    expect(reminders(service.sink.messages)).toHaveLength(0);
    clock = bucharest('2026-11-23T08:59:00');
    await deliverDue(app, clock);
    expect(reminders(service.sink.messages)).toHaveLength(0);
    clock = bucharest('2026-11-23T09:00:00');
    app.worker!.kick();
    await deliverDue(app, clock);
    const sent = reminders(service.sink.messages);
    expect(sent.map((m) => m.header('subject')).sort()).toEqual([
      'Memento: cererea de la Ana Sursă așteaptă răspuns',
      'Memento: cererea de la Ion Popescu așteaptă răspuns',
    ]);
    const ana = sent.find((m) => m.header('subject')!.includes('Ana Sursă'))!;
    expect(ana.text).toContain(VALID_LEAD.message);
    expect(ana.text).toContain('Prima pagină a vizitei: https://www.studiocreativ.ro/blog/cat-costa-un-site');
    expect(ana.header('reply-to')).toBe('Ana Sursă <ana.sursa@firma.ro>');
    service.sink.messages.length = 0;
    clock += 3 * 24 * HOUR;
    await deliverDue(app, clock);
    expect(reminders(service.sink.messages)).toHaveLength(0);
  });

  it('"Am răspuns": a GET changes nothing, the POST marks it, and no reminder comes', async () => {
    clock = bucharest('2026-11-24T10:00:00'); // Tuesday: due Wednesday 06:00 → 09:00
    await post(origin, { ...VALID_LEAD, name: 'Radu Răspuns', email: 'radu@firma.ro' });
    await deliverDue(app, clock);
    const link = onServer(origin, linksIn(ownerMail(service.sink.messages, 'Radu Răspuns')!).answered);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Marchează: am răspuns');
    expect(await db.value('SELECT status FROM leads WHERE email = ?', ['radu@firma.ro'])).toBe('new');
    const done = await fetch(link, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Gata: ai răspuns');
    const row = await db.get<{ status: string; status_at: string }>('SELECT status, status_at FROM leads WHERE email = ?', ['radu@firma.ro']);
    expect(row).toEqual({ status: 'answered', status_at: new Date(clock).toISOString() });
    // Replayed: refused, and the status stays.
    const again = await fetch(link, { method: 'POST' });
    expect(again.status).toBe(409);
    clock = bucharest('2026-11-26T12:00:00');
    await deliverDue(app, clock);
    expect(reminders(service.sink.messages)).toHaveLength(0);
  });

  it('"Spam" stops the reminder; forged, other-lead and expired links are refused and change nothing', async () => {
    clock = bucharest('2026-11-24T11:00:00');
    await post(origin, { ...VALID_LEAD, name: 'Sorin Spam', email: 'spam@firma.ro' });
    await post(origin, { ...VALID_LEAD, name: 'Alt Client', email: 'alt@firma.ro' });
    await deliverDue(app, clock);
    const spam = linksIn(ownerMail(service.sink.messages, 'Sorin Spam')!);
    const other = linksIn(ownerMail(service.sink.messages, 'Alt Client')!);
    const token = (link: string) => new URL(link).searchParams.get('t')!;
    const [ref, action, expires, signature] = token(spam.spam).split('.');
    const otherRef = token(other.spam).split('.')[0];
    const at = (t: string) => `${origin}/api/leads/status?t=${t}`;
    // Another lead's ref under this lead's signature; "answered" under the spam link's signature; a changed signature.
    const forgedSignature = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const forged of [
      `${otherRef}.${action}.${expires}.${signature}`,
      `${ref}.a.${expires}.${signature}`,
      `${ref}.${action}.${expires}.${forgedSignature}`,
      `${ref}.${action}.${(parseInt(expires!, 36) + 1).toString(36)}.${signature}`,
      'nonsense',
    ]) {
      expect((await fetch(at(forged), { method: 'POST' })).status, forged).toBe(404);
    }
    expect(await db.value('SELECT COUNT(*) FROM leads WHERE status <> ?', ['new'])).toBe(1); // Radu only
    // Expired: 30 days on, the other lead's genuine link no longer works.
    const saved = clock;
    clock += STATUS_LINK_TTL_MS + HOUR;
    expect((await fetch(onServer(origin, other.answered), { method: 'POST' })).status).toBe(410);
    clock = saved;
    expect((await fetch(onServer(origin, spam.spam), { method: 'POST' })).status).toBe(200);
    expect(await db.value('SELECT status FROM leads WHERE email = ?', ['spam@firma.ro'])).toBe('spam');
    expect(await db.value('SELECT status FROM leads WHERE email = ?', ['alt@firma.ro'])).toBe('new');
    service.sink.messages.length = 0;
    clock = bucharest('2026-11-25T12:00:00');
    await deliverDue(app, clock);
    expect(reminders(service.sink.messages).map((m) => m.header('subject'))).toEqual([
      'Memento: cererea de la Alt Client așteaptă răspuns',
    ]);
  });

  it('a status link works once however its signature is respelled, and the links have no rate limit of their own (issue 44)', async () => {
    clock = bucharest('2026-11-25T10:00:00');
    await post(origin, { ...VALID_LEAD, name: 'Petra Respelled', email: 'petra@firma.ro' });
    await deliverDue(app, clock);
    const links = linksIn(ownerMail(service.sink.messages, 'Petra Respelled')!);
    // A second instance on the same database with a forms limit of 3 requests per path and client.
    const limited = await service.restart(storage, { ...OPTIONS, rateLimit: { max: 3, windowMs: 10 * 60_000 } });
    const limitedOrigin = `http://127.0.0.1:${(limited.server.address() as AddressInfo).port}`;
    const answered = onServer(limitedOrigin, links.answered);
    // The last of 43 base64url characters carries 2 bits past the 256: four spellings of one signature.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = ALPHABET.indexOf(answered.at(-1)!);
    const respellings = [0, 1, 2, 3]
      .map((bits) => ALPHABET[(last & ~3) | bits]!)
      .filter((c) => c !== answered.at(-1))
      .map((c) => `${answered.slice(0, -1)}${c}`);
    expect(respellings).toHaveLength(3);
    expect((await fetch(answered)).status).toBe(200);
    for (const link of respellings) {
      const refused = await fetch(link, { method: 'POST' });
      expect(refused.status, link).toBe(404);
      const html = await refused.text();
      expect(html).toContain('lang="ro"');
      expect(html).toContain('Link necunoscut');
    }
    expect(await db.value('SELECT status FROM leads WHERE email = ?', ['petra@firma.ro'])).toBe('new');
    expect((await fetch(answered, { method: 'POST' })).status).toBe(200);
    for (const link of [answered, ...respellings]) {
      const again = await fetch(link, { method: 'POST' });
      expect(again.status, link).toBe(link === answered ? 409 : 404);
    }
    // Eleven requests so far on this path from one client, none refused 429; the spam link still works.
    const spam = await fetch(onServer(limitedOrigin, links.spam), { method: 'POST' });
    expect(spam.status).toBe(200);
    expect(await db.value('SELECT status FROM leads WHERE email = ?', ['petra@firma.ro'])).toBe('spam');
    // The forms' own limit is on: the fourth post from this client waits.
    const posts: number[] = [];
    for (let i = 0; i < 4; i++) posts.push((await post(limitedOrigin, { ...VALID_LEAD, email: `limit${i}@firma.ro` })).status);
    expect(posts).toEqual([201, 201, 201, 429]);
    await limited.close();
  });

  it('sends exactly one reminder across two instances and a restart after a claim was cut short', async () => {
    clock = bucharest('2026-11-26T10:00:00'); // Thursday → due Friday 06:00 → 09:00
    await post(origin, { ...VALID_LEAD, name: 'Ioana Instanțe', email: 'ioana@firma.ro' });
    await post(origin, { ...VALID_LEAD, name: 'Mihai Repornire', email: 'mihai@firma.ro' });
    await deliverDue(app, clock);
    service.sink.messages.length = 0;
    clock = bucharest('2026-11-27T09:00:00');
    // A process claims Mihai's reminder and dies before queueing it (the claim alone, no batch).
    const claimed = await claimDueReminders(db, clock, 'dead-process');
    expect(claimed.map((l) => l.name).sort()).toEqual(['Ioana Instanțe', 'Mihai Repornire']);
    await db.run("UPDATE leads SET reminder_claim = NULL, reminder_claimed_at = NULL WHERE email = 'ioana@firma.ro'");
    // A second instance on the same database; both drain at once.
    const second = await service.restart(storage, OPTIONS);
    await Promise.all([deliverDue(app, clock), deliverDue(second, clock)]);
    expect(reminders(service.sink.messages).map((m) => m.header('subject'))).toEqual([
      'Memento: cererea de la Ioana Instanțe așteaptă răspuns',
    ]);
    // The dead claim runs out; whichever instance looks next queues Mihai's, once.
    clock += REMINDER_CLAIM_MS + 1000;
    await Promise.all([deliverDue(app, clock), deliverDue(second, clock)]);
    await second.close();
    const third = await service.restart(storage, OPTIONS);
    clock += HOUR;
    await deliverDue(third, clock);
    await third.close();
    expect(reminders(service.sink.messages).map((m) => m.header('subject')).sort()).toEqual([
      'Memento: cererea de la Ioana Instanțe așteaptă răspuns',
      'Memento: cererea de la Mihai Repornire așteaptă răspuns',
    ]);
    expect(await db.value("SELECT COUNT(*) FROM outbox WHERE kind = 'lead-reminder' AND lead_id IN (SELECT id FROM leads WHERE email = 'mihai@firma.ro')")).toBe(1);
  });

  it('exports everything held about an address however spelled, then erases it all but the audit and the suppression', async () => {
    clock = bucharest('2026-11-27T10:00:00');
    await post(origin, { ...VALID_LEAD, name: 'Elena Ștergere', email: 'Elena.Stergere+site@Firma.ro' });
    await post(origin, { ...VALID_LEAD, name: 'Elena Ștergere', email: 'elena.stergere@firma.ro', message: 'A doua cerere, cu un alt text destul de lung.' });
    const signUp = await fetch(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ELENA.STERGERE@firma.ro', source: 'blog', consent: 'ro-0123456789abcdef' }),
    });
    expect(signUp.status).toBe(201);
    // One e-mail still queued (not sent yet): it names the address in its payload.
    const data = await exportAddress(db, 'elena.stergere@FIRMA.ro', new Date(clock));
    expect(data.matchedAs).toBe('elena.stergere@firma.ro');
    expect(data.leads.map((l) => l.email).sort()).toEqual(['Elena.Stergere+site@firma.ro', 'elena.stergere@firma.ro']);
    expect(data.subscribers).toHaveLength(1);
    expect(data.subscribers[0]).toMatchObject({ status: 'pending', consent_version: 'ro-0123456789abcdef', source: 'blog' });
    // The owner's two notifications, the auto-reply (one a day to the inbox) and the confirmation.
    expect(data.emails.map((e) => e.kind).sort()).toEqual(['lead-autoreply', 'lead-owner', 'lead-owner', 'newsletter-confirm']);
    expect(data.automaticMailMemory.length).toBeGreaterThan(0);
    expect(data.requests).toEqual([{ at: new Date(clock).toISOString(), action: 'export' }]);

    const removed = await eraseAddress(db, 'elena.stergere@firma.ro', new Date(clock));
    expect(removed).toMatchObject({ leads: 2, subscribers: 1 });
    // Nothing about the address is left in any table but the audit rows and the suppression hash.
    const hash = await addressHash('elena.stergere@firma.ro');
    const tables = ['leads', 'subscribers', 'outbox', 'recipient_daily_mail', 'gdpr_requests', 'suppressions', 'used_links'];
    for (const table of tables) {
      const text = JSON.stringify(await db.all(`SELECT * FROM ${table}`)).toLowerCase();
      expect(text, table).not.toContain('elena');
      expect(text, table).not.toContain('stergere');
    }
    expect(await db.all('SELECT action FROM gdpr_requests WHERE address_hash = ? ORDER BY at, action', [hash])).toEqual([
      { action: 'erase' },
      { action: 'export' },
    ]);
    expect(await db.value('SELECT COUNT(*) FROM suppressions WHERE address_hash = ?', [hash])).toBe(1);
    // The other leads are untouched.
    expect(Number(await db.value('SELECT COUNT(*) FROM leads'))).toBeGreaterThan(4);
  });
});
