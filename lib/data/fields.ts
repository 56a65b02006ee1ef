import { z } from 'zod';
import { ICON_NAMES } from '@/components/icons/names';

/**
 * Field builders shared by the content schemas. Each field carries its Romanian label (`title`) and an
 * optional hint (`description`) as zod metadata: the editor at /admin shows them, and the English loader
 * reads `translatable` to know which values the English file must give (text) and which it shares with the
 * Romanian file (numbers, ids, icons, links). One definition per field, read by the build, the editor and
 * the translation check alike.
 */
export type FieldMeta = { title: string; description?: string; translatable?: boolean };

/** A translated, one-line or multi-line text a visitor reads. */
export function text(title: string, description?: string, { min = 1, max = 400 }: { min?: number; max?: number } = {}) {
  return z
    .string()
    .trim()
    .min(min, `cel puțin ${min} caractere`)
    .max(max, `cel mult ${max} caractere`)
    .meta({ title, description, translatable: true } satisfies FieldMeta);
}

/** A value shared by every language (an id, a phone number, a URL): written once, in the Romanian file. */
export function shared<T extends z.ZodType>(schema: T, title: string, description?: string): T {
  return schema.meta({ title, description, translatable: false } satisfies FieldMeta) as T;
}

export const icon = (title = 'Pictogramă') =>
  shared(z.enum(ICON_NAMES), title, 'Numele unei pictograme din lista fixă a site-ului.');

/** A short figure such as "50+", "95%" or "24h": shared by both languages. */
export const figure = (title = 'Valoare') => shared(z.string().trim().min(1).max(12), title, 'De exemplu 50+, 95% sau 24h.');

/** A link inside the site ("/services#web-design") or a full https:// address. */
export const href = (title = 'Link') =>
  shared(
    z
      .string()
      .trim()
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'o adresă care începe cu / (o pagină a site-ului) sau cu https://'),
    title,
  );

export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  return schema.meta() as FieldMeta | undefined;
}
