import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Finding } from '@/lib/content-check';

/**
 * Everything of the example business beyond its identity (lib/sample-identity.ts) that `npm run check --
 * --strict` (run by every deploy) refuses to publish, each with its file and line:
 *
 * - articles and case studies marked `sample: true` in their front matter (the owner keeps one by deleting
 *   the mark, or deletes the file);
 * - pictures still drawn by the project (`samplePictures: true`);
 * - links to the reserved example domains (example.com, .org, .net);
 * - the example's testimonials and figures (content/home.yaml, about.yaml, portfolio.yaml), known by their
 *   values: an invented client quote or "95% clienți mulțumiți" is the one thing a site must not make up.
 *
 * Read from the files as written (not through the loaders), so the line is the one the owner opens.
 */

/** The example's invented testimonials, by the client's name. */
export const SAMPLE_TESTIMONIALS = ['Maria Ionescu', 'Andrei Popa'];

/** The example's invented figures, by value and Romanian label ("24h, Timp de răspuns" is the site's promise: kept). */
export const SAMPLE_FIGURES: [string, string][] = [
  ['50+', 'Proiecte finalizate'],
  ['95%', 'Clienți mulțumiți'],
  ['5+', 'Ani de experiență'],
  ['50+', 'Clienți'],
  ['95%', 'Rată de succes'],
  ['95%', 'Rată de succes la proiectele încheiate'],
];

const EXAMPLE_DOMAIN = /\b(?:https?:\/\/)?(?:[\w-]+\.)*example\.(?:com|org|net)\b[^\s"')]*/i;

type Doc = { text: string; lineOf: (offset: number) => number; doc: ReturnType<typeof parseDocument> };

function parse(text: string, lineOffset = 0): Doc {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return { text, doc, lineOf: (offset) => counter.linePos(offset).line + lineOffset };
}

/** A Markdown file's front matter (the lines between the first two `---`), its first line being the file's line 2. */
function frontMatter(text: string): Doc | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?(?:\n|$)/.exec(text);
  return match ? parse(match[1]!, 1) : undefined;
}

function scalar(map: unknown, key: string): { value: unknown; line?: number; offset?: number } | undefined {
  if (!isMap(map)) return undefined;
  const pair = map.items.find((item) => isScalar(item.key) && item.key.value === key);
  if (!pair) return undefined;
  const keyNode = pair.key as { range?: [number, number, number] };
  return { value: isScalar(pair.value) ? pair.value.value : pair.value, offset: keyNode.range?.[0] };
}

function entryFindings(root: string, dir: 'blog' | 'portfolio'): Finding[] {
  const folder = path.join(root, 'content', dir);
  if (!fs.existsSync(folder)) return [];
  const found: Finding[] = [];
  for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.md')).sort()) {
    const file = `content/${dir}/${name}`;
    const text = fs.readFileSync(path.join(folder, name), 'utf8');
    const front = frontMatter(text);
    if (!front) continue;
    const contents = front.doc.contents;
    const title = scalar(contents, 'title')?.value;
    const what = dir === 'blog' ? `Articolul „${String(title ?? name)}”` : `Studiul de caz „${String(title ?? name)}”`;
    const sample = scalar(contents, 'sample');
    const isSample = sample?.value === true;
    if (isSample && sample.offset !== undefined)
      found.push({
        level: 'error',
        file,
        line: front.lineOf(sample.offset),
        field: 'sample',
        text: `${what} este din exemplu. Scrie-l pe al tău sau șterge fișierul; ca să-l păstrezi așa cum e, șterge rândul „sample: true”.`,
      });
    const pictures = scalar(contents, 'samplePictures');
    if (!isSample && pictures?.value === true && pictures.offset !== undefined)
      found.push({
        level: 'error',
        file,
        line: front.lineOf(pictures.offset),
        field: 'samplePictures',
        text: `pozele sunt încă cele desenate de exemplu. Pune pozele lucrării (docs/images.md) și șterge rândul „samplePictures: true”.`,
      });
  }
  return found;
}

/** Every line of content/ (YAML, JSON, Markdown) linking to a reserved example domain. */
function exampleLinks(root: string): Finding[] {
  const found: Finding[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ya?ml|json|md)$/.test(entry.name)) {
        const lines = fs.readFileSync(full, 'utf8').split('\n');
        lines.forEach((line, i) => {
          const link = EXAMPLE_DOMAIN.exec(line);
          if (link)
            found.push({
              level: 'error',
              file: path.relative(root, full).split(path.sep).join('/'),
              line: i + 1,
              text: `linkul ${link[0]} duce la un domeniu de exemplu, nu la o pagină reală. Pune adresa adevărată sau șterge rândul.`,
            });
        });
      }
    }
  };
  const content = path.join(root, 'content');
  if (fs.existsSync(content)) walk(content);
  return found;
}

/** The example's testimonials and figures in the Romanian data files. */
function exampleData(root: string): Finding[] {
  const found: Finding[] = [];
  const lists: [string, string, 'testimonial' | 'figure'][] = [
    ['home.yaml', 'stats', 'figure'],
    ['home.yaml', 'testimonials', 'testimonial'],
    ['about.yaml', 'figures', 'figure'],
    ['portfolio.yaml', 'stats', 'figure'],
  ];
  for (const [name, key, kind] of lists) {
    const full = path.join(root, 'content', name);
    if (!fs.existsSync(full)) continue;
    const source = parse(fs.readFileSync(full, 'utf8'));
    const list = scalar(source.doc.contents, key)?.value;
    if (!isSeq(list)) continue;
    for (const item of list.items) {
      const range = (item as { range?: [number, number, number] }).range;
      if (!range) continue;
      const get = (field: string) => String(scalar(item, field)?.value ?? '');
      const line = source.lineOf(range[0]);
      if (kind === 'testimonial' && SAMPLE_TESTIMONIALS.includes(get('name').trim()))
        found.push({
          level: 'error',
          file: `content/${name}`,
          line,
          field: key,
          text: `testimonialul lui „${get('name')}” este inventat, din exemplu. Pune cuvintele unui client real (cu acordul lui) sau șterge-l.`,
        });
      if (kind === 'figure' && SAMPLE_FIGURES.some(([value, label]) => get('value').trim() === value && get('label').trim() === label))
        found.push({
          level: 'error',
          file: `content/${name}`,
          line,
          field: key,
          text: `cifra „${get('value')} ${get('label')}” este din exemplu. Pune cifrele tale reale sau șterge-o.`,
        });
    }
  }
  return found;
}

/** Everything of the example's content still on the site, for `npm run check -- --strict`. */
export function sampleContentFindings(root: string): Finding[] {
  return [...entryFindings(root, 'blog'), ...entryFindings(root, 'portfolio'), ...exampleData(root), ...exampleLinks(root)];
}
