'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import Link from '@/components/ui/link';
import { Button, ButtonLink } from '@/components/ui/button';
import { attributionFields } from '@/lib/attribution';
import { cx } from '@/lib/cx';
import { BOOKING_ENDPOINT, endpointIn } from '@/lib/forms/endpoints';
import type { FieldErrors } from '@/lib/forms/fields';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';

type Slot = { start: string; end: string };
type Status = 'loading' | 'ready' | 'failed' | 'sending' | 'booked';
const ZONE = 'Europe/Bucharest';
const FIELDS = ['name', 'email', 'phone', 'topic'] as const;
const noSubscription = () => () => {};

const inputClass =
  'mt-2 block w-full rounded-lg border border-border bg-card px-4 py-3 text-base text-foreground aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

/** The visitor's own zone, when it shows a different clock time than Bucharest's at that instant. */
function ownTime(start: Date, locale: Locale): string | null {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === ZONE) return null;
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale[locale], { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short' }).format(start);
  return at(own) === at(ZONE) ? null : at(own);
}

/**
 * The booking page's two clicks: a slot, then the form (name, e-mail, topic) with one button. The fields
 * are uncontrolled and read with FormData on submit, so what a visitor typed before the script started is
 * kept. Before the script runs (or without it) the page offers the service's own page of free slots
 * (GET /api/booking), which works with plain form posts.
 */
export function BookingPicker({
  locale,
  text: t,
  mailto,
}: {
  locale: Locale;
  text: Dictionary['booking'];
  /** The owner's address as a mailto: link with the subject set: the way left when the service cannot answer. */
  mailto: string;
}) {
  const id = useId();
  const [slots, setSlots] = useState<Slot[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [chosen, setChosen] = useState<Slot | null>(null);
  // The date whose times are shown (its heading, as dayFormat writes it); the first free date until chosen.
  const [day, setDay] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped by "Încearcă din nou": the slots are asked for again.
  const [attempt, setAttempt] = useState(0);
  const startedAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // False in the static HTML (and without JavaScript), true once the script runs.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    startedAt.current = Date.now();
    fetch(endpointIn(`${BOOKING_ENDPOINT}/slots`, locale), { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ slots: Slot[] }>) : Promise.reject(new Error(String(r.status)))))
      .then((data) => {
        setSlots(data.slots);
        setStatus('ready');
      })
      .catch(() => setStatus('failed'));
  }, [locale, attempt]);

  useEffect(() => {
    if (status === 'booked') doneRef.current?.focus();
  }, [status]);

  const dayFormat = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long' });
  const timeFormat = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
  const weekdayFormat = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: ZONE, weekday: 'short' });
  const dateFormat = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: ZONE, day: 'numeric', month: 'short' });
  const whenText = (slot: Slot) => `${dayFormat.format(new Date(slot.start))}, ${timeFormat.format(new Date(slot.start))}`;
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dayFormat.format(new Date(slot.start));
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  // One date's times at a time: the dates are a row to pick from, not a wall of every time for two weeks.
  const shownDay = day !== undefined && days.has(day) ? day : days.keys().next().value;
  const shownSlots = shownDay === undefined ? [] : days.get(shownDay)!;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || status === 'sending') return;
    const form = new FormData(event.currentTarget);
    const body = {
      ...Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])),
      start: chosen.start,
      lang: locale,
      website: String(form.get('website') ?? ''),
      elapsedMs: Date.now() - startedAt.current,
      ...attributionFields(),
    };
    setStatus('sending');
    setMessage(undefined);
    let response: Response;
    try {
      response = await fetch(endpointIn(BOOKING_ENDPOINT, locale), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      // Nothing reached the service: what was typed stays, with a way to send it by e-mail instead.
      setStatus('ready');
      setMessage(t.sendFailed);
      return;
    }
    const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors; slots?: Slot[] };
    if (response.status === 201) {
      setMessage(data.message);
      setStatus('booked');
      return;
    }
    setStatus('ready');
    if (response.status === 409 && data.slots) {
      // Taken meanwhile: the next free slots, and back to step one with what was typed kept.
      setChosen(null);
      setSlots((current) => data.slots ?? current.filter((s) => s.start !== chosen.start));
      setMessage(t.taken);
      return;
    }
    setErrors(data.errors ?? {});
    setMessage(data.message ?? t.sendFailed);
  }

  if (status === 'booked')
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="rounded-(--radius-card) border border-border bg-card p-8 text-center shadow-sm">
        <h2 className="text-2xl font-bold">{t.doneTitle}</h2>
        <p className="mt-4 text-lg text-muted-foreground">{message}</p>
      </div>
    );

  const fieldProps = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });
  const errorText = (name: (typeof FIELDS)[number]) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      {/* min-w-0: the row of dates scrolls inside the column instead of widening the page. */}
      <div className="min-w-0">
        {message && !chosen && (
          <p role="alert" className="mb-6 rounded-lg border border-accent bg-accent/10 p-4">
            {message}
          </p>
        )}
        {!hydrated ? (
          <div>
            <p>{t.noScript}</p>
            {/* The language said outright: the service would otherwise go by the browser's Accept-Language. */}
            <ButtonLink href={`${BOOKING_ENDPOINT}?lang=${locale}`} variant="primary" size="lg" className="mt-4">
              {t.openList}
            </ButtonLink>
          </div>
        ) : status === 'failed' ? (
          // The service did not answer (offline, or a site on a host without it): ask again, or write.
          <div role="alert" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
            <p className="text-lg font-semibold">{t.loadFailed}</p>
            <p className="mt-2 text-muted-foreground">{t.failedHint}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button
                variant="primary"
                size="lg"
                onClick={() => {
                  setStatus('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {t.retry}
              </Button>
              <ButtonLink href={mailto} variant="outline" size="lg">
                {t.writeEmail}
              </ButtonLink>
            </div>
          </div>
        ) : status === 'loading' ? (
          <p aria-live="polite">{t.loading}</p>
        ) : slots.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <div>
            <p className="text-sm text-muted-foreground">{fill(t.zoneNote, { zone: ZONE })}</p>
            <div role="group" aria-label={t.days} className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:scroll-px-0 sm:px-0">
              {[...days.entries()].map(([key, list]) => {
                const date = new Date(list[0]!.start);
                const selected = key === shownDay;
                return (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={selected}
                    data-day={key}
                    onClick={() => setDay(key)}
                    className={cx(
                      'flex min-w-[4.5rem] shrink-0 snap-start flex-col items-center rounded-xl border-2 px-3 py-2 transition-colors',
                      selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:border-primary',
                    )}
                  >
                    <span className="text-xs font-semibold uppercase tracking-wide opacity-80">{weekdayFormat.format(date).replace('.', '')}</span>
                    <span className="text-sm font-semibold whitespace-nowrap">{dateFormat.format(date)}</span>
                  </button>
                );
              })}
            </div>
            {shownDay !== undefined && (
              <fieldset className="mt-6">
                <legend className="text-lg font-semibold first-letter:uppercase">{shownDay}</legend>
                <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
                  {shownSlots.map((slot) => {
                    const own = ownTime(new Date(slot.start), locale);
                    const selected = chosen?.start === slot.start;
                    return (
                      <Button
                        key={slot.start}
                        variant={selected ? 'primary' : 'outline'}
                        size="sm"
                        aria-pressed={selected}
                        data-start={slot.start}
                        className={cx(own && 'h-auto min-h-9 flex-col gap-0 py-1.5')}
                        onClick={() => {
                          setChosen(slot);
                          setMessage(undefined);
                          formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
                        }}
                      >
                        {timeFormat.format(new Date(slot.start))}
                        {own && <span className="text-xs font-normal opacity-80">({fill(t.yourTime, { time: own })})</span>}
                      </Button>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </div>
        )}
      </div>
      <form ref={formRef} onSubmit={submit} action={endpointIn(BOOKING_ENDPOINT, locale)} method="post" noValidate={hydrated} className="space-y-5 self-start rounded-(--radius-card) border border-border bg-card p-6 shadow-sm lg:sticky lg:top-24" aria-labelledby={`${id}-chosen`}>
        <p id={`${id}-chosen`} className="font-semibold" aria-live="polite">
          {chosen ? fill(t.chosen, { when: whenText(chosen) }) : t.heroEyebrow}
        </p>
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            {t.name} *
          </label>
          <input {...fieldProps('name')} type="text" required autoComplete="name" maxLength={100} />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            {t.email} *
          </label>
          <input {...fieldProps('email')} type="email" required autoComplete="email" />
          {errorText('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="font-medium">
            {t.phone}
          </label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" />
          {errorText('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-topic`} className="font-medium">
            {t.topic} *
          </label>
          <textarea {...fieldProps('topic')} required rows={3} maxLength={1000} />
          {errorText('topic')}
        </div>
        {/* Honeypot: invisible to people, tempting to bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {message && chosen && (
          <p role="alert" className="text-sm text-danger">
            {message}
            {message === t.sendFailed && (
              <a href={mailto} className="mt-1 block font-semibold underline">
                {t.writeEmail}
              </a>
            )}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" disabled={!chosen || status === 'sending'} className={cx('w-full')}>
          {status === 'sending' ? t.sending : t.submit}
        </Button>
        <p className="text-sm">
          <Link href={localePath('/contact', locale)} className="underline">
            {t.contactLink}
          </Link>
        </p>
      </form>
    </div>
  );
}
