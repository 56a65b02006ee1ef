import { z } from 'zod';
import { BUDGET_IDS, SERVICE_IDS } from '@/lib/data/ids';
import { checkEmail, normalizeEmail } from '@/lib/forms/email';
import type { ContactField, FieldErrors } from '@/lib/forms/fields';
import { formError, type FormField } from '@/lib/forms/messages';
export { formLocale, inLocale, type FormLocale } from '@/lib/forms/messages';
import { hasLoneSurrogate, normalizeLine, normalizeText } from '@/lib/forms/normalize';

// No code generation: zod's JIT probes `new Function`, which the site's Content-Security-Policy refuses
// (and reports as a violation). Must run before any schema is defined.
z.config({ jitless: true });

/**
 * The form schemas, defined once: the browser validates with them before posting and the forms service
 * (server/) validates every request with the same ones. Every message comes from the error map in
 * lib/forms/messages.ts: Romanian, naming the field, for any JSON type.
 */

const SERVICE_VALUES = SERVICE_IDS;
const BUDGET_VALUES = BUDGET_IDS;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** Normalises strings and leaves any other type to the schema, which names the field in its message. */
const ifString = (normalize: (text: string) => string) => (value: unknown) =>
  typeof value === 'string' ? normalize(value) : value;

/**
 * Text the visitor typed, checked after the preprocess has normalised it (lib/forms/normalize.ts), so
 * the lengths counted are those of what is stored; a lone surrogate is refused before any other check.
 */
function text(field: FormField, min: number, max: number) {
  return z
    .string({ error: formError(field) })
    .refine((value) => !hasLoneSurrogate(value), { params: { reason: 'surrogate' }, abort: true })
    .min(min)
    .max(max);
}

/**
 * An address that follows lib/forms/email.ts, stored and compared in its normal form (domain lowercased,
 * in ASCII), which is also the form the mailer sends to.
 */
export const emailField = z
  .string({ error: formError('email') })
  .superRefine((value, ctx) => {
    const checked = checkEmail(value);
    if (!checked.ok) ctx.addIssue({ code: 'custom', input: value, params: { reason: checked.problem } });
  })
  .transform((value) => normalizeEmail(value) ?? value);

const nameField = z.preprocess(ifString(normalizeLine), text('name', 2, 100));
const phoneField = z.preprocess(
  (value) => emptyToUndefined(ifString(normalizeLine)(value)),
  z
    .string({ error: formError('phone') })
    .refine((value) => !hasLoneSurrogate(value), { params: { reason: 'surrogate' }, abort: true })
    .regex(/^\+?[0-9][0-9 ().-]{5,19}$/)
    .optional(),
);

export const contactSchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    company: z.preprocess(
      (value) => emptyToUndefined(ifString(normalizeLine)(value)),
      text('company', 1, 120).optional(),
    ),
    services: z.preprocess(
      // A plain form post sends one service as a string and none as nothing at all.
      (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
      z
        .array(z.enum(SERVICE_VALUES, { error: formError('services') }), { error: formError('services') })
        .min(1)
        // No more entries than options: a longer list can only repeat one (or be an attack on our time).
        .max(SERVICE_VALUES.length)
        .transform((services) => [...new Set(services)]),
    ),
    budget: z.preprocess(emptyToUndefined, z.enum(BUDGET_VALUES, { error: formError('budget') }).optional()),
    message: z.preprocess(ifString(normalizeText), text('message', 20, 5000)),
  },
  { error: formError('form') },
);

export type ContactInput = z.input<typeof contactSchema>;

/**
 * The free consultation's booking (issue 48): who, what about, and which slot. `start` is a slot's start
 * as the slots API gives it (UTC ISO 8601); whether the schedule offers it is the service's check.
 */
export const bookingSchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    topic: z.preprocess(ifString(normalizeText), text('topic', 3, 1000)),
    start: z
      .string({ error: formError('start') })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/)
      .refine((value) => Number.isFinite(Date.parse(value)))
      .transform((value) => Date.parse(value)),
  },
  { error: formError('form') },
);
export type BookingData = z.output<typeof bookingSchema>;
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

export { contactFieldLabels, contactFieldLabelsIn, type FieldErrors } from '@/lib/forms/fields';

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
