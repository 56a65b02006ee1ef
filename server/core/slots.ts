/**
 * The free consultation's slots (issue 48): the owner's opening hours (content/site.yaml `hours`, in
 * Europe/Bucharest wall time) cut into equal slots, minus closed dates and the notice period. Wall time
 * becomes an instant through Intl (`wallToInstant`), so a day across a summer-time change gets the right
 * UTC instants, and a wall time that does not exist that day (the spring gap) is not offered. Pure: the
 * taken slots are subtracted by the caller (server/core/booking.ts).
 */
import { OWNER_TIME_ZONE, wallToInstant, type OpeningHours, type Weekday } from '@/server/core/leads';

/** content/site.yaml `booking`. */
export type BookingSettings = {
  /** A consultation's length, minutes (30). */
  slotMinutes: number;
  /** How many days, today included, the page offers (14). */
  daysAhead: number;
  /** The earliest slot offered is this many hours from now (12). */
  noticeHours: number;
  /** Dates (YYYY-MM-DD, Bucharest) with no bookings at all. */
  closed: readonly string[];
};

export type Slot = { start: number; end: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAY_OF_UTC_DAY: Weekday[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OWNER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OWNER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Bucharest date of an instant, as YYYY-MM-DD. */
export function bucharestDate(instant: number): string {
  return dateFormat.format(new Date(instant));
}

/** "YYYY-MM-DD" → the UTC midnight that stands for that calendar date (a date, not an instant). */
export function parseDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!);
  return new Date(date).toISOString().slice(0, 10) === text ? date : null;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The wall clock `instant` shows in Bucharest, as a UTC-based number (to compare with a wall time). */
function wallOf(instant: number): number {
  const p = Object.fromEntries(wallFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!);
}

/** Every slot of one calendar date (UTC midnight of it), closed dates and the clock aside. */
export function slotsOfDay(date: number, hours: OpeningHours, settings: BookingSettings): Slot[] {
  const day = new Date(date).toISOString().slice(0, 10);
  if (settings.closed.includes(day)) return [];
  const weekday = WEEKDAY_OF_UTC_DAY[new Date(date).getUTCDay()]!;
  const open = hours.find((h) => h.days.includes(weekday) && h.opens && h.closes);
  if (!open) return [];
  const slots: Slot[] = [];
  const length = settings.slotMinutes;
  for (let minute = minutesOf(open.opens!); minute + length <= minutesOf(open.closes!); minute += length) {
    const wall = date + minute * MINUTE_MS;
    const start = wallToInstant(wall);
    // In the spring gap (03:00–04:00 on the last Sunday of March) the wall time does not exist that day.
    if (wallOf(start) !== wall) continue;
    const previous = slots[slots.length - 1];
    if (previous && start < previous.end) continue;
    slots.push({ start, end: start + length * MINUTE_MS });
  }
  return slots;
}

/**
 * The slots from the Bucharest date `from` for `days` dates, limited to the booking horizon (today and
 * the `daysAhead - 1` dates after it) and to starts at least the notice away from `now`.
 */
export function slotsBetween(from: number, days: number, now: number, hours: OpeningHours, settings: BookingSettings): Slot[] {
  const today = parseDate(bucharestDate(now))!;
  const first = Math.max(from, today);
  const last = Math.min(from + (days - 1) * DAY_MS, today + (settings.daysAhead - 1) * DAY_MS);
  const earliest = now + settings.noticeHours * HOUR_MS;
  const slots: Slot[] = [];
  // Noon-free date arithmetic: these are UTC midnights standing for dates, so a day is always 24 h.
  for (let date = first; date <= last; date += DAY_MS)
    for (const slot of slotsOfDay(date, hours, settings)) if (slot.start >= earliest) slots.push(slot);
  return slots;
}

/** The slot that starts at `start`, if the schedule offers it at `now` (free or not). */
export function offeredSlot(start: number, now: number, hours: OpeningHours, settings: BookingSettings): Slot | null {
  const date = parseDate(bucharestDate(start));
  if (date === null) return null;
  return slotsBetween(date, 1, now, hours, settings).find((slot) => slot.start === start) ?? null;
}
