import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@/server/core/leads';
import { offeredSlot, parseDate, slotsBetween, slotsOfDay, type BookingSettings } from '@/server/core/slots';

const SETTINGS: BookingSettings = { slotMinutes: 30, daysAhead: 60, noticeHours: 12, closed: [] };
/** content/site.yaml's hours: weekdays 09–18, Saturday 10–14, Sunday closed. */
const SITE_HOURS: OpeningHours = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
  { days: ['Sa'], opens: '10:00', closes: '14:00' },
  { days: ['Su'], opens: null, closes: null },
];
const ALL_DAY: OpeningHours = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'], opens: '00:00', closes: '23:59' }];
const iso = (instant: number) => new Date(instant).toISOString();
const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('slots across a summer-time change (Europe/Bucharest)', () => {
  // The last Sundays of March and October, 2026 and 2027.
  it.each([
    ['2026-03-28', '2026-03-30', '2026-03-28T08:00:00.000Z', '2026-03-30T06:00:00.000Z'],
    ['2026-10-24', '2026-10-26', '2026-10-24T07:00:00.000Z', '2026-10-26T07:00:00.000Z'],
    ['2027-03-27', '2027-03-29', '2027-03-27T08:00:00.000Z', '2027-03-29T06:00:00.000Z'],
    ['2027-10-30', '2027-11-01', '2027-10-30T07:00:00.000Z', '2027-11-01T07:00:00.000Z'],
  ])('the Saturday before %s and the Monday after %s open at the right UTC instant', (saturday, monday, opensSat, opensMon) => {
    const now = Date.parse(`${saturday}T00:00:00Z`) - 5 * 24 * 3_600_000;
    const slots = slotsBetween(parseDate(saturday)!, 3, now, SITE_HOURS, SETTINGS);
    // Saturday 10:00–14:00 (8 slots), Sunday closed, Monday 09:00–18:00 (18 slots).
    expect(slots).toHaveLength(26);
    expect(iso(slots[0]!.start)).toBe(opensSat);
    expect(iso(slots[8]!.start)).toBe(opensMon);
    expect(slots.every((s) => s.end - s.start === 30 * 60_000)).toBe(true);
  });

  it('skips the spring hour that does not exist and offers the repeated autumn hour once', () => {
    const spring = slotsOfDay(parseDate('2026-03-29')!, ALL_DAY, SETTINGS);
    const springWalls = spring.map((s) => wall.format(new Date(s.start)));
    expect(springWalls).not.toContain('03:00');
    expect(springWalls).not.toContain('03:30');
    expect(spring).toHaveLength(47 - 2);
    // 02:30 (UTC+2) and 04:00 (UTC+3) are back to back in real time.
    const at = springWalls.indexOf('02:30');
    expect(iso(spring[at]!.start)).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(spring[at + 1]!.start)).toBe('2026-03-29T01:00:00.000Z');

    const autumn = slotsOfDay(parseDate('2027-10-31')!, ALL_DAY, SETTINGS);
    const autumnWalls = autumn.map((s) => wall.format(new Date(s.start)));
    expect(new Set(autumnWalls).size).toBe(autumnWalls.length);
    expect(autumn).toHaveLength(47);
    // 03:00 happens twice (UTC+3, then UTC+2): offered once, at one of the two instants
    // (wallToInstant, server/core/leads.ts, gives the second one here).
    expect(['2027-10-31T00:00:00.000Z', '2027-10-31T01:00:00.000Z']).toContain(iso(autumn[autumnWalls.indexOf('03:00')]!.start));
    expect(iso(autumn[autumnWalls.indexOf('04:00')]!.start)).toBe('2027-10-31T02:00:00.000Z');
    for (let i = 1; i < autumn.length; i++) expect(autumn[i]!.start).toBeGreaterThanOrEqual(autumn[i - 1]!.end);
  });
});

describe('the schedule', () => {
  const now = Date.parse('2026-12-01T08:00:00Z'); // Tuesday 10:00 in Bucharest

  it('keeps the notice, the closed dates and the days ahead', () => {
    const settings = { ...SETTINGS, daysAhead: 14, closed: ['2026-12-02'] };
    const slots = slotsBetween(parseDate('2026-11-20')!, 60, now, SITE_HOURS, settings);
    expect(slots[0]!.start).toBeGreaterThanOrEqual(now + 12 * 3_600_000);
    expect(iso(slots[0]!.start)).toBe('2026-12-03T07:00:00.000Z');
    // Today and the 13 dates after it: nothing from 15 December.
    expect(iso(slots[slots.length - 1]!.start)).toBe('2026-12-14T15:30:00.000Z');
    expect(offeredSlot(Date.parse('2026-12-02T08:00:00Z'), now, SITE_HOURS, settings)).toBeNull();
    expect(offeredSlot(Date.parse('2026-12-03T07:00:00Z'), now, SITE_HOURS, settings)).not.toBeNull();
    expect(offeredSlot(Date.parse('2026-12-03T07:15:00Z'), now, SITE_HOURS, settings)).toBeNull();
  });
});
