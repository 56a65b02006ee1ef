import type { z } from 'zod';
import type { ContactField } from '@/lib/forms/fields';
import { MAX_EMAIL_LENGTH, MAX_LOCAL_LENGTH } from '@/lib/forms/email';
import { pluralRo } from '@/lib/text';

/** The languages the forms speak (lib/i18n/locales.ts; kept literal so the form bundle stays small). */
export type FormLocale = 'ro' | 'en';

/**
 * The forms' one error map: every message a form schema can produce, in the form's language and naming its field,
 * whatever went wrong and whatever JSON type was sent. Each schema in lib/forms/schemas.ts is built with
 * `{ error: formError(field) }`; zod 4 hands a check's issue to the schema that owns the check when the
 * check has no message of its own, so one map per field covers the type, the checks and the refinements.
 * It is per schema rather than `z.config({ customError })` so other zod schemas (content, config) keep
 * their own messages.
 */

/** The contact form's fields, the booking form's own two (lib/forms/schemas.ts `bookingSchema`), the form as a whole. */
export type FormField = ContactField | 'topic' | 'start' | 'form';

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

const RO: Record<FormField, FieldMessages> = {
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
  topic: {
    required: 'Subiectul discuției este obligatoriu.',
    type: 'Subiectul discuției trebuie să fie text.',
    invalid: 'Subiectul discuției nu este valid.',
    tooShort: (n) => `Subiectul discuției trebuie să aibă cel puțin ${characters(n)}.`,
    tooLong: (n) => `Subiectul discuției poate avea cel mult ${characters(n)}.`,
    surrogate: 'Subiectul discuției conține caractere nevalide.',
  },
  start: {
    required: 'Alege un interval din listă.',
    type: 'Intervalul ales trebuie să fie text.',
    invalid: 'Intervalul ales nu este unul din listă. Alege altul.',
  },
  form: {
    type: 'Formularul nu a fost trimis corect.',
    invalid: 'Formularul nu a fost trimis corect.',
  },
};


const chars = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;

const EN: Record<FormField, FieldMessages> = {
  name: {
    required: 'Your full name is required.',
    type: 'Your full name must be text.',
    invalid: 'Your full name is not valid.',
    tooShort: (n) => `Your full name must have at least ${chars(n)}.`,
    tooLong: (n) => `Your full name can have at most ${chars(n)}.`,
    surrogate: 'Your full name contains invalid characters.',
  },
  email: {
    required: 'Your email is required.',
    type: 'Your email must be text.',
    invalid: 'Your email is not valid (example: name@company.com).',
    reasons: {
      empty: 'Your email is required.',
      'too-long': `Your email can have at most ${chars(MAX_EMAIL_LENGTH)}.`,
      'local-too-long': `Your email can have at most ${chars(MAX_LOCAL_LENGTH)} before the “@”.`,
    },
  },
  phone: {
    type: 'The phone number must be text.',
    invalid: 'The phone number is not valid (example: +44 20 7946 0958).',
    surrogate: 'The phone number contains invalid characters.',
  },
  company: {
    type: 'The company must be text.',
    invalid: 'The company is not valid.',
    tooLong: (n) => `The company can have at most ${chars(n)}.`,
    surrogate: 'The company contains invalid characters.',
  },
  services: {
    type: 'The services must be sent as a list of the form’s values.',
    invalid: 'The chosen service does not exist.',
    tooShort: () => 'Choose at least one service you need.',
    tooLong: (n) => `You can choose at most ${n} ${n === 1 ? 'service' : 'services'}.`,
  },
  budget: {
    type: 'The budget must be one of the values in the list.',
    invalid: 'Choose a budget from the list.',
  },
  message: {
    required: 'The project details are required.',
    type: 'The project details must be text.',
    invalid: 'The project details are not valid.',
    tooShort: (n) => `Describe the project in at least ${chars(n)}.`,
    tooLong: (n) => `The project details can have at most ${chars(n)}.`,
    surrogate: 'The project details contain invalid characters.',
  },
  topic: {
    required: 'The topic is required.',
    type: 'The topic must be text.',
    invalid: 'The topic is not valid.',
    tooShort: (n) => `The topic must have at least ${chars(n)}.`,
    tooLong: (n) => `The topic can have at most ${chars(n)}.`,
    surrogate: 'The topic contains invalid characters.',
  },
  start: {
    required: 'Choose a time from the list.',
    type: 'The chosen time must be text.',
    invalid: 'The chosen time is not one from the list. Choose another.',
  },
  form: {
    type: 'The form was not sent correctly.',
    invalid: 'The form was not sent correctly.',
  },
};

const MESSAGES: Record<FormLocale, Record<FormField, FieldMessages>> = { ro: RO, en: EN };

/**
 * The language the messages are written in while a parse runs. Zod gives a schema's own error map
 * precedence over one passed to `parse`, and these schemas are defined once for both languages, so the
 * map reads the language of the parse in progress. Parsing is synchronous, so `inLocale` sets it for
 * exactly one parse and restores it after, in the browser and on the server alike.
 */
let active: FormLocale = 'ro';

export function inLocale<T>(locale: FormLocale, parse: () => T): T {
  const previous = active;
  active = locale;
  try {
    const result = parse();
    // Zod builds a failed parse's error, messages included, on its first read: read it here, in this language.
    if (typeof result === 'object' && result !== null && (result as { success?: unknown }).success === false)
      void (result as { error?: unknown }).error;
    return result;
  } finally {
    active = previous;
  }
}

/** "en" when the form says so, else Romanian (any other value, absent, or not a string). */
export function formLocale(value: unknown): FormLocale {
  return value === 'en' ? 'en' : 'ro';
}

/** The message for one issue of one field, in the language of the parse in progress. */
export function formMessage(field: FormField, issue: z.core.$ZodRawIssue): string {
  const m = MESSAGES[active][field];
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

/** The rate limiter's answer: "… peste 45 de secunde." / "… in 10 minutes." */
export function retryAfterMessage(seconds: number, locale: FormLocale = 'ro'): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (locale === 'en') {
    const when = wait < 90 ? `${wait} ${wait === 1 ? 'second' : 'seconds'}` : `${Math.ceil(wait / 60)} minutes`;
    return `You have sent too many requests in a short time. Please try again in ${when}.`;
  }
  const when =
    wait < 90 ? pluralRo(wait, 'secundă', 'secunde') : pluralRo(Math.ceil(wait / 60), 'minut', 'minute');
  return `Ai trimis prea multe cereri într-un timp scurt. Încearcă din nou peste ${when}.`;
}
