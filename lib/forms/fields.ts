/**
 * What a form needs before any validation code has loaded: field names, their visible labels, the shape
 * of per-field errors. Kept apart from the zod schemas (lib/forms/schemas.ts) so a page with a form does
 * not ship zod until the visitor starts on the form (lib/forms/validation.ts).
 */
export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'services' | 'budget' | 'message';

/** Visible labels, for the error summary and the e-mail fallback, per language. */
export const contactFieldLabelsIn: Record<'ro' | 'en', Record<ContactField, string>> = {
  ro: {
    name: 'Nume complet',
    email: 'Email',
    phone: 'Telefon',
    company: 'Companie',
    services: 'Serviciile de care ai nevoie',
    budget: 'Buget',
    message: 'Detalii proiect',
  },
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    services: 'The services you need',
    budget: 'Budget',
    message: 'Project details',
  },
};

/** The Romanian labels (the owner's e-mail, the default). */
export const contactFieldLabels = contactFieldLabelsIn.ro;

export type FieldErrors = Partial<Record<string, string>>;
