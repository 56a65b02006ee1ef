import type { z } from 'zod';
import type { ContactField } from '@/lib/forms/fields';
import { MAX_EMAIL_LENGTH, MAX_LOCAL_LENGTH } from '@/lib/forms/email';
import { pluralRo } from '@/lib/text';

/**
 * The forms' one error map: every message a form schema can produce, in Romanian and naming its field,
 * whatever went wrong and whatever JSON type was sent. Each schema in lib/forms/schemas.ts is built with
 * `{ error: formError(field) }`; zod 4 hands a check's issue to the schema that owns the check when the
 * check has no message of its own, so one map per field covers the type, the checks and the refinements.
 * It is per schema rather than `z.config({ customError })` so other zod schemas (content, config) keep
 * their own messages.
 */

export type FormField = ContactField | 'form';

/** Why a refinement failed; sent as the issue's `params.reason` and turned into words here. */
export type Reason = 'surrogate' | 'empty' | 'too-long' | 'local-too-long' | 'invalid';

type FieldMessages = {
  /** Missing (undefined or null) where the field is required. */
  required?: string;
  /** Present but of the wrong JSON type (number, boolean, null, array, object). */
  type: string;
  /** Anything else: a bad format, a value not in the list. */
  invalid: string;
  tooShort?: (minimum: number) => string;
  tooLong?: (maximum: number) => string;
  /** Text that is not valid Unicode (a lone surrogate). */
  surrogate?: string;
  reasons?: Partial<Record<Reason, string>>;
};

const characters = (count: number) => pluralRo(count, 'caracter', 'caractere');

const MESSAGES: Record<FormField, FieldMessages> = {
  name: {
    required: 'Numele complet este obligatoriu.',
    type: 'Numele complet trebuie să fie text.',
    invalid: 'Numele complet nu este valid.',
    tooShort: (n) => `Numele complet trebuie să aibă cel puțin ${characters(n)}.`,
    tooLong: (n) => `Numele complet poate avea cel mult ${characters(n)}.`,
    surrogate: 'Numele complet conține caractere nevalide.',
  },
  email: {
    required: 'Emailul este obligatoriu.',
    type: 'Emailul trebuie să fie text.',
    invalid: 'Emailul nu este valid (exemplu: nume@firma.ro).',
    reasons: {
      empty: 'Emailul este obligatoriu.',
      'too-long': `Emailul poate avea cel mult ${characters(MAX_EMAIL_LENGTH)}.`,
      'local-too-long': `Emailul poate avea cel mult ${characters(MAX_LOCAL_LENGTH)} înainte de „@”.`,
    },
  },
  phone: {
    type: 'Telefonul trebuie să fie text.',
    invalid: 'Telefonul nu este valid (exemplu: 0712 345 678).',
    surrogate: 'Telefonul conține caractere nevalide.',
  },
  company: {
    type: 'Compania trebuie să fie text.',
    invalid: 'Compania nu este validă.',
    tooLong: (n) => `Compania poate avea cel mult ${characters(n)}.`,
    surrogate: 'Compania conține caractere nevalide.',
  },
  services: {
    type: 'Serviciile trebuie trimise ca listă de valori din formular.',
    invalid: 'Serviciul ales nu există.',
    tooShort: () => 'Alege cel puțin un serviciu de care ai nevoie.',
    tooLong: (n) => `Poți alege cel mult ${pluralRo(n, 'serviciu', 'servicii')}.`,
  },
  budget: {
    type: 'Bugetul trebuie să fie una dintre valorile din listă.',
    invalid: 'Alege un buget din listă.',
  },
  message: {
    required: 'Detaliile proiectului sunt obligatorii.',
    type: 'Detaliile proiectului trebuie să fie text.',
    invalid: 'Detaliile proiectului nu sunt valide.',
    tooShort: (n) => `Descrie proiectul în cel puțin ${characters(n)}.`,
    tooLong: (n) => `Detaliile proiectului pot avea cel mult ${characters(n)}.`,
    surrogate: 'Detaliile proiectului conțin caractere nevalide.',
  },
  form: {
    type: 'Formularul nu a fost trimis corect.',
    invalid: 'Formularul nu a fost trimis corect.',
  },
};

/** The Romanian message for one issue of one field. */
export function formMessage(field: FormField, issue: z.core.$ZodRawIssue): string {
  const m = MESSAGES[field];
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? (m.required ?? m.type) : m.type;
    case 'too_small':
      return m.tooShort?.(Number(issue.minimum)) ?? m.invalid;
    case 'too_big':
      return m.tooLong?.(Number(issue.maximum)) ?? m.invalid;
    case 'custom': {
      const reason = (issue.params as { reason?: Reason } | undefined)?.reason;
      if (reason === 'surrogate') return m.surrogate ?? m.invalid;
      return (reason && m.reasons?.[reason]) ?? m.invalid;
    }
    default:
      return m.invalid;
  }
}

/** The error map of one field's schemas: `z.string({ error: formError('name') })`. */
export function formError(field: FormField): z.core.$ZodErrorMap {
  return (issue) => formMessage(field, issue);
}

/** The rate limiter's answer: "… peste 45 de secunde." / "… peste 10 minute." */
export function retryAfterMessage(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const when =
    wait < 90 ? pluralRo(wait, 'secundă', 'secunde') : pluralRo(Math.ceil(wait / 60), 'minut', 'minute');
  return `Ai trimis prea multe cereri într-un timp scurt. Încearcă din nou peste ${when}.`;
}
