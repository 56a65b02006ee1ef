import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { fieldMeta } from '@/lib/data/fields';
import { dataSchemas, type DataName, type DataOf } from '@/lib/data/schemas';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The one loader of the data files under content/. `content/<name>.yaml` is Romanian and complete;
 * `content/<name>.en.yaml` gives the English text of the same entries, in the same order: the values the
 * schema marks `translatable`. Shared values (prices, ids, icons, links, numbers) are read from the Romanian
 * file only, so an owner changes a price once; the English file may repeat one (the editor at /admin copies
 * them) but not change it. Any file that breaks a rule fails the build with the file, the path inside it
 * and the rule, e.g. `content/services.yaml: cards[2].price.amount: un număr întreg de lei, mai mare ca 0`.
 */

export class DataError extends Error {
  override name = 'DataError';
}

/** Where the data files live; tests point it at a fixture folder. */
let contentDir = path.join(process.cwd(), 'content');
export function setContentDir(dir: string) {
  contentDir = dir;
  cache.clear();
}

export function dataFile(name: DataName, locale: Locale = defaultLocale): string {
  return path.join(contentDir, locale === defaultLocale ? `${name}.yaml` : `${name}.${locale}.yaml`);
}

const cache = new Map<string, { mtimes: number[]; value: unknown }>();

/** The data of one file in one language, validated. Re-read when a file changes (dev mode, the editor). */
export function loadData<N extends DataName>(name: N, locale: Locale = defaultLocale): DataOf<N> {
  const files = locale === defaultLocale ? [dataFile(name)] : [dataFile(name), dataFile(name, locale)];
  const mtimes = files.map((file) => mtime(file));
  const key = `${name}:${locale}`;
  const hit = cache.get(key);
  if (hit && isDeepStrictEqual(hit.mtimes, mtimes)) return hit.value as DataOf<N>;
  const value = locale === defaultLocale ? loadRomanian(name) : loadTranslated(name, locale);
  cache.set(key, { mtimes, value });
  return value as DataOf<N>;
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

function relative(file: string): string {
  return path.relative(path.dirname(contentDir), file);
}

function readYaml(file: string): unknown {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    throw new DataError(`${relative(file)}: the file is missing`);
  }
  const doc = parseDocument(source, { prettyErrors: true });
  if (doc.errors.length > 0) {
    const lines = doc.errors.map((error) => {
      const at = error.linePos?.[0];
      return `${relative(file)}${at ? `:${at.line}:${at.col}` : ''}: ${error.message.split('\n')[0]}`;
    });
    throw new DataError(lines.join('\n'));
  }
  return doc.toJS();
}

/** `cards[2].price.amount` from zod's path. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(the whole file)';
}

function validate<N extends DataName>(name: N, data: unknown, file: string): DataOf<N> {
  const result = dataSchemas[name].safeParse(data);
  if (result.success) return result.data as DataOf<N>;
  const lines = result.error.issues.map((issue) => `${relative(file)}: ${formatPath(issue.path)}: ${issue.message}`);
  throw new DataError(lines.join('\n'));
}

function loadRomanian<N extends DataName>(name: N): DataOf<N> {
  const file = dataFile(name);
  return validate(name, readYaml(file), file);
}

function loadTranslated<N extends DataName>(name: N, locale: Locale): DataOf<N> {
  const romanianFile = dataFile(name);
  const romanian = readYaml(romanianFile);
  // The Romanian file first: its own errors name it, not the translation.
  validate(name, romanian, romanianFile);
  const file = dataFile(name, locale);
  const translated = readYaml(file);
  const problems: string[] = [];
  const merged = overlay(dataSchemas[name], romanian, translated, [], problems);
  if (problems.length > 0)
    throw new DataError(problems.map((problem) => `${relative(file)}: ${problem}`).join('\n'));
  return validate(name, merged, file);
}

type Kind =
  | { kind: 'object'; shape: Record<string, z.ZodType> }
  | { kind: 'array'; element: z.ZodType }
  | { kind: 'leaf' };

/** The schema under optional/nullable/default wrappers, and the first metadata found on the way. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; translatable: boolean | undefined } {
  let current = schema;
  let translatable = fieldMeta(current)?.translatable;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
      translatable ??= fieldMeta(current)?.translatable;
    } else return { inner: current, translatable };
  }
}

export function kindOf(schema: z.ZodType): Kind {
  if (schema instanceof z.ZodObject) return { kind: 'object', shape: schema.shape as Record<string, z.ZodType> };
  if (schema instanceof z.ZodArray) return { kind: 'array', element: schema.element as z.ZodType };
  return { kind: 'leaf' };
}

/** Does anything under this schema need an English text? */
export function hasTranslatable(schema: z.ZodType): boolean {
  const { inner, translatable } = unwrap(schema);
  if (translatable !== undefined) return translatable;
  const kind = kindOf(inner);
  if (kind.kind === 'object') return Object.values(kind.shape).some(hasTranslatable);
  if (kind.kind === 'array') return hasTranslatable(kind.element);
  return false;
}

/** Does this Romanian value hold any text a translation must give (an absent optional text needs none)? */
function needsText(schema: z.ZodType, value: unknown): boolean {
  const { inner, translatable } = unwrap(schema);
  if (value === undefined || value === null || translatable === false) return false;
  if (translatable === true) return true;
  const kind = kindOf(inner);
  if (kind.kind === 'object' && isRecord(value))
    return Object.entries(kind.shape).some(([key, field]) => needsText(field, value[key]));
  if (kind.kind === 'array' && Array.isArray(value)) return value.some((item) => needsText(kind.element, item));
  return false;
}

/** Where two values first differ, for a message that points at the one changed number, not its object. */
function firstDifference(a: unknown, b: unknown, at: PropertyKey[]): PropertyKey[] {
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      if (key in b && !isDeepStrictEqual(a[key], b[key])) return firstDifference(a[key], b[key], [...at, key]);
  }
  return at;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Romanian data with the translation's text laid over it, walking the schema: translatable leaves come
 * from the translation (missing: a problem), shared values from Romanian (changed: a problem), objects key
 * by key (an unknown key: a problem, it is a typo), lists item by item (another length: a problem).
 */
function overlay(schema: z.ZodType, ro: unknown, tr: unknown, at: PropertyKey[], problems: string[]): unknown {
  const where = formatPath(at);
  const { inner, translatable } = unwrap(schema);
  if (translatable === false || !needsText(schema, ro)) {
    if (tr !== undefined && !isDeepStrictEqual(tr, ro))
      problems.push(`${formatPath(firstDifference(ro, tr, at))}: this value is shared by every language: change it in the Romanian file, or leave it out here`);
    return ro;
  }
  if (ro === undefined || ro === null) {
    if (tr !== undefined && tr !== null) problems.push(`${where}: the Romanian file has no value here, so the translation cannot have one`);
    return ro;
  }
  if (translatable === true) {
    if (typeof tr !== 'string' || !tr.trim()) problems.push(`${where}: missing English text (Romanian: „${String(ro)}”)`);
    return tr;
  }
  const kind = kindOf(inner);
  if (kind.kind === 'object') {
    if (!isRecord(tr)) {
      problems.push(`${where}: missing (the Romanian file has it)`);
      return ro;
    }
    const source = ro as Record<string, unknown>;
    for (const key of Object.keys(tr))
      if (!(key in kind.shape)) problems.push(`${formatPath([...at, key])}: unknown field`);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(kind.shape)) {
      const value = overlay(field, source[key], tr[key], [...at, key], problems);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (kind.kind === 'array') {
    const source = ro as unknown[];
    if (!Array.isArray(tr) || tr.length !== source.length) {
      problems.push(`${where}: the list must have ${source.length} items, in the Romanian file's order`);
      return ro;
    }
    return source.map((item, index) => overlay(kind.element, item, tr[index], [...at, index], problems));
  }
  return ro;
}
