/**
 * What a form needs before any validation code has loaded: field names, their visible labels, the shape
 * of per-field errors. Kept apart from the zod schemas (lib/forms/schemas.ts) so a page with a form does
 * not ship zod until the visitor starts on the form (lib/forms/validation.ts).
 */
export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'services' | 'budget' | 'message';

/** Visible labels, for the error summary. */
export const contactFieldLabels: Record<ContactField, string> = {
  name: 'Nume complet',
  email: 'Email',
  phone: 'Telefon',
  company: 'Companie',
  services: 'Serviciile de care ai nevoie',
  budget: 'Buget',
  message: 'Detalii proiect',
};

export type FieldErrors = Partial<Record<string, string>>;
