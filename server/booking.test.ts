/**
 * The free consultation's API on the Node host (issue 48), on SQLite and (the vitest "postgres" project)
 * PostgreSQL: one booking per slot under 20 concurrent posts, the schedule's closed days and notice, the
 * invitation's .ics read back by a second library (ical.js), the signed links (cancel frees the slot; a
 * forged, expired or replayed link is refused), the day-before reminder, the feed, GDPR erase.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/server/app';
import { eraseAddress, exportAddress } from '@/server/core/gdpr';
import { formsServiceSuite } from '@/server/test-rig';
import { calendarPart, deliverDue, type ReceivedMail } from '@/server/testing';

const service = formsServiceSuite();

/** Tuesday 1 December 2026, 10:00 in Bucharest (UTC+2). */
const NOW = Date.parse('2026-12-01T08:00:00Z');
const HOUR = 3_600_000;

type SlotJson = { start: string; end: string };

const person = (n = 0) => ({
  name: 'Ana Ionescu',
  email: `ana.${n}@firma.ro`,
  topic: 'Un site nou pentru cabinet',
  lang: 'ro',
  elapsedMs: 5000,
});

function post(origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function slots(origin: string, query = ''): Promise<SlotJson[]> {
  const response = await fetch(`${origin}/api/booking/slots${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: SlotJson[] }).slots;
}

function calendarOf(mail: ReceivedMail): string {
  const ics = calendarPart(mail);
  expect(ics).toBeDefined();
  return ics!;
}

const linkIn = (text: string, label: RegExp) => {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => label.test(line));
  return lines[at + 1]!.trim();
};

// Twenty posts and a mail drain each: seconds on a busy two-core machine, not the default 5.
describe('booking the free consultation', { timeout: 30_000 }, () => {
  let origin: string;
  let app: App;
  let db: NonNullable<App['db']>;
  let clock = NOW;

  beforeAll(async () => {
    ({ origin, app, db } = await service.start({
      rateLimit: false,
      now: () => clock,
      booking: { slotMinutes: 30, daysAhead: 14, noticeHours: 12, closed: ['2026-12-03'] },
    }));
  });

  it('gives exactly one of 20 concurrent posts for one slot the slot (201), the rest 409 with free slots, one row', async () => {
    const [slot] = await slots(origin);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(origin, { ...person(i), start: slot!.start })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const conflict = (await answers.find((r) => r.status === 409)!.json()) as { errors: { start: string }; slots: SlotJson[] };
    expect(conflict.errors.start).toMatch(/tocmai a fost luat/);
    expect(conflict.slots.length).toBeGreaterThan(0);
    expect(conflict.slots.map((s) => s.start)).not.toContain(slot!.start);
    expect(await db.value('SELECT COUNT(*) FROM bookings WHERE start_at = ?', [Date.parse(slot!.start)])).toBe(1);
    // Every loser's lead went with its booking (one batch): one lead, not twenty.
    expect(Number(await db.value('SELECT COUNT(*) FROM leads'))).toBe(1);
    expect((await slots(origin)).map((s) => s.start)).not.toContain(slot!.start);
  });

  it('keeps the notice period and the closed day, and refuses a slot the schedule does not offer (422 naming start)', async () => {
    const all = await slots(origin, '?from=2026-12-01&days=7');
    expect(Date.parse(all[0]!.start)).toBeGreaterThanOrEqual(NOW + 12 * HOUR);
    // Wednesday 2 December 09:00 in Bucharest is the first slot 12 hours away (Tuesday's last is 17:30).
    expect(all.some((s) => s.start === '2026-12-02T07:30:00.000Z')).toBe(true);
    expect(all.some((s) => s.start.startsWith('2026-12-01'))).toBe(false);
    // Thursday 3 December is closed in the settings; Sunday has no hours.
    expect(all.some((s) => s.start.startsWith('2026-12-03'))).toBe(false);
    expect(all.some((s) => s.start.startsWith('2026-12-06'))).toBe(false);
    // Saturday 10:00–14:00: eight slots of 30 minutes.
    expect(all.filter((s) => s.start.startsWith('2026-12-05'))).toHaveLength(8);
    for (const start of ['2026-12-03T08:00:00.000Z', '2026-12-01T14:00:00.000Z', '2026-12-02T08:10:00.000Z']) {
      const response = await post(origin, { ...person(), start });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
        start: 'Intervalul ales nu este unul din listă. Alege altul.',
      });
    }
    const bad = await post(origin, { ...person(), topic: '', email: 'nu-e-email', start: all[1]!.start });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['email', 'topic']);
    const query = await fetch(`${origin}/api/booking/slots?from=2026-02-30&days=0`);
    expect(query.status).toBe(422);
    expect(Object.keys(((await query.json()) as { errors: object }).errors).sort()).toEqual(['days', 'from']);
  });

  it('mails an invitation whose .ics (METHOD:REQUEST) ical.js reads back at the right UTC instant; cancel frees the slot once', async () => {
    const slot = (await slots(origin))[3]!;
    const email = 'maria@firma.ro';
    expect((await post(origin, { ...person(), email, start: slot.start, phone: '0712 345 678' })).status).toBe(201);
    await deliverDue(app, clock);
    const invitation = service.sink.messages.find((m) => m.rcpt.includes(email) && /Consultanță programată/.test(m.header('subject') ?? ''))!;
    expect(invitation).toBeDefined();
    const ics = calendarOf(invitation);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe(`mailto:${email}`);

    const cancel = linkIn(invitation.text, /anulează aici/);
    const path = cancel.replace(/^https?:\/\/[^/]+/, '');
    // A GET (a mail scanner opening the link) only asks; the slot stays taken.
    const ask = await fetch(`${origin}${path}`);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Anulează programarea');
    expect((await slots(origin)).map((s) => s.start)).not.toContain(slot.start);
    // A forged token (one character of the signature changed) and a changed action are refused.
    const token = new URL(cancel).searchParams.get('t')!;
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await fetch(`${origin}/api/booking/link?t=${forged}`, { method: 'POST' })).status).toBe(404);
    const swapped = token.replace(/\.x\./, '.c.');
    expect((await fetch(`${origin}/api/booking/link?t=${swapped}`, { method: 'POST' })).status).toBe(404);
    // The POST cancels: the slot is free again, the owner is told.
    const done = await fetch(`${origin}${path}`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect((await slots(origin)).map((s) => s.start)).toContain(slot.start);
    expect(await db.value("SELECT status FROM bookings WHERE start_at = ?", [Date.parse(slot.start)])).toBe('cancelled');
    // Replayed: refused, and nothing changes.
    expect((await fetch(`${origin}${path}`, { method: 'POST' })).status).toBe(409);
    // The freed slot can be booked again, by the same address (its one booking ahead was the cancelled one).
    expect((await post(origin, { ...person(), email, start: slot.start })).status).toBe(201);
  });

  it('lets the owner confirm, serves the private feed, reminds the visitor the day before, and expires the links at the start', async () => {
    const slot = (await slots(origin))[5]!;
    const email = 'ion@firma.ro';
    expect((await post(origin, { ...person(), email, start: slot.start })).status).toBe(201);
    await deliverDue(app, clock);
    const owner = service.sink.messages.find((m) => /Programare nouă/.test(m.header('subject') ?? '') && m.text.includes(email))!;
    const confirm = linkIn(owner.text, /^Confirm/).replace(/^https?:\/\/[^/]+/, '');
    const feed = linkIn(owner.text, /calendarul tău/).replace(/^https?:\/\/[^/]+/, '');
    expect((await fetch(`${origin}${confirm}`, { method: 'POST' })).status).toBe(200);
    expect(await db.value("SELECT status FROM bookings WHERE start_at = ?", [Date.parse(slot.start)])).toBe('confirmed');
    // Confirming answered the lead (the lead tools list it no longer as waiting).
    expect(await db.value('SELECT status FROM leads WHERE email = ?', [email])).toBe('answered');
    // Answered once: the refuse link of the same e-mail no longer works.
    const refuse = linkIn(owner.text, /^Refuz/).replace(/^https?:\/\/[^/]+/, '');
    expect((await fetch(`${origin}${refuse}`, { method: 'POST' })).status).toBe(409);

    const calendar = await fetch(`${origin}${feed}`);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await calendar.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.find((e) => e.startDate.toJSDate().toISOString() === slot.start)?.summary).toMatch(/Ana Ionescu/);
    // A key with one character changed (never to itself: the key starts with "Z" one time in 64).
    const wrongKey = feed.replace(/k=(.)/, (_, first: string) => `k=${first === 'Z' ? 'Y' : 'Z'}`);
    expect(wrongKey).not.toBe(feed);
    expect((await fetch(`${origin}${wrongKey}`)).status).toBe(404);

    // The day before, 23 hours ahead: the reminder goes to the visitor, once.
    clock = Date.parse(slot.start) - 23 * HOUR;
    await deliverDue(app, clock);
    const reminders = () => service.sink.messages.filter((m) => m.rcpt.includes(email) && /Memento/.test(m.header('subject') ?? ''));
    await service.sink.waitFor(1, (m) => m.rcpt.includes(email) && /Memento/.test(m.header('subject') ?? ''));
    expect(reminders()).toHaveLength(1);

    // At the start the links have expired.
    clock = Date.parse(slot.start);
    const cancel = linkIn(reminders()[0]!.text, /anulează aici/).replace(/^https?:\/\/[^/]+/, '');
    expect((await fetch(`${origin}${cancel}`, { method: 'POST' })).status).toBe(410);
    clock = NOW;

    // A booking is a lead: the GDPR export shows it, erasing the address takes it with the lead.
    const exported = await exportAddress(db, email);
    expect(exported.bookings).toMatchObject([{ start_at: Date.parse(slot.start), status: 'confirmed' }]);
    expect(exported.leads[0]!.message).toMatch(/^Consultanță gratuită: .+ \(ora României\)\. Subiect: Un site nou pentru cabinet$/);
    expect((await eraseAddress(db, email)).leads).toBe(1);
    expect(Number(await db.value('SELECT COUNT(*) FROM bookings WHERE start_at = ?', [Date.parse(slot.start)]))).toBe(0);
  });

  it('serves the page of free slots and takes a plain form post without JavaScript', async () => {
    const page = await fetch(`${origin}/api/booking`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const start = /name="start" value="([^"]+)"/.exec(html)![1]!;
    const form = new URLSearchParams({ name: 'Dan Pop', email: 'dan@firma.ro', topic: 'Logo nou', start, lang: 'ro' });
    const answer = await fetch(`${origin}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: form,
    });
    expect(answer.status).toBe(201);
    expect(await answer.text()).toContain('Gata, ești programat!');
    const again = await fetch(`${origin}/api/booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({ ...Object.fromEntries(form), email: 'ioana@firma.ro' }),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Intervalul a fost luat între timp');
  });

  it('books one consultation ahead per inbox: the same address, however a mailbox spells it, gets 409 naming email, and nothing is stored or mailed', async () => {
    const free = await slots(origin);
    const [first, second] = [free[8]!, free[9]!];
    const leads = Number(await db.value('SELECT COUNT(*) FROM leads'));
    expect((await post(origin, { ...person(), email: 'Vlad.Pop@Firma.ro', start: first.start })).status).toBe(201);
    for (const [email, lang, text] of [
      ['vlad.pop+site@firma.ro', 'ro', /deja programată o consultanță/],
      ['VLAD.POP@firma.ro', 'en', /already booked for this email address/],
    ] as const) {
      const again = await post(origin, { ...person(), email, lang, start: second.start });
      expect(again.status).toBe(409);
      const body = (await again.json()) as { errors: Record<string, string>; slots?: unknown };
      expect(Object.keys(body.errors)).toEqual(['email']);
      expect(body.errors.email).toMatch(text);
      // Not the "taken meanwhile" answer: the form keeps the chosen time.
      expect(body.slots).toBeUndefined();
    }
    expect(Number(await db.value('SELECT COUNT(*) FROM leads'))).toBe(leads + 1);
    expect((await slots(origin)).map((s) => s.start)).toContain(second.start);
    await deliverDue(app, clock);
    const invitations = service.sink.messages.filter((m) => m.rcpt.some((r) => /vlad\.pop/i.test(r)));
    expect(invitations).toHaveLength(1);
    // Another address books the second slot as usual.
    expect((await post(origin, { ...person(), email: 'vlad.pop@alta-firma.ro', start: second.start })).status).toBe(201);
  });

  it('counts the booking page and posts like the contact form, never the signed links or the feed (issue 44)', async () => {
    const limited = await service.start({ rateLimit: { max: 2, windowMs: 10 * 60_000 }, now: () => clock });
    const get = (path: string) => fetch(`${limited.origin}${path}`).then((r) => r.status);
    // Five of each from one client: a forged link and a wrong feed key are refused (404), never 429.
    for (let i = 0; i < 5; i++) {
      expect(await get('/api/booking/link?t=x')).toBe(404);
      expect(await get('/api/booking/calendar?k=x')).toBe(404);
    }
    // The page without JavaScript is counted: its third request in the window is 429.
    expect([await get('/api/booking'), await get('/api/booking'), await get('/api/booking')]).toEqual([200, 200, 429]);
  });
});
