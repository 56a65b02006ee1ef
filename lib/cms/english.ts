import { z } from 'zod';
import { fieldMeta } from '@/lib/data/fields';
import { kindOf, unwrap } from '@/lib/data/load';

/**
 * The part of a data schema an English file holds (content/<name>.en.yaml, docs/content.md): its
 * translatable texts, in the same objects and lists, without the shared values (prices, ids, icons,
 * links), which the loader takes from the Romanian file. Null when nothing under the schema is text.
 * Labels and hints travel with the fields' own metadata.
 */
export function textOnly(schema: z.ZodType): z.ZodType | null {
  const { inner, translatable } = unwrap(schema);
  if (translatable === false) return null;
  if (translatable === true) return schema;
  const kind = kindOf(inner);
  let out: z.ZodType;
  if (kind.kind === 'object') {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(kind.shape)) {
      const text = textOnly(field);
      if (text) shape[key] = text;
    }
    if (Object.keys(shape).length === 0) return null;
    out = z.object(shape);
  } else if (kind.kind === 'array') {
    const element = textOnly(kind.element);
    if (!element) return null;
    out = z.array(element);
  } else return null;
  const meta = fieldMeta(schema) ?? fieldMeta(inner);
  if (meta) out = out.meta({ ...meta });
  return schema instanceof z.ZodOptional ? out.optional() : out;
}
