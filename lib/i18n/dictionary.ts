import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The UI strings: one dictionary per language as data (content/ui.json Romanian, content/ui.en.json
 * English), both parsed by one schema. The Romanian file is the reference: its keys are the type, and the
 * English file must have exactly the same keys (page.key, the first part naming the page or component that
 * shows the text) with the same {placeholders}. Any difference throws when the module loads, which fails
 * the build with the file, the key and the page; there is no fallback to Romanian on an English page.
 */
export type Dictionary = typeof import('@/content/ui.json');

// Read as data (not a JSON import), so the same module loads under Next, tsx, Vitest and Playwright.
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'));
const ro = read('content/ui.json') as Dictionary;
const en = read('content/ui.en.json');

type Tree = { [key: string]: string | Tree };
const tree: z.ZodType<Tree> = z.lazy(() => z.record(z.string(), z.union([z.string().trim().min(1), tree])));

/** Every leaf of a dictionary as "page.key" → text. */
function leaves(node: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

/** The problems of a translation against the reference, one line each, naming the key and its page. */
export function dictionaryProblems(reference: unknown, translation: unknown, file: string): string[] {
  const base = tree.safeParse(reference);
  if (!base.success) return [`content/ui.json: ${z.prettifyError(base.error)}`];
  const other = tree.safeParse(translation);
  if (!other.success) return [`${file}: ${z.prettifyError(other.error)}`];
  const want = leaves(base.data);
  const have = leaves(other.data);
  const problems: string[] = [];
  const page = (key: string) => key.split('.')[0];
  for (const [key, text] of want) {
    const translated = have.get(key);
    if (translated === undefined) problems.push(`${file}: missing key "${key}" (page "${page(key)}")`);
    else if (placeholders(text) !== placeholders(translated))
      problems.push(`${file}: key "${key}" (page "${page(key)}") must use the placeholders {${placeholders(text)}}`);
  }
  for (const key of have.keys()) {
    if (!want.has(key)) problems.push(`${file}: unknown key "${key}" (page "${page(key)}"), not in content/ui.json`);
  }
  return problems;
}

export class DictionaryError extends Error {
  constructor(problems: string[]) {
    super(`Translation check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DictionaryError';
  }
}

const problems = dictionaryProblems(ro, en, 'content/ui.en.json');
if (problems.length > 0) throw new DictionaryError(problems);

const dictionaries: Record<Locale, Dictionary> = { ro, en: en as Dictionary };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

export { fill } from '@/lib/i18n/fill';
