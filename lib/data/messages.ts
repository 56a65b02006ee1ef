import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type YAMLError } from 'yaml';
import { z } from 'zod';
import { FIELD_LABELS } from '@/lib/cms/labels';
import { fieldMeta } from '@/lib/data/fields';

/**
 * The words of a build error about content, for the owner who wrote the content: Romanian, which file,
 * which item counted from 1 and by its visible name, which field, what is wrong and what to write instead.
 * Each problem keeps a second line for developers with the file, the English path inside it and the
 * rule's own text (`content/services.yaml: cards[2].price.amount: Invalid input: …`). Used by the data
 * loader (lib/data/load.ts) and the Markdown loader (lib/content.ts) alike; scripts/check-content.ts
 * prints the result before `next build`, so the owner never sees a stack trace.
 */

/** One problem: `text` for the owner, `dev` for a developer (the file, the path and the rule). */
export type Problem = { text: string; dev: string };

/** The whole message: the file on the first line, then each problem (a bare string is printed as is). */
export function contentMessage(file: string, problems: readonly (Problem | string)[]): string {
  const lines = [`Eroare în conținut: ${file}`];
  for (const problem of problems) {
    if (typeof problem === 'string') lines.push(`- ${problem}`);
    // Two rules broken by one value (a format, then a check on it) are one thing to fix.
    else if (!lines.includes(problem.text)) lines.push(problem.text, `  ${problem.dev}`);
  }
  return lines.join('\n');
}

/** What a problem is about: the file's schema, its data and how its fields are named. */
export type Subject = {
  file: string;
  schema: z.ZodType;
  /** The parsed data; then fallbacks for an item's name (a translation's Romanian twin). */
  data: unknown[];
  /** `services`, `article`…: the prefix of the label keys (lib/cms/labels.ts) and of NOUNS. */
  kind: string;
  /** For a Markdown entry the entry itself is the item: "Articolul „Titlu”". */
  entry?: string;
  /** Paths in the developer's line: `cards[2].price` (data files) or `gallery.0.alt` (front matter). */
  dots?: boolean;
  /** Category id → its name, listed when a category does not exist. */
  categories?: Record<string, string>;
  /** The YAML source, so a message names the line a field is written on (sourceAt). */
  source?: SourceText;
};

/** A YAML text as parsed, and how many lines of its file come before it (1 for a front matter's `---`). */
export type SourceText = { doc: Document; text: string; lineOffset?: number };

/**
 * The line (1-based, in the file) where `path` is written, and that line's text: the deepest part of the path
 * the file has (a missing field is told at its parent's line).
 */
export function sourceAt(source: SourceText | undefined, path: readonly PropertyKey[]): { line: number; row: string } | undefined {
  if (!source) return undefined;
  let node: unknown = source.doc.contents;
  // A field missing from the file's top level has no line of its own.
  let offset: number | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) break;
      offset = (pair.key as { range?: [number, number] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as { range?: [number, number] } | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  if (offset === undefined) return undefined;
  const before = source.text.slice(0, offset);
  const index = before.split('\n').length - 1;
  return { line: index + 1 + (source.lineOffset ?? 0), row: source.text.split('\n')[index] ?? '' };
}

/** ", rândul 52" after a place, when the source is known. */
function lineWords(subject: Subject, path: readonly PropertyKey[]): string {
  const at = sourceAt(subject.source, path);
  return at ? `, rândul ${at.line}` : '';
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

const devPath = (subject: Subject, path: readonly PropertyKey[]) =>
  subject.dots ? path.map(String).join('.') || '(front matter)' : formatPath(path);

/** A problem at a path, with the owner's words (`what` is wrong, what to write instead) and the developer's rule. */
export function problemAt(subject: Subject, path: readonly PropertyKey[], what: string, rule: string): Problem {
  return {
    text: `${capitalize(placeOf(subject, path).phrase)}${lineWords(subject, path)}: ${what}`,
    dev: `${subject.file}: ${devPath(subject, path)}: ${rule}`,
  };
}

/** A field the schema does not know ("Câmpul „emoj” nu există aici"), with the nearest known name. */
export function unknownField(subject: Subject, path: readonly PropertyKey[], known: string[], rule: string): Problem {
  const key = String(path.at(-1));
  const near = known.filter((k) => k !== key).find((k) => distance(k, key) <= 2);
  const advice = near
    ? `Poate ai vrut „${near}”? Corectează numele sau șterge rândul.`
    : `Verifică numele (poate e scris greșit) sau șterge rândul. Câmpurile posibile: ${known.join(', ')}.`;
  return { text: `${capitalize(placeOf(subject, path).phrase)}${lineWords(subject, path)} nu există aici. ${advice}`, dev: `${subject.file}: ${devPath(subject, path)}: ${rule}` };
}

export function missingFile(file: string): Problem {
  return {
    text: 'Fișierul lipsește. Pune-l la loc (îl găsești în istoricul proiectului) sau creează-l din nou.',
    dev: `${file}: the file is missing`,
  };
}

// ——— Ordinals and counts ———

type Gender = 'm' | 'f';
const ORDINALS: [string, string][] = [
  ['primul', 'prima'],
  ['al doilea', 'a doua'],
  ['al treilea', 'a treia'],
  ['al patrulea', 'a patra'],
  ['al cincilea', 'a cincea'],
  ['al șaselea', 'a șasea'],
  ['al șaptelea', 'a șaptea'],
  ['al optulea', 'a opta'],
  ['al nouălea', 'a noua'],
  ['al zecelea', 'a zecea'],
  ['al unsprezecelea', 'a unsprezecea'],
  ['al doisprezecelea', 'a douăsprezecea'],
  ['al treisprezecelea', 'a treisprezecea'],
  ['al paisprezecelea', 'a paisprezecea'],
  ['al cincisprezecelea', 'a cincisprezecea'],
  ['al șaisprezecelea', 'a șaisprezecea'],
  ['al șaptesprezecelea', 'a șaptesprezecea'],
  ['al optsprezecelea', 'a optsprezecea'],
  ['al nouăsprezecelea', 'a nouăsprezecea'],
  ['al douăzecilea', 'a douăzecea'],
];

/** "al treilea" (masculine and neuter nouns) or "a treia" (feminine), counted from 1. */
export function ordinal(n: number, gender: Gender): string {
  const word = ORDINALS[n - 1];
  if (word) return gender === 'f' ? word[1] : word[0];
  return gender === 'f' ? `a ${n}-a` : `al ${n}-lea`;
}

/** "1 caracter", "5 caractere", "20 de caractere" (Romanian puts "de" after 20–99 in the last two digits). */
export function count(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const rest = n % 100;
  return n >= 20 && (rest === 0 || rest >= 20) ? `${n} de ${many}` : `${n} ${many}`;
}

const chars = (n: number) => count(n, 'caracter', 'caractere');
const items = (n: number) => count(n, 'element', 'elemente');

/** What one item of a list is called: "al treilea serviciu", "a doua cifră". Neuter nouns take the masculine ordinal. */
const NOUNS: Record<string, { noun: string; gender: Gender }> = {
  'site.hours': { noun: 'rând din program', gender: 'm' },
  'site.hours.days': { noun: 'zi', gender: 'f' },
  'home.stats': { noun: 'cifră', gender: 'f' },
  'home.services': { noun: 'serviciu', gender: 'm' },
  'home.process': { noun: 'pas', gender: 'm' },
  'home.testimonials': { noun: 'testimonial', gender: 'm' },
  'services.hero.badges': { noun: 'insignă', gender: 'f' },
  'services.cards': { noun: 'serviciu', gender: 'm' },
  'services.whyChoose': { noun: 'motiv', gender: 'm' },
  'about.figures': { noun: 'cifră', gender: 'f' },
  'about.values': { noun: 'valoare', gender: 'f' },
  'about.skills': { noun: 'competență', gender: 'f' },
  'about.timeline': { noun: 'etapă din parcurs', gender: 'f' },
  'contact.budgets': { noun: 'opțiune de buget', gender: 'f' },
  'contact.services': { noun: 'serviciu din formular', gender: 'm' },
  'contact.faq': { noun: 'întrebare', gender: 'f' },
  'portfolio.stats': { noun: 'cifră', gender: 'f' },
  'article.tags': { noun: 'etichetă', gender: 'f' },
  'project.categories': { noun: 'categorie', gender: 'f' },
  'project.tech': { noun: 'instrument', gender: 'm' },
  'project.gallery': { noun: 'imagine din galerie', gender: 'f' },
  'project.palette': { noun: 'culoare', gender: 'f' },
};

// ——— Where: the item and the field ———

/** The schema one wrapper down (optional, nullable, default, preprocessing), or undefined. */
function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return schema.out as z.ZodType;
  return undefined;
}

/** The schema under all its wrappers. */
function bare(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let next = current && unwrapOnce(current); next; next = unwrapOnce(next)) current = next;
  return current;
}

/** The schema's Romanian title, on it or on a schema it wraps. */
function titleOf(schema: z.ZodType | undefined): string | undefined {
  for (let current = schema; current; current = unwrapOnce(current)) {
    const title = fieldMeta(current)?.title;
    if (title) return title;
  }
  return undefined;
}

function child(value: unknown, key: PropertyKey): unknown {
  if (typeof key === 'number') return Array.isArray(value) ? value[key] : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[String(key)]
    : undefined;
}

function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 50 ? `${line.slice(0, 47)}…` : line;
}

/** An item's visible name: its title, name, label or question (a plain text item is its own name). */
function nameOf(values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return short(value);
    for (const key of ['title', 'name', 'label', 'question']) {
      const name = child(value, key);
      if (typeof name === 'string' && name.trim()) return short(name);
    }
  }
  return undefined;
}

type Place = { phrase: string; schema: z.ZodType | undefined; key?: string; label: string; value: unknown };

/** "al treilea serviciu, „Design Grafic”, câmpul „Preț (RON)” (amount)" for `cards[2].price.amount`. */
function placeOf(subject: Subject, path: readonly PropertyKey[]): Place {
  let schema: z.ZodType | undefined = subject.schema;
  let values = subject.data;
  const keys: string[] = [];
  const parts: string[] = subject.entry ? [subject.entry] : [];
  let fieldKeys: string[] = [];
  for (const segment of path) {
    const inner = bare(schema);
    values = values.map((value) => child(value, segment));
    if (typeof segment === 'number') {
      const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
      const listKey = [subject.kind, ...keys].join('.');
      const noun = NOUNS[listKey];
      let phrase = `${ordinal(segment + 1, noun?.gender ?? 'm')} ${noun?.noun ?? 'rând'}`;
      if (!noun) phrase += ` din „${labelOf(subject, keys, schema)}”`;
      const name = nameOf(values);
      if (name) phrase += `, „${name}”`;
      parts.push(phrase);
      fieldKeys = [];
      schema = element;
    } else {
      const key = String(segment);
      keys.push(key);
      fieldKeys.push(key);
      schema = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>)[key] : undefined;
    }
  }
  const key = fieldKeys.at(-1);
  const label = key ? labelOf(subject, keys, schema) : '';
  if (key) {
    const what = bare(schema) instanceof z.ZodArray ? 'lista' : 'câmpul';
    // Quotes inside quotes are « » in Romanian: câmpul „Afișează «de la»”.
    const name = label.replace(/„([^”]*)”/g, '«$1»');
    parts.push(label === key ? `${what} „${key}”` : `${what} „${name}” (${key})`);
  }
  return { phrase: parts.join(', ') || 'fișierul', schema, key, label, value: values[0] };
}

/** The field's Romanian name: the schema's title, else the editor's label (lib/cms/labels.ts), else its key. */
function labelOf(subject: Subject, keys: string[], schema: z.ZodType | undefined): string {
  return titleOf(schema) ?? FIELD_LABELS[[subject.kind, ...keys].join('.')]?.label ?? keys.at(-1) ?? '';
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const quote = (value: unknown) => (typeof value === 'string' ? `„${short(value)}”` : short(JSON.stringify(value) ?? String(value)));

// ——— What the field wants, in words ———

type CheckDef = { check?: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; length?: number; format?: string; error?: unknown };

function checksOf(schema: z.ZodType): CheckDef[] {
  const def = (schema as unknown as { def: { checks?: { _zod: { def: CheckDef } }[] } }).def;
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** A message the schema's author wrote (Romanian), not zod's English default. */
function customMessage(error: unknown): string | undefined {
  let message: unknown = error;
  try {
    if (typeof error === 'function') message = (error as (issue: object) => unknown)({});
  } catch {
    return undefined;
  }
  const text = typeof message === 'string' ? message : (message as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && !isDefault(text) ? text : undefined;
}

const isDefault = (message: string) => /^(Invalid|Too (small|big)|Expected|Unrecognized)\b/.test(message);

/** "un număr întreg între 0 și 100", "un text de cel mult 60 de caractere", "una dintre: a, b". */
export function ruleOf(schema: z.ZodType | undefined): string {
  const inner = bare(schema);
  if (!inner) return 'o valoare';
  const checks = checksOf(inner);
  const own = (inner as unknown as { def: { error?: unknown } }).def.error;
  if (inner instanceof z.ZodNumber) {
    const custom = checks.map((c) => customMessage(c.error)).find(Boolean);
    if (custom) return custom;
    const whole = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
    const min = checks.find((c) => c.check === 'greater_than');
    const max = checks.find((c) => c.check === 'less_than');
    let out = whole ? 'un număr întreg' : 'un număr';
    if (min?.inclusive && max?.inclusive) out += ` între ${min.value} și ${max.value}`;
    else {
      if (min) out += min.inclusive ? ` de cel puțin ${min.value}` : ` mai mare ca ${min.value}`;
      if (max) out += `${min ? ' și' : ''} ${max.inclusive ? 'de cel mult' : 'mai mic ca'} ${max.value}`;
    }
    return out;
  }
  if (inner instanceof z.ZodBoolean) return 'true (da) sau false (nu)';
  if (inner instanceof z.ZodEnum) return `una dintre valorile: ${(inner.options as string[]).join(', ')}`;
  if (inner instanceof z.ZodLiteral) return (inner.values as Set<unknown>).has('') ? 'gol' : `„${[...inner.values].join('”, „')}”`;
  if (inner instanceof z.ZodUnion)
    return [...new Set((inner.options as z.ZodType[]).map((option) => ruleOf(option)))].join(', sau ');
  if (inner instanceof z.ZodObject) return `un grup cu câmpurile ${Object.keys(inner.shape).join(', ')}`;
  if (inner instanceof z.ZodArray) {
    const min = checks.find((c) => c.check === 'min_length')?.minimum;
    const exact = checks.find((c) => c.check === 'length_equals')?.length;
    if (exact !== undefined) return `o listă cu exact ${items(exact)}`;
    return min ? `o listă cu cel puțin ${items(min)}` : 'o listă';
  }
  const format = customMessage(own) ?? checks.map((c) => (c.check === 'string_format' ? customMessage(c.error) : undefined)).find(Boolean);
  if (format) return format;
  if (inner instanceof z.ZodEmail) return 'o adresă de e-mail';
  if (inner instanceof z.ZodURL) return 'o adresă completă, care începe cu https://';
  if (inner instanceof z.ZodString) {
    const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
    const max = checks.find((c) => c.check === 'max_length')?.maximum;
    if (min > 1 && max) return `un text între ${min} și ${chars(max)}`;
    if (max) return `un text de cel mult ${chars(max)}`;
    return min > 1 ? `un text de cel puțin ${chars(min)}` : 'un text';
  }
  return 'o valoare potrivită';
}

// ——— Special values: numbers with a thousands dot, dates, prices ———

const THOUSANDS = /^[+-]?\d{1,3}(\.\d{3})+$/;
const isMoney = (place: Place) => place.key === 'amount' || /preț|lei|ron/i.test(place.label);
const noDot = (place: Place) => (isMoney(place) ? 'fără punct și fără „lei”' : 'fără punct');

/** A number written as text ("950 lei", "1.500", "2 500"): its digits, when that is all it holds. */
function digitsOf(text: string): string | undefined {
  const bareText = text.replace(/\s*(lei|ron)\.?\s*$/i, '').trim();
  if (/^\d+$/.test(bareText) || /^\d{1,3}([.,\s]\d{3})+$/.test(bareText)) return bareText.replace(/\D/g, '');
  return undefined;
}

const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Is "2026-02-30" a day of the calendar? (Date.parse says yes: it rolls over to March.) */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

function dateWords(value: unknown): string {
  const text = String(value ?? '').trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month < 1 || month > 12)
      return `data „${text}” nu există: luna trebuie să fie între 01 și 12. Scrie data în forma AAAA-LL-ZZ, de exemplu ${year}-01-15.`;
    const last = daysIn(year, month);
    return `data „${text}” nu există: ${MONTHS[month - 1]} ${year} are ${count(last, 'zi', 'zile')}. Scrie o zi din calendar, de exemplu ${year}-${match[2]}-${String(Math.min(day, last)).padStart(2, '0')}.`;
  }
  const european = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  const example = european ? `${european[3]}-${european[2]!.padStart(2, '0')}-${european[1]!.padStart(2, '0')}` : '2026-01-15';
  return `ai scris ${quote(text)}, dar data se scrie în forma AAAA-LL-ZZ (anul, luna, ziua). Scrie ${example}.`;
}

/** Numbers the YAML source wrote with a thousands dot (`1.500` is read as 1.5, `2.000` as 2) in whole-number fields. */
export function thousandsProblems(subject: Subject, doc: Document, source: string): Problem[] {
  const found: Problem[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node)) {
      for (const pair of node.items) if (isPair(pair) && isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
    else if (isScalar(node) && typeof node.value === 'number' && node.range) {
      const written = source.slice(node.range[0], node.range[1]).trim();
      if (!THOUSANDS.test(written)) return;
      const place = placeOf(subject, path);
      if (!(bare(place.schema) instanceof z.ZodNumber)) return;
      const digits = written.replace(/\D/g, '');
      const read = String(node.value).replace('.', ',');
      found.push(
        problemAt(
          subject,
          path,
          `ai scris ${written}, dar în fișier punctul desparte zecimalele, așa că se citește ${read}. Scrie ${digits}, ${noDot(place)}.`,
          `"${written}" is read by YAML as ${node.value} (a decimal point), not ${digits}`,
        ),
      );
    }
  };
  walk(doc.contents, []);
  return found;
}

// ——— Zod issues ———

type Issue = z.core.$ZodIssue;

/** The owner's words for one zod issue (an unknown key gives one problem per key). */
export function issueProblems(subject: Subject, issue: Issue): Problem[] {
  if (issue.code === 'unrecognized_keys') {
    const parent = bare(placeOf(subject, issue.path).schema);
    const known = parent instanceof z.ZodObject ? Object.keys(parent.shape) : [];
    return issue.keys.map((key) => unknownField(subject, [...issue.path, key], known, issue.message));
  }
  return [problemAt(subject, issue.path, explain(subject, issue, placeOf(subject, issue.path)), issue.message)];
}

/** `primary: #c8371d` unquoted: YAML reads everything from the `#` on as a comment, so the field is empty. */
const HASH_VALUE = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):\s+(#\S*)/;

function explain(subject: Subject, issue: Issue, place: Place): string {
  const { value, key } = place;
  const rule = ruleOf(place.schema);
  const custom = customMessage(issue.message);
  if (value === null) {
    const hash = HASH_VALUE.exec(sourceAt(subject.source, issue.path)?.row ?? '');
    if (hash && hash[1] === key) {
      const written = /^#[0-9a-f]{3,8}$/i.test(hash[2]!) ? hash[2]! : '#7b1e3a';
      return `e gol, pentru că fișierul citește tot ce urmează după # ca pe o notă. Pune culoarea între ghilimele: ${key}: "${written}".`;
    }
  }
  if (value === undefined || value === null) {
    if (key === 'alt') return 'lipsește descrierea imaginii. Adaugă alt: "ce se vede în poză", într-o propoziție, pentru cine nu o poate vedea.';
    return `${value === null ? 'e gol' : 'lipsește'}. Adaugă rândul „${key ?? '…'}: …” cu ${rule}.`;
  }
  if (key === 'date' && (issue.code === 'custom' || issue.code === 'invalid_format' || issue.code === 'invalid_type'))
    return dateWords(value);
  if (key === 'alt' && (issue.code === 'too_small' || issue.code === 'invalid_type'))
    return 'descrierea imaginii e prea scurtă. Scrie într-o propoziție ce se vede în poză, pentru cine nu o poate vedea.';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'number' || issue.expected === 'int') {
        if (typeof value === 'number') return `ai scris ${value}, dar aici trebuie ${rule}. Scrie un număr fără zecimale.`;
        const digits = typeof value === 'string' ? digitsOf(value) : undefined;
        return digits
          ? `ai scris ${quote(value)}, dar aici trebuie doar un număr. Scrie ${digits}, ${noDot(place)}.`
          : `ai scris ${quote(value)}, dar aici trebuie ${rule}. Scrie doar cifre, ${noDot(place)}.`;
      }
      if (issue.expected === 'string') {
        if (typeof value === 'object')
          return `aici trebuie un text, dar fișierul a citit ${Array.isArray(value) ? 'o listă' : 'un grup de câmpuri'} (se întâmplă când textul conține „: ” sau începe cu „[”). Pune textul între ghilimele: ${key ?? 'câmp'}: "…".`;
        return `ai scris ${quote(value)}, dar aici trebuie un text. Pune-l între ghilimele: ${key ?? 'câmp'}: "${String(value)}".`;
      }
      if (issue.expected === 'boolean') return `ai scris ${quote(value)}, dar aici se scrie doar true (da) sau false (nu).`;
      if (issue.expected === 'array')
        return `aici trebuie o listă. Scrie ${typeof value === 'string' ? `${key}: ["${value}"]` : 'fiecare element pe rândul lui, începând cu „- ”'}.`;
      return `ai scris ${quote(value)}, dar aici trebuie ${rule}.`;
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      if (issue.origin === 'string') {
        const length = String(value).trim().length;
        if (length === 0) return `e gol. Scrie ${rule}.`;
        return small
          ? `textul are ${chars(length)}, prea puțin: trebuie cel puțin ${limit}. Scrie un text mai lung.`
          : `textul are ${chars(length)}, prea mult: cel mult ${limit}. Scurtează-l cu ${chars(length - limit)}.`;
      }
      if (issue.origin === 'array') {
        const length = Array.isArray(value) ? value.length : 0;
        if (issue.exact) return `lista are ${items(length)}, dar trebuie să aibă exact ${limit}.`;
        return small
          ? `lista are ${items(length)}, prea puține: trebuie cel puțin ${limit}. Adaugă ${items(limit - length)}.`
          : `lista are ${items(length)}, prea multe: cel mult ${limit}. Șterge ${items(length - limit)}.`;
      }
      if (custom) return `ai scris ${quote(value)}, dar aici trebuie ${custom}.`;
      const bound = small
        ? issue.inclusive ? `cel puțin ${limit}` : `mai mare ca ${limit}`
        : issue.inclusive ? `cel mult ${limit}` : `mai mic ca ${limit}`;
      return `ai scris ${quote(value)}, dar trebuie să fie ${bound}.`;
    }
    case 'invalid_value': {
      const valid = issue.values.map(String);
      if (subject.categories && valid.length > 0 && valid.every((v) => v in subject.categories!)) {
        const list = valid.map((id) => `${id} („${subject.categories![id]}”)`).join(', ');
        return `categoria ${quote(value)} nu există. Scrie una dintre categoriile din content/categories.yaml: ${list}.`;
      }
      return `ai scris ${quote(value)}, care nu e în listă. Scrie una dintre valorile: ${valid.map((v) => (v === '' ? '(gol)' : v)).join(', ')}.`;
    }
    case 'invalid_format':
      return `ai scris ${quote(value)}, dar aici trebuie ${custom ?? rule}.`;
    case 'invalid_union': {
      const inner = issue.errors.flat().map((i) => customMessage(i.message)).find(Boolean);
      return `ai scris ${quote(value)}, dar aici trebuie ${inner ?? rule}.`;
    }
    case 'custom':
      return custom ? `${lowerFirst(custom)}.` : `valoarea ${quote(value)} nu e potrivită. Aici trebuie ${rule}.`;
    default:
      return `valoarea ${quote(value)} nu e potrivită. Aici trebuie ${rule}.`;
  }
}

/** Edit distance, for "did you mean" on a misspelt field name. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

// ——— YAML that does not parse ———

/** A `key: value` line whose unquoted value holds ": " (or ends in ":"), which YAML reads as a new field. */
const COLON_LINE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):[ \t]+([^"'\s[{|>#][^#]*?:(?:\s.*)?)\s*$/;

/**
 * A YAML syntax error in the owner's words. `source` is the YAML text (a front matter without its `---`
 * lines); `lineOffset` turns its line numbers into the file's. A colon inside an unquoted text, the common
 * case ("title: Logo: ghid"), is told as such, with the item and field found by parsing the text quoted.
 */
export function syntaxProblem(subject: Subject, source: string, error: YAMLError, lineOffset = 0): Problem {
  const at = error.linePos?.[0];
  const line = at ? at.line + lineOffset : undefined;
  const dev = `${subject.file}${at ? `:${line}:${at.col}` : ''}: ${error.message.split('\n')[0]}`;
  const lines = source.split('\n');
  const row = at ? lines[at.line - 1] : undefined;
  const colon = row === undefined ? null : COLON_LINE.exec(row);
  if (at && colon) {
    const [, indent, key, value] = colon as unknown as [string, string, string, string];
    const quoted = value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
    const fixed = [...lines.slice(0, at.line - 1), `${indent}${key}: ${quoted}`, ...lines.slice(at.line)].join('\n');
    const doc = parseDocument(fixed);
    const path = doc.errors.length === 0 ? pathAtLine(doc, fixed, at.line, key) : undefined;
    const place = path ? capitalize(placeOf({ ...subject, data: [doc.toJS()] }, path).phrase) : capitalize(subject.entry ? `${subject.entry}, câmpul ${key}` : `câmpul ${key}`);
    return {
      text: `${place}, rândul ${line}: textul „${value.trim()}” conține două puncte, pe care fișierul le citește ca început de câmp nou. Pune textul între ghilimele: ${key}: ${quoted}`,
      dev,
    };
  }
  const where = [subject.entry, line ? `rândul ${line}` : undefined].filter(Boolean).join(', ') || 'fișierul';
  return {
    text: `${capitalize(where)}: fișierul nu mai poate fi citit de aici. De obicei e o greșeală pe acest rând sau pe cel de dinainte: spații în plus sau lipsă la începutul rândului, ghilimele sau paranteze neînchise. Un text care conține : # [ sau { se pune între ghilimele.`,
    dev,
  };
}

/** The path of the field `key` written on line `line` (1-based) of `source`. */
function pathAtLine(doc: Document, source: string, line: number, key: string): PropertyKey[] | undefined {
  const start = source.split('\n').slice(0, line - 1).join('\n').length + (line > 1 ? 1 : 0);
  const end = start + (source.split('\n')[line - 1]?.length ?? 0);
  const walk = (node: unknown, path: PropertyKey[]): PropertyKey[] | undefined => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const here = [...path, String(pair.key.value)];
        const offset = pair.key.range?.[0] ?? -1;
        if (String(pair.key.value) === key && offset >= start && offset <= end) return here;
        const found = walk(pair.value, here);
        if (found) return found;
      }
    } else if (isSeq(node)) {
      for (const [i, item] of node.items.entries()) {
        const found = walk(item, [...path, i]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(doc.contents, []);
}
