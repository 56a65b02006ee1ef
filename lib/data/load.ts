import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { fieldMeta } from '@/lib/data/fields';
import {
  contentMessage,
  count,
  formatPath,
  issueProblems,
  missingFile,
  problemAt,
  syntaxProblem,
  thousandsProblems,
  unknownField,
  type Problem,
  type Subject,
} from '@/lib/data/messages';
import { contentDir as currentContentDir, setDataDir } from '@/lib/data/content-dir';
import { dataSchemas, type DataName, type DataOf } from '@/lib/data/schemas';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The one loader of the data files under content/. `content/<name>.yaml` is Romanian and complete;
 * `content/<name>.en.yaml` gives the English text of the same entries, in the same order: the values the
 * schema marks `translatable`. Shared values (prices, ids, icons, links, numbers) are read from the Romanian
 * file only, so an owner changes a price once; the English file may repeat one (the editor at /admin copies
 * them) but not change it. Any file that breaks a rule fails the build with a message in Romanian for the
 * owner (lib/data/messages.ts), e.g. for `amount: 950 lei` in the third service:
 *
 *   Eroare în conținut: content/services.yaml
 *   Al treilea serviciu, „Design Grafic”, câmpul „Preț (RON)” (amount): ai scris „950 lei”, dar aici …
 *     content/services.yaml: cards[2].price.amount: Invalid input: expected number, received string
 */

export class DataError extends Error {
  override name = 'DataError';
  constructor(
    readonly file: string,
    readonly problems: readonly Problem[],
  ) {
    super(contentMessage(file, problems));
  }
}

export { formatPath };

/** Where the data files live (lib/data/content-dir.ts); tests point it at a fixture folder. */
export function setContentDir(dir: string) {
  setDataDir(dir);
  cache.clear();
}

export function dataFile(name: DataName, locale: Locale = defaultLocale): string {
  return path.join(currentContentDir(), locale === defaultLocale ? `${name}.yaml` : `${name}.${locale}.yaml`);
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
  return path.relative(path.dirname(currentContentDir()), file);
}

type Source = { data: unknown; doc: Document; text: string };

function readYaml(name: DataName, file: string): Source {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new DataError(relative(file), [missingFile(relative(file))]);
  }
  const doc = parseDocument(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    const subject = subjectOf(name, file, []);
    throw new DataError(relative(file), doc.errors.map((error) => syntaxProblem(subject, text, error)));
  }
  return { data: doc.toJS(), doc, text };
}

function subjectOf(name: DataName, file: string, data: unknown[], source?: Source): Subject {
  return { file: relative(file), schema: dataSchemas[name], data, kind: name, ...(source ? { source } : {}) };
}

/** Problems found in the YAML source itself (a thousands dot), before the schema sees the values. */
function sourceProblems(name: DataName, file: string, source: Source): Problem[] {
  return thousandsProblems(subjectOf(name, file, [source.data], source), source.doc, source.text);
}

/** Throws with every problem; a schema problem at a path the source already explains is left out. */
function fail(file: string, first: Problem[], then: Problem[]): never {
  const seen = new Set(first.map((problem) => problem.dev.split(': ')[1]));
  throw new DataError(relative(file), [...first, ...then.filter((problem) => !seen.has(problem.dev.split(': ')[1]))]);
}

function validate<N extends DataName>(
  name: N,
  data: unknown,
  file: string,
  source: Source,
  found: Problem[],
  names: unknown[] = [],
): DataOf<N> {
  const result = dataSchemas[name].safeParse(data);
  if (result.success && found.length === 0) return result.data as DataOf<N>;
  const subject = subjectOf(name, file, [data, ...names], source);
  fail(file, found, result.success ? [] : result.error.issues.flatMap((issue) => issueProblems(subject, issue)));
}

function loadRomanian<N extends DataName>(name: N): DataOf<N> {
  const file = dataFile(name);
  const source = readYaml(name, file);
  return validate(name, source.data, file, source, sourceProblems(name, file, source));
}

function loadTranslated<N extends DataName>(name: N, locale: Locale): DataOf<N> {
  const romanianFile = dataFile(name);
  const romanianSource = readYaml(name, romanianFile);
  const romanian = romanianSource.data;
  // The Romanian file first: its own errors name it, not the translation.
  validate(name, romanian, romanianFile, romanianSource, sourceProblems(name, romanianFile, romanianSource));
  const file = dataFile(name, locale);
  const source = readYaml(name, file);
  const translated = source.data;
  const found = sourceProblems(name, file, source);
  const problems: Mismatch[] = [];
  const merged = overlay(dataSchemas[name], romanian, translated, [], problems);
  if (problems.length > 0) {
    const subject = subjectOf(name, file, [translated, romanian], source);
    fail(file, found, problems.map((problem) => mismatchProblem(subject, problem, relative(romanianFile))));
  }
  return validate(name, merged, file, source, found, [translated, romanian]);
}

/** Where a translation differs from its Romanian file in shape, not only in words. */
type Mismatch =
  | { kind: 'shared'; at: PropertyKey[] }
  | { kind: 'no-romanian'; at: PropertyKey[] }
  | { kind: 'missing-text'; at: PropertyKey[]; romanian: unknown }
  | { kind: 'missing-group'; at: PropertyKey[] }
  | { kind: 'unknown-field'; at: PropertyKey[]; known: string[] }
  | { kind: 'length'; at: PropertyKey[]; length: number; found: number | undefined };

function mismatchProblem(subject: Subject, problem: Mismatch, romanianFile: string): Problem {
  const { at } = problem;
  switch (problem.kind) {
    case 'shared':
      return problemAt(
        subject,
        at,
        `valoarea e aceeași în toate limbile și se scrie o singură dată, în ${romanianFile}. Schimb-o acolo sau șterge rândul de aici.`,
        'this value is shared by every language: change it in the Romanian file, or leave it out here',
      );
    case 'no-romanian':
      return problemAt(
        subject,
        at,
        `fișierul în română (${romanianFile}) nu are nimic aici, deci nici traducerea nu poate avea. Șterge rândul de aici sau completează-l întâi în română.`,
        'the Romanian file has no value here, so the translation cannot have one',
      );
    case 'missing-text':
      return problemAt(
        subject,
        at,
        `lipsește textul în engleză (în română: „${String(problem.romanian)}”). Scrie aici traducerea lui.`,
        `missing English text (Romanian: „${String(problem.romanian)}”)`,
      );
    case 'missing-group':
      return problemAt(
        subject,
        at,
        `lipsește (fișierul în română, ${romanianFile}, îl are). Adaugă-l, cu textele traduse în engleză.`,
        'missing (the Romanian file has it)',
      );
    case 'unknown-field':
      return unknownField(subject, at, problem.known, 'unknown field');
    case 'length':
      return problemAt(
        subject,
        at,
        `${problem.found === undefined ? 'lista lipsește' : `lista are aici ${count(problem.found, 'element', 'elemente')}`}, dar trebuie să aibă ${count(problem.length, 'element', 'elemente')}, câte unul pentru fiecare din ${romanianFile}, în aceeași ordine.`,
        `the list must have ${problem.length} items, in the Romanian file's order`,
      );
  }
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
function overlay(schema: z.ZodType, ro: unknown, tr: unknown, at: PropertyKey[], problems: Mismatch[]): unknown {
  const { inner, translatable } = unwrap(schema);
  if (translatable === false || !needsText(schema, ro)) {
    if (tr !== undefined && !isDeepStrictEqual(tr, ro))
      problems.push({ kind: 'shared', at: firstDifference(ro, tr, at) });
    return ro;
  }
  if (ro === undefined || ro === null) {
    if (tr !== undefined && tr !== null) problems.push({ kind: 'no-romanian', at });
    return ro;
  }
  if (translatable === true) {
    if (typeof tr !== 'string' || !tr.trim()) problems.push({ kind: 'missing-text', at, romanian: ro });
    return tr;
  }
  const kind = kindOf(inner);
  if (kind.kind === 'object') {
    if (!isRecord(tr)) {
      problems.push({ kind: 'missing-group', at });
      return ro;
    }
    const source = ro as Record<string, unknown>;
    for (const key of Object.keys(tr))
      if (!(key in kind.shape)) problems.push({ kind: 'unknown-field', at: [...at, key], known: Object.keys(kind.shape) });
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
      problems.push({ kind: 'length', at, length: source.length, found: Array.isArray(tr) ? tr.length : undefined });
      return ro;
    }
    return source.map((item, index) => overlay(kind.element, item, tr[index], [...at, index], problems));
  }
  return ro;
}
