/**
 * The free consultation's calendar files and e-mails (issue 48). The .ics text comes from ical-generator
 * (kept, RFC 5545/5546), with every time in UTC (`DTSTART:20261201T080000Z`): an instant every calendar
 * app places right whatever its zone, with no VTIMEZONE to get wrong. Runtime-neutral: both hosts send
 * these through their outbox.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { FormLocale } from '@/lib/forms/messages';
import type { Brand } from '@/server/mail/templates';
import type { OutboxMessage } from '@/server/mail/message';

/** One booking as the e-mails and the feed need it (its lead's fields joined). */
export type BookingView = {
  ref: string;
  start: number;
  end: number;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  language: FormLocale;
  status: 'pending' | 'confirmed' | 'refused' | 'cancelled';
  /** RFC 5545 SEQUENCE: each change to an invitation already sent goes up by one. */
  sequence: number;
};

const SAY = {
  ro: { summary: (site: string) => `Consultanță gratuită - ${site}`, zone: 'ora României' },
  en: { summary: (site: string) => `Free consultation - ${site}`, zone: 'Romania time' },
} as const;

/** The event's UID: stable for the booking, on the site's domain (RFC 5545 §3.8.4.7). */
export function bookingUid(ref: string, siteUrl: string): string {
  return `booking-${ref}@${new URL(siteUrl).hostname}`;
}

/** "marți, 1 decembrie 2026, 10:00" in Bucharest time, in the language's words. */
export function whenText(start: number, language: FormLocale): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ro-RO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Bucharest',
  }).format(new Date(start));
}

/**
 * An .ics with the booking: METHOD:REQUEST for an invitation (the visitor is the attendee, the owner the
 * organizer), CANCEL when it is called off, PUBLISH for the owner's feed of every booking.
 */
export function bookingCalendar(
  bookings: readonly BookingView[],
  brand: Brand,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  now: number,
): string {
  const calendar = ical({
    name: SAY.ro.summary(brand.siteName),
    prodId: { company: brand.siteName, product: 'forms', language: 'RO' },
    method: ICalCalendarMethod[method],
  });
  for (const booking of bookings) {
    const say = SAY[booking.language];
    const cancelled = method === 'CANCEL' || booking.status === 'cancelled' || booking.status === 'refused';
    calendar.createEvent({
      id: bookingUid(booking.ref, brand.siteUrl),
      sequence: booking.sequence,
      stamp: new Date(now),
      start: new Date(booking.start),
      end: new Date(booking.end),
      summary: method === 'PUBLISH' ? `${say.summary(brand.siteName)}: ${booking.name}` : say.summary(brand.siteName),
      description: method === 'PUBLISH' ? `${booking.topic}\n${booking.email}${booking.phone ? `\n${booking.phone}` : ''}` : booking.topic,
      status: cancelled ? ICalEventStatus.CANCELLED : booking.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      organizer: { name: brand.ownerName, email: brand.ownerEmail },
      attendees: [
        {
          name: booking.name,
          email: booking.email,
          role: ICalAttendeeRole.REQ,
          rsvp: method === 'REQUEST',
          status: ICalAttendeeStatus.NEEDSACTION,
        },
      ],
      url: brand.siteUrl,
    });
  }
  return calendar.toString();
}

export type BookingLinks = { cancel: string; confirm?: string; refuse?: string; feed?: string };

const dashes = '—'.repeat(10);

/** The visitor's invitation: the time, what to expect, the cancel link; the .ics (REQUEST) attached. */
export function invitationToVisitor(booking: BookingView, brand: Brand, links: BookingLinks, now: number): OutboxMessage {
  const en = booking.language === 'en';
  const when = `${whenText(booking.start, booking.language)} (${SAY[booking.language].zone})`;
  const text = en
    ? [
        'Hello,',
        '',
        `Your free consultation is booked for ${when}, 30 minutes.`,
        'The invitation is attached: open it to add it to your calendar. I will confirm by email, and you will get a reminder the day before.',
        '',
        `Topic: ${booking.topic}`,
        '',
        'If you cannot make it, cancel here (this frees the time for someone else):',
        links.cancel,
        '',
        'If you did not book this, use the same link to cancel it.',
        '',
        brand.ownerName,
        brand.siteName,
        brand.siteUrl,
        '',
      ]
    : [
        'Bună ziua,',
        '',
        `Consultanța gratuită este programată ${when}, 30 de minute.`,
        'Invitația este atașată: deschide-o ca să o adaugi în calendar. Îți confirm pe email și primești un memento cu o zi înainte.',
        '',
        `Subiect: ${booking.topic}`,
        '',
        'Dacă nu mai poți ajunge, anulează aici (intervalul rămâne liber pentru altcineva):',
        links.cancel,
        '',
        'Dacă nu ai făcut tu această programare, anul-o din același link.',
        '',
        brand.ownerName,
        brand.siteName,
        brand.siteUrl,
        '',
      ];
  return {
    to: { name: booking.name, address: booking.email },
    replyTo: { name: brand.siteName, address: brand.ownerEmail },
    subject: en ? `Free consultation booked: ${when} - ${brand.siteName}` : `Consultanță programată: ${when} - ${brand.siteName}`,
    autoSubmitted: 'auto-replied',
    text: text.join('\n'),
    calendar: { method: 'REQUEST', ics: bookingCalendar([booking], brand, 'REQUEST', now) },
  };
}

/** The owner's copy: who, when, about what, and the Confirm / Refuz / cancel links (always Romanian). */
export function bookingToOwner(booking: BookingView, brand: Brand, links: BookingLinks, now: number): OutboxMessage {
  const when = `${whenText(booking.start, 'ro')} (ora României)`;
  return {
    to: { address: brand.ownerEmail },
    replyTo: { name: booking.name, address: booking.email },
    subject: `Programare nouă: ${booking.name}, ${when}`,
    autoSubmitted: 'auto-generated',
    text: [
      `${booking.name} a programat o consultanță gratuită: ${when}.`,
      '',
      `Email: ${booking.email}`,
      `Telefon: ${booking.phone ?? '-'}`,
      `Limba: ${booking.language === 'en' ? 'engleză' : 'română'}`,
      '',
      'Subiect:',
      booking.topic,
      '',
      dashes,
      'Confirm (vizitatorul primește confirmarea):',
      links.confirm ?? '',
      '',
      'Refuz (intervalul se eliberează, vizitatorul este anunțat):',
      links.refuse ?? '',
      '',
      'Anulează:',
      links.cancel,
      '',
      ...(links.feed ? ['Toate programările în calendarul tău (adresă secretă, abonează-te o dată):', links.feed, ''] : []),
    ].join('\n'),
    calendar: { method: 'REQUEST', ics: bookingCalendar([booking], brand, 'REQUEST', now) },
  };
}

/** The visitor's reminder the day before. */
export function reminderToVisitor(booking: BookingView, brand: Brand, links: BookingLinks): OutboxMessage {
  const en = booking.language === 'en';
  const when = `${whenText(booking.start, booking.language)} (${SAY[booking.language].zone})`;
  return {
    to: { name: booking.name, address: booking.email },
    replyTo: { name: brand.siteName, address: brand.ownerEmail },
    subject: en ? `Reminder: free consultation ${when}` : `Memento: consultanța gratuită ${when}`,
    autoSubmitted: 'auto-generated',
    text: (en
      ? ['Hello,', '', `A reminder: your free consultation is ${when}.`, '', 'If you cannot make it, cancel here:', links.cancel]
      : ['Bună ziua,', '', `Îți amintesc: consultanța gratuită este ${when}.`, '', 'Dacă nu mai poți ajunge, anulează aici:', links.cancel]
    )
      .concat(['', brand.ownerName, brand.siteName, ''])
      .join('\n'),
  };
}

/** Said to the visitor when the owner confirms, refuses, or either side cancels. */
export function changeToVisitor(
  booking: BookingView,
  brand: Brand,
  change: 'confirmed' | 'refused' | 'cancelled',
  now: number,
  links?: BookingLinks,
): OutboxMessage {
  const en = booking.language === 'en';
  const when = `${whenText(booking.start, booking.language)} (${SAY[booking.language].zone})`;
  const lines = {
    confirmed: en
      ? [`Confirmed: see you ${when}.`, '', 'If you cannot make it, cancel here:', links?.cancel ?? '']
      : [`Confirmat: ne vedem ${when}.`, '', 'Dacă nu mai poți ajunge, anulează aici:', links?.cancel ?? ''],
    refused: en
      ? [`I am sorry, I cannot make ${when}. Please choose another time:`, `${brand.siteUrl}/en/book`]
      : [`Îmi pare rău, nu pot ${when}. Te rog alege alt interval:`, `${brand.siteUrl}/programare`],
    cancelled: en ? [`The consultation of ${when} is cancelled.`] : [`Consultanța din ${when} este anulată.`],
  }[change];
  const subject = {
    confirmed: en ? `Confirmed: free consultation ${when}` : `Confirmat: consultanța gratuită ${when}`,
    refused: en ? `Please choose another time - ${brand.siteName}` : `Te rog alege alt interval - ${brand.siteName}`,
    cancelled: en ? `Cancelled: free consultation ${when}` : `Anulat: consultanța gratuită ${when}`,
  }[change];
  return {
    to: { name: booking.name, address: booking.email },
    replyTo: { name: brand.siteName, address: brand.ownerEmail },
    subject,
    autoSubmitted: 'auto-generated',
    text: [en ? 'Hello,' : 'Bună ziua,', '', ...lines, '', brand.ownerName, brand.siteName, ''].join('\n'),
    calendar:
      change === 'confirmed'
        ? { method: 'REQUEST', ics: bookingCalendar([{ ...booking, status: 'confirmed' }], brand, 'REQUEST', now) }
        : { method: 'CANCEL', ics: bookingCalendar([booking], brand, 'CANCEL', now) },
  };
}

/** Said to the owner when the visitor cancels. */
export function cancelToOwner(booking: BookingView, brand: Brand, now: number): OutboxMessage {
  const when = `${whenText(booking.start, 'ro')} (ora României)`;
  return {
    to: { address: brand.ownerEmail },
    subject: `Programare anulată: ${booking.name}, ${when}`,
    autoSubmitted: 'auto-generated',
    text: [`${booking.name} (${booking.email}) a anulat consultanța din ${when}. Intervalul este din nou liber.`, ''].join('\n'),
    calendar: { method: 'CANCEL', ics: bookingCalendar([booking], brand, 'CANCEL', now) },
  };
}
