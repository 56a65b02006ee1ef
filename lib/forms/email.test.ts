import { describe, expect, it } from 'vitest';
import { checkEmail, isDeliverableEmail, normalizeEmail } from '@/lib/forms/email';
import { isSafeAddress } from '@/server/mail/message';

// 64 + 1 + 189 = 254 characters, every label at most 63: the longest address SMTP must take.
const LONGEST = `${'l'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(58)}.ro`;

describe('the e-mail rule', () => {
  it.each([
    ['ana.pop@firma.ro', 'ana.pop@firma.ro'],
    ['  ana.pop@firma.ro ', 'ana.pop@firma.ro'],
    ['Ion.Pop@FIRMA.RO', 'Ion.Pop@firma.ro'],
    ['ion@brașov.ro', 'ion@xn--braov-h9b.ro'],
    ['ion+oferte@mail.firma.co.uk', 'ion+oferte@mail.firma.co.uk'],
    ["o'brien@firma.ie", "o'brien@firma.ie"],
    [LONGEST, LONGEST],
  ])('accepts %s as %s', (input, normal) => {
    expect(checkEmail(input)).toEqual({ ok: true, address: normal });
    expect(normalizeEmail(input)).toBe(normal);
  });

  it('measures the ASCII form, IDN label by label and whole', () => {
    expect(LONGEST).toHaveLength(254);
    // 60 characters typed, over 63 once in punycode.
    const longLabel = `ion@${'ș'.repeat(50)}${'a'.repeat(10)}.ro`;
    expect(longLabel.split('@')[1]!.split('.')[0]).toHaveLength(60);
    expect(checkEmail(longLabel)).toEqual({ ok: false, problem: 'invalid' });
    // 254 characters typed, longer once its labels are converted (each still under 63).
    const idn = `${'l'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'ș'.repeat(28)}.${'ș'.repeat(29)}.ro`;
    expect(idn).toHaveLength(254);
    expect(checkEmail(idn)).toEqual({ ok: false, problem: 'too-long' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ion@exemplu-.ro', 'invalid'],
    ['ion@-exemplu.ro', 'invalid'],
    ['ion@exemplu..ro', 'invalid'],
    ['ion@exemplu.ro.', 'invalid'],
    ['ion@localhost', 'invalid'],
    ['ion@1.2.3.4', 'invalid'],
    ['ion@firma.123', 'invalid'],
    ['ion@[127.0.0.1]', 'invalid'],
    ['ion@firma.ro:25', 'invalid'],
    ['ion@fir%6da.ro', 'invalid'],
    ['ion@firma.ro/x', 'invalid'],
    ['ion firma@firma.ro', 'invalid'],
    ['"ion pop"@firma.ro', 'invalid'],
    ['.ion@firma.ro', 'invalid'],
    ['ion.@firma.ro', 'invalid'],
    ['ion..pop@firma.ro', 'invalid'],
    ['ionuț@firma.ro', 'invalid'],
    ['ion@firma@ro.ro', 'invalid'],
    ['@firma.ro', 'invalid'],
    ['ion@', 'invalid'],
    ['nu-e-email', 'invalid'],
    ['ion@firma.ro\r\nBcc: x@y.ro', 'invalid'],
    [`${'a'.repeat(65)}@firma.ro`, 'local-too-long'],
    // 254 characters, but one 249-character label: an SMTP server refuses it.
    [`a@${'b'.repeat(249)}.ro`, 'invalid'],
    [`${LONGEST.slice(0, -3)}x.ro`, 'too-long'],
    [`${'a'.repeat(64)}@${'b'.repeat(5000)}.ro`, 'too-long'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkEmail(input)).toEqual({ ok: false, problem });
    expect(normalizeEmail(input)).toBeNull();
  });

  it('lets the mailer send to what the forms stored, and only that', () => {
    for (const typed of ['ana.pop@firma.ro', 'Ion@FIRMA.RO', 'ion@brașov.ro', LONGEST]) {
      const stored = normalizeEmail(typed)!;
      expect(isDeliverableEmail(stored), stored).toBe(true);
      // The mailer's own, older check must not refuse it either.
      expect(isSafeAddress(stored), stored).toBe(true);
    }
    // Not yet in the form SMTP takes.
    expect(isDeliverableEmail('ion@brașov.ro')).toBe(false);
    expect(isDeliverableEmail(' ana@firma.ro')).toBe(false);
    // Against the rule.
    for (const bad of ['ion@exemplu-.ro', `${'a'.repeat(65)}@firma.ro`, `a@${'b'.repeat(249)}.ro`])
      expect(isDeliverableEmail(bad), bad).toBe(false);
  });
});
