/** The checks of server/newsletter-scenario.ts's outcome, the same for every store. */
import { expect } from 'vitest';
import { HOUR_MS } from '@/server/mail/limits';
import { address, type Outcome } from '@/server/newsletter-scenario';

export function checkOutcome(outcome: Outcome): void {
  const { confirmed, cap, sent } = outcome;
  // One suppressed before the send: the rest of the confirmed are queued, once, by two runs at once.
  const eligible = confirmed - 1;
  expect(outcome.queuedAtOnce).toBe(eligible);
  expect(outcome.outboxRows).toBe(eligible);
  expect(outcome.queuedAgain).toBe(0);
  expect(outcome.sentBeforeDeath).toBe(250);
  expect(outcome.leaverSentBeforeUnsubscribe).toBe(false);

  const perAddress = new Map<string, number>();
  for (const m of sent) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
  expect([...perAddress].filter(([, n]) => n > 1)).toEqual([]);
  const skipped = new Set([outcome.leaver, outcome.suppressedLate, outcome.suppressedBefore]);
  for (let i = 0; i < confirmed; i++) {
    const to = address(i);
    expect(perAddress.get(to) ?? 0, to).toBe(skipped.has(to) ? 0 : 1);
  }
  // Pending, unsubscribed and erased addresses: nothing.
  expect(sent.filter((m) => !/^abonat\d+@/.test(m.to))).toEqual([]);
  // English subscribers got the English version.
  expect(sent.find((m) => m.to === address(10))!.subject).toBe('The November letter');
  expect(sent.find((m) => m.to === address(11))!.subject).toBe('Scrisoarea de noiembrie');

  // The cap: no clock hour sent more than it (the dead process's sends included).
  const perHour = new Map<number, number>();
  for (const m of sent)
    perHour.set(Math.floor(m.at / HOUR_MS), (perHour.get(Math.floor(m.at / HOUR_MS)) ?? 0) + 1);
  expect(Math.max(...perHour.values())).toBeLessThanOrEqual(cap);
  expect(perHour.size).toBeGreaterThanOrEqual(Math.ceil(sent.length / cap));

  expect(outcome.status).toMatchObject({ queued: 0, sent: eligible - 2, failed: 0, cancelled: 2 });
  // Sending again afterwards queues nobody.
  expect(outcome.finalQueue).toEqual({ queued: 0, retried: 0 });
}
