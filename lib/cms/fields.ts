/**
 * Turns a zod schema into Decap CMS fields, so the editor offers exactly what the build accepts. The
 * schema goes through zod's own JSON Schema export (`z.toJSONSchema`, output side: what the loader
 * returns), and each JSON Schema node becomes one Decap widget:
 *
 * - string → `string` (or `text` when it may be long), with its length rule as a `pattern` check;
 * - string enum → `select`; array of an enum → `select` with `multiple`;
 * - integer / number → `number` with `min`/`max`; boolean → `boolean` with its default;
 * - array of strings → `list` of one string field; array of objects → `list` of the object's fields, each
 *   list with its item's noun (`label_singular`, `label_plural`: "Adaugă etichetă", "20 de etichete") and a
 *   `summary` that names a collapsed item by its text, never by an id;
 * - object → `object` with its fields;
 * - a date (YYYY-MM-DD) → `datetime` shown and typed as DD.MM.YYYY (lib/cms/browser/date-widget.ts);
 * - required: in the schema's `required` and without a default (a default fills a missing value).
 *
 * Every field needs a Romanian label from the label map (lib/cms/labels.ts), keyed by its path inside
 * the schema ("cover.alt", "gallery.caption"); a missing label throws, so a new schema field fails the
 * build and the unit test until it is named for the owner.
 */
import { z } from 'zod';

/** The JSON Schema subset zod writes for our content schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  /** zod metadata (lib/data/fields.ts): the field's Romanian label and hint. */
  title?: string;
  description?: string;
};

/** A Decap CMS field (the subset we write). */
export type CmsField = {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  // list: the item's noun, singular ("Adaugă etichetă", "1 etichetă") and plural ("2 etichete", "20 de
  // etichete"); label_plural is ours, read by the list widget wrapper (lib/cms/browser/list-widget.ts).
  label_singular?: string;
  label_plural?: string;
  // datetime
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  // image
  choose_url?: boolean;
  // image: where an upload through this field goes (relative to the entry's file) and how the file names it
  media_folder?: string;
  public_folder?: string;
  // color: the value can be typed as well as picked
  allowInput?: boolean;
  // markdown: the editing modes, the first one shown first
  modes?: ('raw' | 'rich_text')[];
};

/** A field's Romanian label and hint, and optionally a widget the JSON Schema cannot tell (image, markdown). */
export type FieldText = {
  label: string;
  hint?: string;
  widget?: 'image' | 'markdown' | 'text' | 'color';
  /**
   * An image field's own folder, relative to its file's folder: uploads go there and the field holds
   * `<folder>/<name>` (the logo: content/site/, written site/logo.svg in content/site.yaml).
   */
  folder?: string;
};
export type LabelMap = Record<string, FieldText>;
/** Romanian names for the values of one enum (categories, services, icons…). */
export type OptionLabels = Record<string, string>;
/** The noun of a list's item, lowercase: `{ one: 'etichetă', many: 'etichete' }`. Keyed like the labels. */
export type ListNoun = { one: string; many: string };
export type ListNouns = Record<string, ListNoun>;
/**
 * What a schema cannot say beyond the labels: the names of enum values, as sets, the first one that names
 * every value of an enum is used (a value without one shows as itself; the config test forbids that), and
 * the nouns of list items.
 */
export type FieldExtras = { options?: OptionLabels[]; nouns?: ListNouns };

export class MissingLabelError extends Error {
  constructor(readonly key: string) {
    super(`CMS config: no Romanian label for "${key}" in lib/cms/labels.ts`);
    this.name = 'MissingLabelError';
  }
}

const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Strings this long or longer get a multi-line box. */
const TEXTAREA_FROM = 160;

const PLURAL = new Intl.PluralRules('ro');

/** "Între 10 și 120 de caractere" and the like, for a length rule ("de" where Romanian wants it: 20, 100). */
export function lengthMessage(min: number | undefined, max: number | undefined): string {
  const chars = (n: number) =>
    ({ one: `${n} caracter`, few: `${n} caractere` })[PLURAL.select(n) as 'one' | 'few'] ?? `${n} de caractere`;
  if (min !== undefined && max !== undefined) return `Între ${min} și ${chars(max)}`;
  if (min !== undefined) return `Cel puțin ${chars(min)}`;
  return `Cel mult ${chars(max!)}`;
}

/** A regular expression for a length rule, as Decap checks it (JavaScript, no flags: UTF-16 units, as zod counts). */
export function lengthPattern(min: number | undefined, max: number | undefined): string {
  return `^[\\s\\S]{${min ?? 0},${max ?? ''}}$`;
}

function typeOf(node: JsonSchema): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null');
  return node.type;
}

type Context = { schemaName: string; labels: LabelMap; options: OptionLabels[]; nouns: ListNouns };

/** The label map's entry, else the label and hint the schema carries as zod metadata (the data files). */
function textFor(ctx: Context, path: string, node: JsonSchema): FieldText {
  const key = `${ctx.schemaName}.${path}`;
  const text = ctx.labels[key] ?? (node.title ? { label: node.title, hint: node.description } : undefined);
  if (!text) throw new MissingLabelError(key);
  return text;
}

/**
 * `z.union([z.literal(''), x])` or `x.nullable()`: a value that may be empty; the editor shows `x`, not
 * required. (Decap leaves an empty field out of the file and cannot write null: where the schema wants
 * the key present as null, the build names the field.)
 */
function emptyOr(node: JsonSchema): JsonSchema | undefined {
  const branches = node.anyOf;
  if (branches?.length !== 2) return undefined;
  const isEmpty = (b: JsonSchema) => b.const === '' || b.type === 'null';
  const other = branches.find((b) => !isEmpty(b));
  if (!branches.some(isEmpty) || !other) return undefined;
  return { ...other, title: node.title ?? other.title, description: node.description ?? other.description };
}

function selectOptions(ctx: Context, values: (string | number)[]) {
  const names = ctx.options.find((set) => values.every((v) => set[String(v)] !== undefined)) ?? {};
  return values.map((v) => ({ label: names[String(v)] ?? String(v), value: String(v) }));
}

/** What a collapsed item shows when its text field is empty (Decap's own fallback is English, "No <name>"). */
export const EMPTY_SUMMARY = '(necompletat)';
/** The fields that name an item best, in this order; else its first text field. */
const SUMMARY_FIELDS = ['title', 'name', 'question', 'label', 'alt', 'caption'];

/**
 * A collapsed list item's title: its first naming text field (Decap shows the item's first field, which
 * is often an id: "graphic-design" instead of „Design Grafic”).
 */
export function listSummary(fields: CmsField[]): string | undefined {
  const texts = fields.filter((f) => f.widget === 'string' || f.widget === 'text');
  const field = SUMMARY_FIELDS.map((name) => texts.find((f) => f.name === name)).find(Boolean) ?? texts[0];
  return field && `{{fields.${field.name} | default('${EMPTY_SUMMARY}')}}`;
}

function listNoun(ctx: Context, path: string): Pick<CmsField, 'label_singular' | 'label_plural'> {
  const noun = ctx.nouns[`${ctx.schemaName}.${path}`];
  return noun ? { label_singular: noun.one, label_plural: noun.many } : {};
}

function fieldFor(ctx: Context, name: string, node: JsonSchema, required: boolean, path: string): CmsField {
  const orEmpty = emptyOr(node);
  if (orEmpty) return { ...fieldFor(ctx, name, orEmpty, false, path), required: false };
  const text = textFor(ctx, path, node);
  const base: CmsField = { name, label: text.label, widget: 'string' };
  if (text.hint) base.hint = text.hint;
  const hasDefault = node.default !== undefined;
  base.required = required && !hasDefault;
  if (hasDefault) base.default = node.default;
  const type = typeOf(node);

  if (node.enum) return { ...base, widget: 'select', options: selectOptions(ctx, node.enum) };
  if (type === 'string') {
    // Stored as the files have it ("2026-09-29"), shown and typed as 29.09.2026 ("Azi": Europe/Bucharest), no
    // time and no "UTC" label. Decap's own widget shows the browser's date format (mm/dd/yyyy in an English
    // browser), so the editor's script replaces its control for these fields (lib/cms/browser/).
    if (node.pattern === ISO_DATE_PATTERN)
      return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false, picker_utc: false };
    if (text.widget === 'image')
      return { ...base, widget: 'image', choose_url: false, ...(text.folder ? { media_folder: text.folder, public_folder: text.folder } : {}) };
    // Decap's colour picker, which writes #rrggbb; typing a value stays possible.
    if (text.widget === 'color')
      return { ...base, widget: 'color', allowInput: true, ...(node.pattern ? { pattern: [node.pattern, 'O culoare scrisă #rrggbb'] as [string, string] } : {}) };
    const long = text.widget === 'text' || (node.maxLength !== undefined && node.maxLength >= TEXTAREA_FROM);
    const field: CmsField = { ...base, widget: text.widget === 'markdown' ? 'markdown' : long ? 'text' : 'string' };
    if (node.pattern) field.pattern = [node.pattern, text.hint ?? 'Formatul nu este cel cerut'];
    else if (node.format === 'uri') field.pattern = ['^https?://\\S+$', 'O adresă care începe cu https://'];
    else if (node.minLength !== undefined || node.maxLength !== undefined)
      field.pattern = [lengthPattern(node.minLength, node.maxLength), lengthMessage(node.minLength, node.maxLength)];
    return field;
  }
  if (type === 'integer' || type === 'number') {
    const field: CmsField = { ...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float' };
    if (node.minimum !== undefined) field.min = node.minimum;
    // positive() on an integer: more than 0 is at least 1.
    else if (node.exclusiveMinimum !== undefined && type === 'integer') field.min = node.exclusiveMinimum + 1;
    if (node.maximum !== undefined) field.max = node.maximum;
    if (type === 'integer') field.step = 1;
    return field;
  }
  if (type === 'boolean') return { ...base, widget: 'boolean' };
  if (type === 'array') {
    const items = node.items ?? {};
    const counts: Partial<CmsField> = {};
    if (node.minItems !== undefined) counts.min = node.minItems;
    if (node.maxItems !== undefined) counts.max = node.maxItems;
    if (items.enum) return { ...base, ...counts, widget: 'select', multiple: true, options: selectOptions(ctx, items.enum) };
    const list = { ...base, ...counts, ...listNoun(ctx, path), widget: 'list', collapsed: false };
    if (typeOf(items) === 'object') {
      // Items open, so every value is in sight (and a test can reach them without expanding each).
      const fields = objectFields(ctx, items, path);
      const summary = listSummary(fields);
      return { ...list, ...(summary ? { summary } : {}), fields };
    }
    // A list of scalars: one unnamed field per item; its rules are the item schema's.
    const item = fieldFor(ctx, 'item', { ...items, default: undefined, title: items.title ?? text.label }, true, path);
    return { ...list, summary: `{{fields.item | default('${EMPTY_SUMMARY}')}}`, field: { ...item, hint: undefined } };
  }
  if (type === 'object') {
    // Decap checks an object's required fields even when the optional object is left empty, so inside an
    // optional object (the cover) nothing is required by the editor; the build's schema still requires
    // the alt text once a cover is given, and the hints say so.
    const fields = objectFields(ctx, node, path);
    return { ...base, widget: 'object', fields: base.required ? fields : fields.map(optionalDeep) };
  }
  throw new Error(`CMS config: ${ctx.schemaName}.${path} has a type the editor cannot show (${JSON.stringify(node)})`);
}

function optionalDeep(field: CmsField): CmsField {
  return { ...field, required: false, ...(field.fields ? { fields: field.fields.map(optionalDeep) } : {}) };
}

function objectFields(ctx: Context, node: JsonSchema, parent: string): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldFor(ctx, name, child, required.has(name), parent ? `${parent}.${name}` : name),
  );
}

/** The JSON Schema of a zod schema as the loader outputs it (defaults applied, preprocessing done). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
}

/** The Decap fields of an object schema, in the schema's order. */
export function fieldsFromSchema(schemaName: string, schema: z.ZodType, labels: LabelMap, extras: FieldExtras = {}): CmsField[] {
  const json = jsonSchemaOf(schema);
  if (typeOf(json) !== 'object') throw new Error(`CMS config: ${schemaName} is not an object schema`);
  return objectFields({ schemaName, labels, options: extras.options ?? [], nouns: extras.nouns ?? {} }, json, '');
}
