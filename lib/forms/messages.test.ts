import { describe, expect, it } from 'vitest';
import { retryAfterMessage } from '@/lib/forms/messages';

const PREFIX = 'Ai trimis prea multe cereri într-un timp scurt. Încearcă din nou peste ';

describe('retryAfterMessage', () => {
  it.each([
    [1, '1 secundă'],
    [2, '2 secunde'],
    [10, '10 secunde'],
    [15, '15 secunde'],
    [19, '19 secunde'],
    [20, '20 de secunde'],
    [45, '45 de secunde'],
    [89, '89 de secunde'],
    [90, '2 minute'],
    [600, '10 minute'],
    [1200, '20 de minute'],
    [6060, '101 minute'],
    [7200, '120 de minute'],
    [0, '1 secundă'],
    [0.4, '1 secundă'],
  ])('%d s → "%s"', (seconds, when) => {
    expect(retryAfterMessage(seconds)).toBe(`${PREFIX}${when}.`);
  });
});
