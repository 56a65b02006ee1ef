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
    const result = contactSchema.safeParse({
      ...valid,
      name: '',
      email: 'nu-e-email',
      services: [],
      message: 'scurt',
      budget: 'mult',
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.name).toMatch(/Numele complet/);
    expect(errors.email).toMatch(/Emailul nu este valid/);
    expect(errors.services).toMatch(/cel puțin un serviciu/);
    expect(errors.message).toMatch(/cel puțin 20 de caractere/);
    expect(errors.budget).toMatch(/buget/);
  });

  it('keeps one-line fields on one line and refuses a line break in the address (no header injection)', () => {
    expect(contactSchema.parse({ ...valid, name: 'Ion\r\nBcc: victima@exemplu.ro' }).name).toBe(
      'Ion Bcc: victima@exemplu.ro',
    );
    expect(contactSchema.safeParse({ ...valid, email: 'ion@firma.ro\r\nBcc: x@y.ro' }).success).toBe(false);
  });

  it('accepts a single service sent as a plain form value', () => {
    expect(contactSchema.parse({ ...valid, services: 'marketing' }).services).toEqual(['marketing']);
  });

  it('rejects an unknown service', () => {
    expect(contactSchema.safeParse({ ...valid, services: ['hacking'] }).success).toBe(false);
  });

  it('takes at most four services, with its own message, and stores each once', () => {
    const five = contactSchema.safeParse({
      ...valid,
      services: ['web-design', 'wordpress', 'graphic-design', 'marketing', 'marketing'],
    });
    expect(five.success).toBe(false);
    expect(fieldErrors(five.error!)).toEqual({ services: 'Poți alege cel mult 4 servicii.' });
    const all = ['web-design', 'wordpress', 'graphic-design', 'marketing'];
    expect(contactSchema.parse({ ...valid, services: all }).services).toEqual(all);
    expect(
      contactSchema.parse({ ...valid, services: ['marketing', 'web-design', 'marketing'] }).services,
    ).toEqual(['marketing', 'web-design']);
  });

  it('stores the normalised text and address', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: '\u202e\u015etefan\u200b Pop\u0085',
      email: ' Stefan@Brașov.RO ',
      company: '\u2066\u0162esătoria\u2069',
      phone: '\u200e0712 345 678',
      message: 'Bună ziua,\r\nvreau un site pentru \u0163esătoria noastră.',
    });
    expect(parsed).toMatchObject({
      name: 'Ștefan Pop',
      email: 'Stefan@xn--braov-h9b.ro',
      company: 'Țesătoria',
      phone: '0712 345 678',
      message: 'Bună ziua,\nvreau un site pentru țesătoria noastră.',
    });
  });

  it('checks the length after normalising', () => {
    // Two letters typed as four code points, padded with invisible ones: too short once cleaned.
    const result = contactSchema.safeParse({ ...valid, name: '\u200bI\u0306\u202e' });
    expect(fieldErrors(result.error!).name).toBe('Numele complet trebuie să aibă cel puțin 2 caractere.');
    // 100 composed letters typed decomposed (200 code points) fit.
    expect(contactSchema.safeParse({ ...valid, name: 'ă'.repeat(100).normalize('NFD') }).success).toBe(true);
    // A company of nothing but invisible characters is no company.
    expect(contactSchema.parse({ ...valid, company: '\u200b\u202e' }).company).toBeUndefined();
  });

  it('refuses a lone surrogate with a message naming the field, instead of dropping it', () => {
    for (const field of ['name', 'company', 'phone', 'message'] as const) {
      const value = field === 'phone' ? '0712 345 678\ud800' : `${valid.message}\udc00`;
      const result = contactSchema.safeParse({ ...valid, [field]: value });
      expect(result.success, field).toBe(false);
      expect(fieldErrors(result.error!)[field], field).toMatch(/conțin(e)? caractere nevalide/);
    }
  });
});

// Each field's name as its messages write it.
const NAMES: Record<keyof typeof valid, RegExp> = {
  name: /Numele complet/,
  email: /Emailul/,
  phone: /Telefonul/,
  company: /Compania/,
  services: /[Ss]ervici/,
  budget: /[Bb]uget/,
  message: /Detaliile proiectului|Descrie proiectul/,
};
const OPTIONAL = new Set(['phone', 'company', 'budget']);
const WRONG: [string, unknown][] = [
  ['number', 123],
  ['zero', 0],
  ['boolean', true],
  ['null', null],
  ['array', []],
  ['array of numbers', [5]],
  ['object', {}],
  ['nested object', { value: 'Ion' }],
  ['missing', undefined],
  ['bad string', '\ud800'],
];
// zod's English defaults all start like these.
const ENGLISH = /Invalid|expected|received|Too (small|big)|must|input/i;

describe('every field × every wrong JSON type', () => {
  for (const field of Object.keys(valid) as (keyof typeof valid)[]) {
    it.each(WRONG)(`${field}: %s gets a Romanian message naming the field`, (_, value) => {
      const body: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      const result = contactSchema.safeParse(body);
      if (value === undefined && OPTIONAL.has(field)) {
        expect(result.success).toBe(true);
        return;
      }
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        expect(issue.path[0]).toBe(field);
        expect(issue.message).toMatch(NAMES[field]);
        expect(issue.message).not.toMatch(ENGLISH);
      }
    });
  }

  it('the browser validates one field alone with the same messages', () => {
    expect(contactSchema.shape.phone.safeParse(123).error?.issues[0]?.message).toBe(
      'Telefonul trebuie să fie text.',
    );
    expect(contactSchema.shape.name.safeParse(null).error?.issues[0]?.message).toBe(
      'Numele complet este obligatoriu.',
    );
  });

  it('a body that is no object gets a Romanian message too', () => {
    for (const body of [null, 5, 'text', []]) {
      const result = contactSchema.safeParse(body);
      expect(fieldErrors(result.error!)).toEqual({ form: 'Formularul nu a fost trimis corect.' });
    }
  });
});

describe('newsletterSchema', () => {
  it('trims and validates the address', () => {
    expect(newsletterSchema.parse({ email: '  ana@exemplu.ro ' }).email).toBe('ana@exemplu.ro');
    expect(newsletterSchema.safeParse({ email: '' }).success).toBe(false);
  });

  it('stores the address in its normal form and refuses what the mailer would', () => {
    expect(newsletterSchema.parse({ email: 'Ana@Brașov.RO' }).email).toBe('Ana@xn--braov-h9b.ro');
    for (const [email, message] of [
      ['ion@exemplu-.ro', 'Emailul nu este valid (exemplu: nume@firma.ro).'],
      [`${'a'.repeat(65)}@firma.ro`, 'Emailul poate avea cel mult 64 de caractere înainte de „@”.'],
      [`a@${'b'.repeat(249)}.ro`, 'Emailul nu este valid (exemplu: nume@firma.ro).'],
      [
        `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.ro`,
        'Emailul poate avea cel mult 254 de caractere.',
      ],
      [42, 'Emailul trebuie să fie text.'],
      [null, 'Emailul este obligatoriu.'],
    ] as const) {
      const result = newsletterSchema.safeParse({ email });
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(email),
      ).toEqual([message]);
    }
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
