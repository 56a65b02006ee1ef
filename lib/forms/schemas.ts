import { z } from 'zod';
import { budgetOptions, serviceOptions } from '@/content/contact';
import type { ContactField, FieldErrors } from '@/lib/forms/fields';

// No code generation: zod's JIT probes `new Function`, which the site's Content-Security-Policy refuses
// (and reports as a violation). Must run before any schema is defined.
z.config({ jitless: true });

/**
 * The form schemas, defined once: the browser validates with them before posting and the forms service
 * (server/) validates every request with the same ones. Messages are Romanian and name the field.
 */

const SERVICE_VALUES = serviceOptions.map((o) => o.value) as [string, ...string[]];
const BUDGET_VALUES = budgetOptions.map((o) => o.value) as [string, ...string[]];
// Control characters (CR/LF among them) never belong in a one-line field; rejecting them also keeps
// anything typed out of e-mail headers.
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const emailField = z
  .string({ error: 'Emailul este obligatoriu.' })
  .trim()
  .min(1, 'Emailul este obligatoriu.')
  .max(254, 'Emailul poate avea cel mult 254 de caractere.')
  .pipe(z.email({ error: 'Emailul nu este valid (exemplu: nume@firma.ro).' }));

export const contactSchema = z.object({
  name: z
    .string({ error: 'Numele complet este obligatoriu.' })
    .trim()
    .min(2, 'Numele complet trebuie să aibă cel puțin 2 caractere.')
    .max(100, 'Numele complet poate avea cel mult 100 de caractere.')
    .regex(ONE_LINE, 'Numele complet conține caractere nepermise.'),
  email: emailField,
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ().-]{5,19}$/, 'Telefonul nu este valid (exemplu: 0712 345 678).')
      .optional(),
  ),
  company: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(120, 'Compania poate avea cel mult 120 de caractere.').regex(ONE_LINE, 'Compania conține caractere nepermise.').optional(),
  ),
  services: z.preprocess(
    (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(SERVICE_VALUES, { error: 'Serviciul ales nu există.' }), { error: 'Alege cel puțin un serviciu.' })
      .min(1, 'Alege cel puțin un serviciu de care ai nevoie.')
      .max(SERVICE_VALUES.length),
  ),
  budget: z.preprocess(emptyToUndefined, z.enum(BUDGET_VALUES, { error: 'Alege un buget din listă.' }).optional()),
  message: z
    .string({ error: 'Detaliile proiectului sunt obligatorii.' })
    .trim()
    .min(20, 'Descrie proiectul în cel puțin 20 de caractere.')
    .max(5000, 'Detaliile proiectului pot avea cel mult 5.000 de caractere.'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

/** Where a sign-up came from (e.g. "blog"), stored with the consent. A bad value is not the visitor's fault. */
const sourceField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
);

export const newsletterSchema = z.object({ email: emailField, source: sourceField });
export type NewsletterData = z.output<typeof newsletterSchema>;

/**
 * The anti-spam fields sent with a form: a honeypot (`website`, hidden from people) and the time the
 * visitor spent filling the form in (`elapsedMs`). They never produce an error: the service drops a
 * suspicious request silently. A plain (non-JavaScript) form post has no `elapsedMs`.
 */
export const antiSpamSchema = z.object({
  website: z.unknown().optional(),
  elapsedMs: z.preprocess(emptyToUndefined, z.coerce.number().optional().catch(Number.NaN)),
});
export type AntiSpamData = z.output<typeof antiSpamSchema>;

export { contactFieldLabels, type FieldErrors } from '@/lib/forms/fields';

// The field list in lib/forms/fields.ts (what the form renders before zod loads) is this schema's.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _contactFieldsMatch: SameKeys<keyof ContactData, ContactField> = true;
void _contactFieldsMatch;

/** The first message for each field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
