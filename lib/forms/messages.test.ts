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

describe('messages in the form’s language', () => {
  it('English inside inLocale, Romanian again after, for the same schema', async () => {
    const { contactSchema, fieldErrors } = await import('@/lib/forms/schemas');
    const { inLocale } = await import('@/lib/forms/messages');
    const english = inLocale('en', () => contactSchema.safeParse({ name: 'J' }));
    expect(english.success).toBe(false);
    // The error is read outside inLocale: its messages were fixed when the parse ran.
    if (!english.success) expect(fieldErrors(english.error).name).toBe('Your full name must have at least 2 characters.');
    const romanian = contactSchema.safeParse({ name: 'J' });
    if (!romanian.success) expect(fieldErrors(romanian.error).name).toBe('Numele complet trebuie să aibă cel puțin 2 caractere.');
  });
});
