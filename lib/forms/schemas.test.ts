import { describe, expect, it } from 'vitest';
import { antiSpamSchema, contactSchema, fieldErrors, newsletterSchema } from '@/lib/forms/schemas';

const valid = {
  name: 'Ion Popescu',
  email: 'ion@firma.ro',
  phone: '0712 345 678',
  company: '',
  services: ['web-design'],
  budget: '1000-3000',
  message: 'Am nevoie de un site de prezentare pentru firma mea.',
};

describe('contactSchema', () => {
  it('accepts a complete enquiry and drops empty optional fields', () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.company).toBeUndefined();
    expect(parsed.services).toEqual(['web-design']);
  });

  it('gives a Romanian message naming each bad field', () => {
    const result = contactSchema.safeParse({ ...valid, name: '', email: 'nu-e-email', services: [], message: 'scurt', budget: 'mult' });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.name).toMatch(/Numele complet/);
    expect(errors.email).toMatch(/Emailul nu este valid/);
    expect(errors.services).toMatch(/cel puțin un serviciu/);
    expect(errors.message).toMatch(/cel puțin 20 de caractere/);
    expect(errors.budget).toMatch(/buget/);
  });

  it('rejects CR/LF in one-line fields (no header injection)', () => {
    const result = contactSchema.safeParse({ ...valid, name: 'Ion\r\nBcc: victima@exemplu.ro' });
    expect(result.success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, email: 'ion@firma.ro\r\nBcc: x@y.ro' }).success).toBe(false);
  });

  it('accepts a single service sent as a plain form value', () => {
    expect(contactSchema.parse({ ...valid, services: 'marketing' }).services).toEqual(['marketing']);
  });

  it('rejects an unknown service', () => {
    expect(contactSchema.safeParse({ ...valid, services: ['hacking'] }).success).toBe(false);
  });
});

describe('newsletterSchema', () => {
  it('trims and validates the address', () => {
    expect(newsletterSchema.parse({ email: '  ana@exemplu.ro ' }).email).toBe('ana@exemplu.ro');
    expect(newsletterSchema.safeParse({ email: '' }).success).toBe(false);
  });

  it('keeps a well-formed source and ignores a bad one', () => {
    expect(newsletterSchema.parse({ email: 'ana@exemplu.ro', source: 'blog' }).source).toBe('blog');
    expect(newsletterSchema.parse({ email: 'ana@exemplu.ro', source: '<script>' }).source).toBeUndefined();
    expect(newsletterSchema.parse({ email: 'ana@exemplu.ro' }).source).toBeUndefined();
  });
});

describe('antiSpamSchema', () => {
  it('never fails: it only reads the honeypot and the fill time', () => {
    expect(antiSpamSchema.parse({ website: '', elapsedMs: 4200 })).toEqual({ website: '', elapsedMs: 4200 });
    expect(antiSpamSchema.parse({ elapsedMs: '5000' }).elapsedMs).toBe(5000);
    expect(antiSpamSchema.parse({}).elapsedMs).toBeUndefined();
    expect(antiSpamSchema.parse({ elapsedMs: 'curând' }).elapsedMs).toBeNaN();
  });
});
