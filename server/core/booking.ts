/**
 * The free consultation, booked on the site (issue 48), in the runtime-neutral core both hosts serve:
 *
 *   GET  /api/booking/slots?from=YYYY-MM-DD&days=N   the free slots, { slots: [{ start, end }] } (UTC ISO 8601)
 *   POST /api/booking                                 name, email, phone, topic, start, lang (JSON or a form)
 *   GET  /api/booking?lang=en                         the page of free slots with the form, for browsers
 *                                                     without JavaScript (the static /programare links here)
 *   GET|POST /api/booking/link?t=…                    the signed links of the e-mails: confirm, refuse, cancel
 *   GET  /api/booking/calendar?k=…                    the owner's private feed (.ics) of every booking
 *
 * One slot, one booking: the partial unique index `bookings_slot` (server/db.ts, migration 9) refuses a
 * second active booking for a start, so the insert itself decides a race (409), on every engine. A booking
 * is a lead too (its name, address and language live in `leads`), so the lead tools, GDPR and retention
 * see it; erasing the lead deletes the booking (ON DELETE CASCADE).
 */
import {
  bookingSchema,
  fieldErrors,
  formLocale,
  inLocale,
  type BookingData,
  type FieldErrors,
  type FormLocale,
} from '@/lib/forms/schemas';
import { readFormPost } from '@/server/core/body';
import { looksAutomated } from '@/server/core/contact';
import { UNAVAILABLE_MESSAGE_IN, type ApiContext, type Reject } from '@/server/core/context';
import { isUniqueViolation } from '@/server/core/db-errors';
import { escapeHtml, htmlPage, json } from '@/server/core/http';
import {
  bookingCalendar,
  bookingToOwner,
  cancelToOwner,
  changeToVisitor,
  invitationToVisitor,
  reminderToVisitor,
  whenText,
  type BookingLinks,
  type BookingView,
} from '@/server/core/invitation';
import { attributionOf, statusLinkKey } from '@/server/core/leads';
import { queryOf, requestLocale } from '@/server/core/locale';
import { bucharestDate, offeredSlot, parseDate, slotsBetween, type Slot } from '@/server/core/slots';
import { base64url, hashToken } from '@/server/core/tokens';
import { recipientKey } from '@/server/mail/limits';
import { enqueueStatement } from '@/server/mail/queue';
import type { Brand } from '@/server/mail/templates';
import type { Sql, Statement } from '@/server/sql';

export const BOOKING_PATH = '/api/booking';
export const BOOKING_SLOTS_PATH = '/api/booking/slots';
export const BOOKING_LINK_PATH = '/api/booking/link';
export const BOOKING_FEED_PATH = '/api/booking/calendar';

const DAY_MS = 24 * 60 * 60_000;
/** The most dates one slots request may ask for. */
const MAX_DAYS = 60;
/** How many free slots a 409 offers instead. */
const NEXT_FREE = 6;
const ACTIVE = `status IN ('pending', 'confirmed')`;

const SAY = {
  ro: {
    title: 'Programează consultanța gratuită',
    intro: 'Alege un interval de 30 de minute (ora României), apoi spune-mi cum te cheamă și despre ce vrei să vorbim.',
    none: 'Nu mai sunt intervale libere în perioada afișată. Scrie-mi din pagina de contact și găsim împreună un moment.',
    name: 'Nume complet',
    email: 'Email',
    phone: 'Telefon (opțional)',
    topic: 'Despre ce vrei să vorbim?',
    submit: 'Programează',
    okTitle: 'Gata, ești programat!',
    ok: (when: string) => `Consultanța gratuită este ${when} (ora României). Ți-am trimis invitația pe email; o confirm în cel mai scurt timp.`,
    invalid: 'Unele câmpuri nu sunt completate corect.',
    failTitle: 'Programarea nu a fost făcută',
    taken: 'Intervalul ales tocmai a fost luat. Alege altul dintre cele libere.',
    takenTitle: 'Intervalul a fost luat între timp',
    already:
      'Pe această adresă de email este deja programată o consultanță. O poți anula din emailul primit, apoi alegi alt interval.',
    back: 'Înapoi la intervale',
    home: 'Pagina principală',
    contact: 'Pagina de contact',
    labels: { name: 'Nume complet', email: 'Email', phone: 'Telefon', topic: 'Subiect', start: 'Interval', form: 'Formular' },
    slotsFrom: 'Data de început nu este validă (exemplu: 2026-12-01).',
    slotsDays: `Numărul de zile trebuie să fie între 1 și ${MAX_DAYS}.`,
  },
  en: {
    title: 'Book the free consultation',
    intro: 'Choose a 30-minute time (Romania time), then tell me your name and what you would like to talk about.',
    none: 'There are no free times left in this period. Write to me from the contact page and we will find one together.',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    topic: 'What would you like to talk about?',
    submit: 'Book',
    okTitle: 'Done, you are booked!',
    ok: (when: string) => `Your free consultation is ${when} (Romania time). The invitation is in your email; I will confirm it shortly.`,
    invalid: 'Some fields are not filled in correctly.',
    failTitle: 'The booking was not made',
    taken: 'The time you chose has just been taken. Please choose another free one.',
    takenTitle: 'The time was taken meanwhile',
    already:
      'A consultation is already booked for this email address. You can cancel it from the email you received, then choose another time.',
    back: 'Back to the times',
    home: 'Home page',
    contact: 'Contact page',
    labels: { name: 'Full name', email: 'Email', phone: 'Phone', topic: 'Topic', start: 'Time', form: 'Form' },
    slotsFrom: 'The start date is not valid (example: 2026-12-01).',
    slotsDays: `The number of days must be between 1 and ${MAX_DAYS}.`,
  },
} as const;

const iso = (instant: number) => new Date(instant).toISOString();
const slotJson = (slot: Slot) => ({ start: iso(slot.start), end: iso(slot.end) });

// ------------------------------------------------------------------------------------------ signed links

/** What a link does: the owner confirms or refuses; the visitor or the owner cancels. */
const ACTIONS = { c: 'confirm', r: 'refuse', x: 'cancel', o: 'cancel-owner' } as const;
type ActionCode = keyof typeof ACTIONS;
export type BookingAction = (typeof ACTIONS)[ActionCode];
const CODES = Object.fromEntries(Object.entries(ACTIONS).map(([k, v]) => [v, k])) as Record<BookingAction, ActionCode>;

const signedText = (ref: string, action: ActionCode, expires: string) =>
  new TextEncoder().encode(`booking\0${ref}\0${action}\0${expires}`);

async function signature(key: CryptoKey, text: Uint8Array): Promise<string> {
  // TextEncoder's bytes are over a plain ArrayBuffer; the Workers types only say ArrayBufferLike.
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, text as Uint8Array<ArrayBuffer>)));
}

/** Compares two strings without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * A link token, `<booking ref>.<c|r|x|o>.<expiry, seconds in base 36>.<HMAC-SHA256>`, signed with the
 * lead-status links' key (server/core/leads.ts: one random key in the database, shared by every
 * instance). It works until the slot starts.
 */
export async function signBookingToken(key: CryptoKey, ref: string, action: BookingAction, expiresAt: number): Promise<string> {
  const code = CODES[action];
  const expires = Math.floor(expiresAt / 1000).toString(36);
  return `${ref}.${code}.${expires}.${await signature(key, signedText(ref, code, expires))}`;
}

const TOKEN_SHAPE = /^([0-9a-f-]{36})\.([crxo])\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export type BookingTokenCheck = { ok: true; ref: string; action: BookingAction } | { ok: false; reason: 'forged' | 'expired' };

/**
 * Checks a token by signing its parts again: any other byte (a changed part, a non-canonical spelling of
 * the signature) is a forgery. Then its expiry.
 */
export async function checkBookingToken(key: CryptoKey, token: string, now: number): Promise<BookingTokenCheck> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, ref, code, expires, mac] = match as unknown as [string, string, ActionCode, string, string];
  if (!sameText(await signature(key, signedText(ref, code, expires)), mac)) return { ok: false, reason: 'forged' };
  if (parseInt(expires, 36) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, ref, action: ACTIONS[code] };
}

/** The owner's feed key: derived from the links' key, so it needs no table and survives restarts. */
export async function feedToken(db: Sql): Promise<string> {
  return signature(await statusLinkKey(db), new TextEncoder().encode('booking-feed'));
}

async function linksFor(db: Sql, publicUrl: string, ref: string, start: number, owner: boolean): Promise<BookingLinks> {
  const key = await statusLinkKey(db);
  const base = `${publicUrl.replace(/\/$/, '')}${BOOKING_LINK_PATH}?t=`;
  const link = async (action: BookingAction) => `${base}${await signBookingToken(key, ref, action, start)}`;
  if (!owner) return { cancel: await link('cancel') };
  return {
    cancel: await link('cancel-owner'),
    confirm: await link('confirm'),
    refuse: await link('refuse'),
    feed: `${publicUrl.replace(/\/$/, '')}${BOOKING_FEED_PATH}?k=${await feedToken(db)}`,
  };
}

// ---------------------------------------------------------------------------------------------- storage

type BookingRow = {
  ref: string;
  start_at: number | string;
  end_at: number | string;
  topic: string;
  status: BookingView['status'];
  name: string;
  email: string;
  phone: string | null;
  language: string | null;
};

const SELECT_BOOKING = `SELECT b.ref, b.start_at, b.end_at, b.topic, b.status, l.name, l.email, l.phone, l.language
                          FROM bookings b JOIN leads l ON l.ref = b.lead_ref`;

/** RFC 5545 SEQUENCE: the invitation, then its confirmation, then its cancellation. */
const SEQUENCE: Record<BookingView['status'], number> = { pending: 0, confirmed: 1, refused: 2, cancelled: 2 };

function view(row: BookingRow): BookingView {
  return {
    ref: row.ref,
    start: Number(row.start_at),
    end: Number(row.end_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    language: formLocale(row.language),
    status: row.status,
    sequence: SEQUENCE[row.status],
  };
}

/** The starts taken (pending or confirmed) between two instants. */
async function takenStarts(db: Sql, from: number, to: number): Promise<Set<number>> {
  const rows = await db.all<{ start_at: number | string }>(
    `SELECT start_at FROM bookings WHERE ${ACTIVE} AND start_at >= ? AND start_at < ?`,
    [from, to],
  );
  return new Set(rows.map((r) => Number(r.start_at)));
}

/** The free slots from a date (UTC midnight standing for it) for `days` dates. */
export async function freeSlots(ctx: ApiContext, from: number, days: number): Promise<Slot[]> {
  const now = ctx.now();
  const slots = slotsBetween(from, days, now, ctx.options.openingHours, ctx.options.booking);
  if (slots.length === 0) return [];
  const taken = await takenStarts(ctx.db, slots[0]!.start, slots[slots.length - 1]!.end);
  return slots.filter((slot) => !taken.has(slot.start));
}

/**
 * Whether the address already has a consultation ahead (pending or confirmed). One at a time per inbox,
 * counted as mailbox providers deliver (server/mail/limits.ts recipientKey: `ion+1@x.ro` is `ion@x.ro`):
 * anyone can type anyone's address, and each booking mails that address an invitation, so without it one
 * person could fill a stranger's inbox, and the owner's calendar, one slot at a time. The active bookings
 * ahead are at most the slots on offer, so they are read and compared here rather than keyed in SQL.
 */
async function hasBookingAhead(db: Sql, email: string, now: number): Promise<boolean> {
  const key = recipientKey(email);
  const rows = await db.all<{ email: string }>(
    `SELECT l.email FROM bookings b JOIN leads l ON l.ref = b.lead_ref
      WHERE b.status IN ('pending', 'confirmed') AND b.end_at > ?`,
    [now],
  );
  return rows.some((row) => recipientKey(row.email) === key);
}

const horizon = (ctx: ApiContext) => freeSlots(ctx, parseDate(bucharestDate(ctx.now()))!, ctx.options.booking.daysAhead);

// -------------------------------------------------------------------------------------------- reminders

const REMINDER_CLAIM_MS = 5 * 60_000;

/**
 * Queues the visitors' reminders that are due (the day before): claim the bookings, then one batch that
 * queues each under its claim's guard and marks them reminded; a crash between the two leaves a claim
 * that expires and is taken again. Called with the lead reminders before each drain of the outbox (a
 * timer on Node, the minute cron on Workers).
 */
export async function queueBookingReminders(db: Sql, now: number, brand: Brand, publicUrl: string): Promise<number> {
  const claim = crypto.randomUUID();
  const due = `${ACTIVE} AND reminded_at IS NULL AND remind_at IS NOT NULL AND remind_at <= ? AND start_at > ?
               AND (reminder_claim IS NULL OR reminder_claimed_at < ?)`;
  const claimed = await db.run(
    `UPDATE bookings SET reminder_claim = ?, reminder_claimed_at = ?
      WHERE ${due} AND id IN (SELECT id FROM bookings WHERE ${due} ORDER BY remind_at LIMIT 20)`,
    [claim, now, now, now, now - REMINDER_CLAIM_MS, now, now, now - REMINDER_CLAIM_MS],
  );
  if (claimed === 0) return 0;
  const rows = await db.all<BookingRow & { lead_ref: string }>(
    `${SELECT_BOOKING.replace('SELECT b.ref', 'SELECT b.lead_ref, b.ref')} WHERE b.reminder_claim = ?`,
    [claim],
  );
  const statements: Statement[] = [];
  for (const row of rows) {
    const booking = view(row);
    statements.push(
      enqueueStatement('booking-reminder', reminderToVisitor(booking, brand, await linksFor(db, publicUrl, booking.ref, booking.start, false)), {
        owner: { lead: row.lead_ref },
        siteUrl: brand.siteUrl,
        now,
        when: {
          sql: `EXISTS (SELECT 1 FROM bookings WHERE ref = ? AND reminder_claim = ? AND reminded_at IS NULL AND ${ACTIVE})`,
          params: [booking.ref, claim],
        },
      }),
    );
  }
  statements.push({ text: 'UPDATE bookings SET reminded_at = ? WHERE reminder_claim = ? AND reminded_at IS NULL', params: [now, claim] });
  const results = await db.batch(statements);
  return results.slice(0, -1).reduce((sum, r) => sum + r.changes, 0);
}

// ---------------------------------------------------------------------------------------------- handlers

export function createBookingHandlers(ctx: ApiContext) {
  const site = (language: FormLocale, path = '') =>
    `${ctx.siteHref.replace(/\/$/, '')}${language === 'en' ? '/en' : ''}${path || (language === 'en' ? '' : '/')}`;
  const formHref = (language: FormLocale) => `${BOOKING_PATH}?lang=${language}`;
  const page = (status: number, language: FormLocale, content: Parameters<typeof htmlPage>[1], headers: Record<string, string> = {}) =>
    htmlPage(status, content, { siteName: ctx.brand.siteName, shell: ctx.shell(language), language, headers });

  /** Slot times as a visitor reads them, grouped by Bucharest date. */
  function slotChoices(slots: Slot[], language: FormLocale): string {
    const day = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Bucharest',
    });
    const time = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Bucharest',
    });
    const days = new Map<string, Slot[]>();
    for (const slot of slots) {
      const key = bucharestDate(slot.start);
      days.set(key, [...(days.get(key) ?? []), slot]);
    }
    return [...days.values()]
      .map(
        (list) =>
          `<fieldset class="mt-6"><legend class="font-semibold first-letter:uppercase">${escapeHtml(day.format(new Date(list[0]!.start)))}</legend><div class="mt-2 flex flex-wrap gap-2">${list
            .map(
              (slot) =>
                `<label class="border-border rounded-md border px-3 py-2"><input type="radio" name="start" value="${iso(slot.start)}" required> ${escapeHtml(time.format(new Date(slot.start)))}</label>`,
            )
            .join('')}</div></fieldset>`,
      )
      .join('');
  }

  /** The page of free slots with the booking form: the whole flow without JavaScript. */
  async function bookingPage(language: FormLocale): Promise<Response> {
    const say = SAY[language];
    const slots = await horizon(ctx);
    const field = (name: string, label: string, type: string, required: boolean, extra = '') =>
      `<label class="mt-4 block text-left"><span class="font-medium">${escapeHtml(label)}</span><input class="border-input mt-1 block w-full rounded-md border px-3 py-2" name="${name}" type="${type}" ${required ? 'required' : ''} ${extra}></label>`;
    const form = slots.length
      ? `<form method="post" action="${escapeHtml(formHref(language))}" class="mt-8 w-full max-w-2xl text-left">
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="page" value="${language === 'en' ? '/en/book' : '/programare'}">
${slotChoices(slots, language)}
${field('name', say.name, 'text', true, 'autocomplete="name" maxlength="100"')}
${field('email', say.email, 'email', true, 'autocomplete="email"')}
${field('phone', say.phone, 'tel', false, 'autocomplete="tel"')}
<label class="mt-4 block text-left"><span class="font-medium">${escapeHtml(say.topic)}</span><textarea class="border-input mt-1 block w-full rounded-md border px-3 py-2" name="topic" rows="3" required maxlength="1000"></textarea></label>
<div aria-hidden="true" class="absolute -left-[9999px] h-px w-px overflow-hidden"><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit" class="mt-6 inline-flex items-center justify-center rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground">${escapeHtml(say.submit)}</button>
</form>`
      : '';
    return page(200, language, {
      title: say.title,
      paragraphs: [slots.length ? say.intro : say.none],
      html: form,
      links: slots.length ? [] : [{ href: site(language, '/contact'), label: say.contact }],
    });
  }

  async function handleSlots(request: Request): Promise<Response> {
    const query = queryOf(request);
    const language = requestLocale(request);
    const errors: FieldErrors = {};
    const fromText = query.get('from');
    const from = fromText === null ? parseDate(bucharestDate(ctx.now())) : parseDate(fromText);
    if (from === null) errors.from = SAY[language].slotsFrom;
    const daysText = query.get('days');
    const days = daysText === null ? ctx.options.booking.daysAhead : /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
    if (!(days >= 1 && days <= MAX_DAYS)) errors.days = SAY[language].slotsDays;
    if (from === null || Object.keys(errors).length) return json(422, { message: SAY[language].invalid, errors });
    const slots = await freeSlots(ctx, from, days);
    return json(200, { slots: slots.map(slotJson), timeZone: 'Europe/Bucharest' });
  }

  async function store(data: BookingData, slot: Slot, language: FormLocale, body: Record<string, unknown>) {
    const now = ctx.now();
    const ref = crypto.randomUUID();
    const leadRef = crypto.randomUUID();
    const booking: BookingView = {
      ref,
      start: slot.start,
      end: slot.end,
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      topic: data.topic,
      language,
      status: 'pending',
      sequence: 0,
    };
    const attribution = attributionOf(body);
    const remindAt = slot.start - DAY_MS > now ? slot.start - DAY_MS : null;
    const siteUrl = ctx.brand.siteUrl;
    const publicUrl = ctx.options.publicUrl;
    await ctx.db.batch([
      {
        text: `INSERT INTO leads (ref, created_at, name, email, phone, company, services, budget, message,
                                   page, landing, referrer, language, due_at)
               VALUES (?, ?, ?, ?, ?, NULL, '[]', NULL, ?, ?, ?, ?, ?, NULL)`,
        params: [
          leadRef,
          iso(now),
          data.name,
          data.email,
          data.phone ?? null,
          // What the lead tools and the CSV show: the slot (Bucharest time) and the topic.
          `Consultanță gratuită: ${whenText(slot.start, 'ro')} (ora României). Subiect: ${data.topic}`,
          attribution.page,
          attribution.landing,
          attribution.referrer,
          language,
        ],
      },
      {
        text: `INSERT INTO bookings (ref, lead_ref, start_at, end_at, topic, status, remind_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
        params: [ref, leadRef, slot.start, slot.end, data.topic, remindAt],
      },
      enqueueStatement('booking-visitor', invitationToVisitor(booking, ctx.brand, await linksFor(ctx.db, publicUrl, ref, slot.start, false), now), {
        owner: { lead: leadRef },
        siteUrl,
        now,
      }),
      enqueueStatement('booking-owner', bookingToOwner(booking, ctx.brand, await linksFor(ctx.db, publicUrl, ref, slot.start, true), now), {
        owner: { lead: leadRef },
        siteUrl,
        now,
      }),
    ]);
  }

  function answer(
    html: boolean,
    status: number,
    language: FormLocale,
    body: { message: string; errors?: FieldErrors; slots?: Slot[]; booked?: Slot },
    headers?: Record<string, string>,
  ): Response {
    const say = SAY[language];
    if (!html)
      return json(
        status,
        {
          message: body.message,
          ...(body.errors ? { errors: body.errors } : {}),
          ...(body.slots ? { slots: body.slots.map(slotJson) } : {}),
          ...(body.booked ? { booking: slotJson(body.booked) } : {}),
        },
        headers,
      );
    if (status === 201)
      return page(201, language, {
        title: say.okTitle,
        tone: 'ok',
        paragraphs: [body.message],
        links: [{ href: site(language), label: say.home }],
      });
    const list = body.errors
      ? Object.entries(body.errors).map(([field, text]) => `${say.labels[field as keyof typeof say.labels] ?? field}: ${text}`)
      : undefined;
    return page(
      status,
      language,
      {
        title: status === 409 && body.slots ? say.takenTitle : say.failTitle,
        tone: 'error',
        paragraphs: [body.message],
        list,
        links: [
          { href: formHref(language), label: say.back },
          { href: site(language), label: say.home },
        ],
      },
      headers,
    );
  }

  async function handleBook(request: Request, reject: Reject): Promise<Response | null> {
    const body = await readFormPost(request, ctx.options, reject);
    if (!body || body instanceof Response) return body;
    const { html, language } = body;
    const say = SAY[language];
    const parsed = inLocale(language, () => bookingSchema.safeParse(body.data));
    if (!parsed.success) return answer(html, 422, language, { message: say.invalid, errors: fieldErrors(parsed.error) });
    const slot = offeredSlot(parsed.data.start, ctx.now(), ctx.options.openingHours, ctx.options.booking);
    if (!slot) {
      const message = inLocale(language, () => bookingSchema.shape.start.safeParse('').error!.issues[0]!.message);
      return answer(html, 422, language, { message: say.invalid, errors: { start: message } });
    }
    // A bot hears what a person would, and nothing is stored or sent.
    if (looksAutomated(body.data, body.kind, ctx.options.minFillMs))
      return answer(html, 201, language, { message: say.ok(whenText(slot.start, language)), booked: slot });
    if (await hasBookingAhead(ctx.db, parsed.data.email, ctx.now()))
      return answer(html, 409, language, { message: say.already, errors: { email: say.already } });
    try {
      await store(parsed.data, slot, language, body.data);
    } catch (error) {
      if (isUniqueViolation(error, 'bookings', 'start_at', 'bookings_slot')) {
        const next = (await horizon(ctx)).slice(0, NEXT_FREE);
        return answer(html, 409, language, { message: say.taken, errors: { start: say.taken }, slots: next });
      }
      ctx.options.log(`booking: could not store a booking: ${(error as Error).message}`);
      return answer(html, 503, language, { message: UNAVAILABLE_MESSAGE_IN[language] }, { 'Retry-After': '60' });
    }
    ctx.mail.kick();
    return answer(html, 201, language, { message: say.ok(whenText(slot.start, language)), booked: slot });
  }

  /** GET /api/booking: the page without JavaScript; POST: a booking. */
  async function handleBooking(request: Request, reject: Reject): Promise<Response | null> {
    if (request.method === 'POST') return handleBook(request, reject);
    return bookingPage(requestLocale(request));
  }

  // -------------------------------------------------------------------------------------- e-mail links

  const LINK_SAY: Record<BookingAction, { ask: string; button: string; done: string; visitor: boolean }> = {
    confirm: { ask: 'Confirmi programarea?', button: 'Confirm', done: 'Programarea este confirmată. Vizitatorul a primit confirmarea.', visitor: false },
    refuse: { ask: 'Refuzi programarea?', button: 'Refuz', done: 'Programarea este refuzată și intervalul este liber. Vizitatorul a fost anunțat.', visitor: false },
    cancel: { ask: 'Anulezi programarea?', button: 'Anulează programarea', done: 'Programarea este anulată și intervalul este liber.', visitor: true },
    'cancel-owner': { ask: 'Anulezi programarea?', button: 'Anulează programarea', done: 'Programarea este anulată și intervalul este liber. Vizitatorul a fost anunțat.', visitor: false },
  };
  const LINK_SAY_EN = {
    ask: 'Cancel the booking?',
    button: 'Cancel the booking',
    done: 'The booking is cancelled and the time is free again.',
    expired: 'This link has expired',
    expiredText: 'The links in the booking email work until the consultation starts.',
    forged: 'Unknown link',
    forgedText: 'This link was not sent by the site (or was copied incompletely). Open it straight from the email.',
    gone: 'The booking no longer exists',
    used: 'This link has already been used',
    usedText: 'Each link works once.',
    back: 'Back to the site',
  };

  async function handleLink(request: Request): Promise<Response> {
    const token = queryOf(request).get('t') ?? '';
    const now = ctx.now();
    const key = await statusLinkKey(ctx.db);
    const check = await checkBookingToken(key, token, now);
    // The visitor's page speaks the visitor's language; the owner's is Romanian.
    const row = check.ok ? await ctx.db.get<BookingRow & { lead_ref: string }>(`${SELECT_BOOKING.replace('SELECT b.ref', 'SELECT b.lead_ref, b.ref')} WHERE b.ref = ?`, [check.ref]) : undefined;
    const booking = row ? view(row) : null;
    const en = check.ok && LINK_SAY[check.action].visitor && booking?.language === 'en';
    const language: FormLocale = en ? 'en' : 'ro';
    const linkPage = (status: number, title: string, paragraphs: string[], form?: { action: string; label: string }) =>
      page(status, language, { title, paragraphs, form, tone: status >= 400 ? 'error' : 'ok', links: [{ href: site(language), label: en ? LINK_SAY_EN.back : 'Înapoi la site' }] }, { 'X-Robots-Tag': 'noindex' });
    if (!check.ok)
      return check.reason === 'expired'
        ? linkPage(410, 'Linkul a expirat', ['Linkurile din emailul programării funcționează până la începutul consultației.'])
        : linkPage(404, 'Link necunoscut', ['Acest link nu este unul trimis de site (sau a fost copiat incomplet). Deschide-l direct din email.']);
    if (!booking || !row) return linkPage(404, en ? LINK_SAY_EN.gone : 'Programarea nu mai există', []);
    const say = LINK_SAY[check.action];
    const about = `${booking.name}, ${whenText(booking.start, language)} (${en ? 'Romania time' : 'ora României'}): ${booking.topic}`;
    if (request.method !== 'POST')
      return linkPage(200, en ? LINK_SAY_EN.ask : say.ask, [about], { action: `${BOOKING_LINK_PATH}?t=${token}`, label: en ? LINK_SAY_EN.button : say.button });

    // Single use, keyed on what the link does to which booking (not on its spelling): the owner answers
    // once (confirm or refuse), a booking is cancelled once. The used_links primary key refuses a replay.
    const meaning = check.action === 'confirm' || check.action === 'refuse' ? 'answer' : 'cancel';
    const hash = await hashToken(`booking-${meaning}\0${booking.ref}`);
    const next = check.action === 'confirm' ? 'confirmed' : check.action === 'refuse' ? 'refused' : 'cancelled';
    const from = check.action === 'confirm' || check.action === 'refuse' ? `status = 'pending'` : ACTIVE;
    const changed = { ...booking, status: next } as BookingView;
    changed.sequence = SEQUENCE[next];
    const guard = { sql: `EXISTS (SELECT 1 FROM bookings WHERE ref = ? AND status = ? AND status_at = ?)`, params: [booking.ref, next, now] };
    const messages: Statement[] = [];
    const owner = { lead: row.lead_ref };
    const links = await linksFor(ctx.db, ctx.options.publicUrl, booking.ref, booking.start, false);
    if (check.action !== 'cancel')
      messages.push(enqueueStatement('booking-change', changeToVisitor(changed, ctx.brand, next, now, links), { owner, siteUrl: ctx.brand.siteUrl, now, when: guard }));
    if (check.action === 'cancel') {
      messages.push(enqueueStatement('booking-owner', cancelToOwner(changed, ctx.brand, now), { owner, siteUrl: ctx.brand.siteUrl, now, when: guard }));
      messages.push(enqueueStatement('booking-change', changeToVisitor(changed, ctx.brand, 'cancelled', now), { owner, siteUrl: ctx.brand.siteUrl, now, when: guard }));
    }
    let results;
    try {
      results = await ctx.db.batch([
        { text: 'INSERT INTO used_links (hash, used_at) VALUES (?, ?)', params: [hash, now] },
        { text: `UPDATE bookings SET status = ?, status_at = ? WHERE ref = ? AND ${from}`, params: [next, now, booking.ref] },
        // The owner's answer (confirm or refuse) answers the lead too: `npm run leads -- --open` stops listing it.
        ...(meaning === 'answer'
          ? [{ text: `UPDATE leads SET status = 'answered', status_at = ? WHERE ref = ? AND status = 'new'`, params: [iso(now), row.lead_ref] }]
          : []),
        ...messages,
      ]);
    } catch (error) {
      if (!(await ctx.db.value('SELECT 1 FROM used_links WHERE hash = ?', [hash]).catch(() => undefined))) throw error;
      return linkPage(409, en ? LINK_SAY_EN.used : 'Linkul a fost deja folosit', [about, en ? LINK_SAY_EN.usedText : 'Fiecare link funcționează o singură dată.']);
    }
    if (results[1]!.changes === 0)
      return linkPage(409, en ? LINK_SAY_EN.used : 'Programarea nu mai poate fi schimbată', [about, en ? LINK_SAY_EN.usedText : `Starea ei este deja: ${booking.status}.`]);
    ctx.mail.kick();
    return linkPage(200, en ? LINK_SAY_EN.done : say.done, [about]);
  }

  /** The owner's private feed: every booking from 30 days back, cancelled ones marked so. */
  async function handleFeed(request: Request): Promise<Response> {
    const given = queryOf(request).get('k') ?? '';
    if (!sameText(given, await feedToken(ctx.db))) return json(404, { message: 'Adresa cerută nu există.' });
    const rows = await ctx.db.all<BookingRow>(`${SELECT_BOOKING} WHERE b.start_at >= ? ORDER BY b.start_at`, [ctx.now() - 30 * DAY_MS]);
    return new Response(bookingCalendar(rows.map(view), ctx.brand, 'PUBLISH', ctx.now()), {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      },
    });
  }

  return { handleSlots, handleBooking, handleLink, handleFeed };
}
