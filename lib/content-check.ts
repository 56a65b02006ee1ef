import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { AA, contrastProblems, derivePalettes, type Token as ColorToken } from '@/lib/brand';
import { FIELD_LABELS } from '@/lib/cms/labels';
import { articleFrontMatter, loadDir, projectFrontMatter } from '@/lib/content';
import { loadData } from '@/lib/data/load';
import { markdownRefs } from '@/lib/markdown-refs';
import { locales, localePath, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { staticPagesOf } from '@/lib/pages';
import { siteToday, unpublished, type Unpublished } from '@/lib/publishing';
import { readRedirects, REDIRECTS_FILE } from '@/lib/redirects';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '@/lib/cms/preview/snippet';

/**
 * The content report (issue 33): what a careful editor would catch before a page goes out, over content/
 * as the build reads it. Errors fail the build (scripts/check-content.ts); warnings are listed by
 * `npm run check`. Each finding names the file, the line and the field, in Romanian for the owner.
 *
 * Runs in Node and in the editor's preview (lib/cms/preview: the same files, in memory), which shows the
 * findings of the entry being edited; there the picture files are not at hand (`files: false`).
 */

export type Finding = {
  level: 'error' | 'warning';
  /** Repository-relative, as the owner finds it: content/blog/x.md. */
  file: string;
  line?: number;
  /** The field's path in the file: cover.alt, gallery[2].src, body. */
  field?: string;
  /** The field's label in the editor, as the owner knows it. */
  label?: string;
  text: string;
};

/** Source pictures past this size slow the build and the editor's uploads down for nothing. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

type Kind = 'blog' | 'portfolio';
const KIND_NOUN: Record<Kind, string> = { blog: 'articolul', portfolio: 'studiul de caz' };
const LABEL_KEY: Record<Kind, string> = { blog: 'article', portfolio: 'project' };
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|svg|gif|tiff?|heic)$/i;

/** Addresses the build writes besides the pages (app/ route handlers, metadata files). */
const GENERATED_FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/apple-touch-icon.png',
  '/blog/rss.xml',
  '/en/blog/rss.xml',
];

type Entry = {
  kind: Kind;
  locale: Locale;
  slug: string;
  file: string;
  source: string;
  data: Record<string, unknown> & { title: string; slug: string; body: string };
  state?: Unpublished;
};

export type CheckOptions = {
  /** The project folder (content/ and public/ inside). */
  root: string;
  /** Today in Bucharest (YYYY-MM-DD): what is published, how old a price is. */
  today?: string;
  /** Picture files and sizes are checked (not in the editor's preview, which has only the text files). */
  files?: boolean;
  /** The date each line of a file last changed (git blame); none: the age warnings are skipped. */
  lineDates?: (file: string) => (string | undefined)[] | undefined;
};

const characters = (n: number) =>
  n === 1 ? '1 caracter' : n > 0 && (n % 100 >= 20 || n % 100 === 0) ? `${n} de caractere` : `${n} caractere`;

const length = (text: string) => [...text.trim()].length;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Line numbers of a YAML (or JSON) text's values, `offset` lines below the file's top. */
export function yamlLines(text: string, offset = 0) {
  const counter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter: counter });
  return (keys: (string | number)[]): number | undefined => {
    for (let n = keys.length; n > 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return counter.linePos(node.range[0]).line + offset;
    }
    return undefined;
  };
}

/** The front matter's line numbers, and where the body starts, in an entry's text. */
function entryLines(source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[^\n]*(\n|$)/.exec(source);
  const field = match ? yamlLines(match[1]!, 1) : () => undefined;
  const bodyStart = match ? match[0].length : 0;
  /** The line of `needle` in the body (its first occurrence from `from`). */
  const bodyLine = (needle: string) => {
    const at = source.indexOf(needle, bodyStart);
    return at < 0 ? undefined : source.slice(0, at).split('\n').length;
  };
  return { field, bodyLine };
}

/** "cover.alt" → the editor's label of the field, as the owner sees it there. */
function fieldLabel(kind: Kind, field: string): string | undefined {
  const key = `${LABEL_KEY[kind]}.${field.replace(/\[\d+\]/g, '')}`;
  return FIELD_LABELS[key]?.label;
}

/** Every article and case study in both languages, as the build reads them, with its publication state. */
function readEntries(root: string, today: string): Entry[] {
  const entries: Entry[] = [];
  for (const kind of ['blog', 'portfolio'] as const) {
    const schema = kind === 'blog' ? articleFrontMatter : projectFrontMatter;
    const romanian = new Map<string, Unpublished | undefined>();
    for (const locale of locales) {
      for (const data of loadDir(kind, schema, locale)) {
        const file = `content/${kind}/${data.slug}${locale === defaultLocale ? '' : `.${locale}`}.md`;
        const own = unpublished(data as { draft?: boolean; date?: string }, today);
        const state = locale === defaultLocale ? own : (own ?? romanian.get(data.slug));
        if (locale === defaultLocale) romanian.set(data.slug, own);
        entries.push({
          kind,
          locale,
          slug: data.slug,
          file,
          source: fs.readFileSync(path.join(root, file), 'utf8'),
          data: data as Entry['data'],
          state,
        });
      }
    }
  }
  return entries;
}

/** Files under a folder, relative to `root`, with their sizes. */
function filesUnder(root: string, dir: string): { file: string; size: number }[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  const out: { file: string; size: number }[] = [];
  for (const name of fs.readdirSync(full).sort()) {
    const rel = `${dir}/${name}`;
    const stat = fs.statSync(path.join(root, rel));
    if (stat.isDirectory()) out.push(...filesUnder(root, rel));
    else out.push({ file: rel, size: stat.size });
  }
  return out;
}

type Site = {
  entries: Entry[];
  /** Every address on the site today. */
  live: Set<string>;
  /** Files served as they are (public/, generated). */
  served: Set<string>;
  /** Old address → new, from content/redirects.yaml. */
  moved: Map<string, string>;
};

function readSite(options: Required<Pick<CheckOptions, 'root' | 'today' | 'files'>>): Site {
  const { root, today, files } = options;
  const entries = readEntries(root, today);
  const live = new Set<string>();
  for (const locale of locales) for (const page of staticPagesOf(locale)) live.add(page.path);
  for (const entry of entries) if (!entry.state) live.add(localePath(`/${entry.kind}/${entry.slug}`, entry.locale));
  const served = new Set(GENERATED_FILES);
  if (files) for (const { file } of filesUnder(root, 'public')) served.add(file.slice('public'.length));
  let moved = new Map<string, string>();
  try {
    moved = new Map(readRedirects(root).map(({ from, to }) => [from, to]));
  } catch {
    // Its own mistakes are told by the redirects check below.
  }
  return { entries, live, served, moved };
}

/**
 * Where an internal link leads, or what is wrong with it. `from` is the entry or data file linking (its
 * language decides what its readers need).
 */
function linkProblem(site: Site, href: string, fromLocale: Locale): Omit<Finding, 'file' | 'line' | 'field'> | undefined {
  const target = decodeURI(href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1'));
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  if (site.served.has(target)) return undefined;
  const entryMatch = /^(\/en)?\/(blog|portfolio)\/([^/]+)$/.exec(target);
  if (entryMatch) {
    const [, en, kind, slug] = entryMatch as unknown as [string, string | undefined, Kind, string];
    const romanian = site.entries.find((e) => e.kind === kind && e.slug === slug && e.locale === defaultLocale);
    const english = site.entries.find((e) => e.kind === kind && e.slug === slug && e.locale === 'en');
    const noun = KIND_NOUN[kind];
    if (romanian && !english && (en || fromLocale === 'en'))
      return {
        level: 'error',
        text: `linkul către ${href} duce la ${noun} „${romanian.data.title}”, care nu are traducere în engleză: scrie content/${kind}/${slug}.en.md sau trimite la altă pagină.`,
      };
    const reached = en ? english : romanian;
    if (reached?.state)
      return {
        level: 'error',
        text: `linkul către ${href} duce la ${noun} „${reached.data.title}”, care nu e încă pe site (${
          reached.state === 'draft' ? 'e ciornă' : `apare pe ${formatDay(String(reached.data.date))}`
        }): până atunci, vizitatorii ar găsi o pagină care nu există.`,
      };
    if (reached && !en && fromLocale === 'en' && english && !english.state)
      return {
        level: 'warning',
        text: `pagina în engleză trimite la varianta în română (${href}); cea în engleză este /en/${kind}/${slug}.`,
      };
  }
  if (site.live.has(target)) return undefined;
  const to = site.moved.get(target);
  if (to)
    return { level: 'warning', text: `linkul către ${href} folosește o adresă veche, redirecționată: trimite direct la ${to}.` };
  return {
    level: 'error',
    text: `linkul către ${href} nu duce nicăieri: pe site nu există pagina ${target}. Verifică adresa (o găsești în bara browserului, pe pagina dorită).`,
  };
}

/** An alt text that says nothing: missing, or one word. */
function altProblem(alt: string | undefined, example: string): string | undefined {
  if (!alt?.trim()) return `imaginea nu are text alternativ: scrie ce arată, pentru cine nu o poate vedea (de exemplu „${example}”).`;
  if (words(alt).length < 2)
    return `textul alternativ „${alt.trim()}” are un singur cuvânt: spune în câteva cuvinte ce arată imaginea, pentru cine nu o poate vedea (de exemplu „${example}”).`;
  return undefined;
}

/** A picture's file named in front matter or the body: beside the entry, then beside the Markdown file. */
function pictureExists(root: string, entry: Entry, src: string): boolean {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(src)) return false;
  const folder = path.join(root, 'content', entry.kind, entry.slug);
  let decoded = src;
  try {
    decoded = decodeURI(src);
  } catch {
    // Kept as written.
  }
  return [folder, path.join(root, 'content', entry.kind)].some((base) => {
    const file = path.resolve(base, decoded);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

function checkEntry(site: Site, entry: Entry, options: Required<Pick<CheckOptions, 'root' | 'files'>>): Finding[] {
  const { root, files } = options;
  const found: Finding[] = [];
  const lines = entryLines(entry.source);
  const at = (field: string, keys: (string | number)[], level: Finding['level'], text: string) => {
    const label = fieldLabel(entry.kind, field);
    found.push({ level, file: entry.file, line: lines.field(keys), field, ...(label ? { label } : {}), text });
  };
  const data = entry.data as Entry['data'] & {
    imageAlt?: string;
    cover?: { src?: string; alt?: string };
    gallery?: { src: string; alt: string }[];
    excerpt?: string;
    description?: string;
  };
  const example = entry.locale === 'en' ? 'a laptop showing a shop’s home page' : 'laptop cu pagina unui magazin pe ecran';

  // Alt texts: the emoji stand-in's, the cover's, the gallery's, the body's.
  const alts: [string, (string | number)[], string | undefined][] = [
    ['imageAlt', ['imageAlt'], data.imageAlt],
    ...(data.cover ? [['cover.alt', ['cover', 'alt'], data.cover.alt] as [string, (string | number)[], string | undefined]] : []),
    ...(data.gallery ?? []).map(
      (picture, i) => [`gallery[${i}].alt`, ['gallery', i, 'alt'], picture.alt] as [string, (string | number)[], string | undefined],
    ),
  ];
  for (const [field, keys, alt] of alts) {
    const problem = altProblem(alt, example);
    if (problem) at(field, keys, 'error', problem);
  }
  const { links, images } = markdownRefs(data.body);
  for (const { src, alt } of images) {
    const line = lines.bodyLine(`](${src}`);
    const problem = altProblem(alt, example);
    if (problem) found.push({ level: 'error', file: entry.file, line, field: 'body', text: `${src}: ${problem}` });
    if (files && !/^https?:/i.test(src) && !pictureExists(root, entry, src))
      found.push({
        level: 'error',
        file: entry.file,
        line,
        field: 'body',
        text: `imaginea ${src} nu există în content/${entry.kind}/${entry.slug}/: verifică numele fișierului (literele mari și mici contează) sau adaug-o acolo.`,
      });
  }
  if (files) {
    const named: [string, (string | number)[], string | undefined][] = [
      ['cover.src', ['cover', 'src'], data.cover?.src],
      ...(data.gallery ?? []).map(
        (picture, i) => [`gallery[${i}].src`, ['gallery', i, 'src'], picture.src] as [string, (string | number)[], string],
      ),
    ];
    for (const [field, keys, src] of named)
      if (src && !pictureExists(root, entry, src))
        at(
          field,
          keys,
          'error',
          `imaginea „${src}” nu există în content/${entry.kind}/${entry.slug}/: verifică numele fișierului (literele mari și mici contează) sau adaug-o acolo.`,
        );
  }
  for (const { href } of links) {
    const problem = linkProblem(site, href, entry.locale);
    if (problem) found.push({ ...problem, file: entry.file, line: lines.bodyLine(`](${href}`), field: 'body' });
  }

  // How a search engine shows it.
  const titleLength = length(data.title);
  if (titleLength > TITLE_MAX)
    at('title', ['title'], 'warning', `are ${characters(titleLength)}: Google arată cam ${TITLE_MAX}, restul se taie.`);
  const descriptionField = entry.kind === 'blog' ? 'excerpt' : 'description';
  const description = String(data[descriptionField] ?? '');
  const descriptionLength = length(description);
  if (descriptionLength < DESCRIPTION_MIN)
    at(
      descriptionField,
      [descriptionField],
      'warning',
      `are ${characters(descriptionLength)}: prea puțin, Google o poate înlocui cu alt text din pagină (bine e între ${DESCRIPTION_MIN} și ${DESCRIPTION_MAX}).`,
    );
  if (descriptionLength > DESCRIPTION_MAX)
    at(
      descriptionField,
      [descriptionField],
      'warning',
      `are ${characters(descriptionLength)}: Google arată cam ${DESCRIPTION_MAX}, restul se taie.`,
    );
  return found;
}

/** Two pages of one language under one title: search results and the owner's lists cannot tell them apart. */
function duplicateTitles(site: Site): Finding[] {
  const found: Finding[] = [];
  const first = new Map<string, Entry>();
  for (const entry of site.entries) {
    const key = `${entry.locale}:${entry.data.title.trim().toLocaleLowerCase('ro-RO')}`;
    const other = first.get(key);
    if (!other) {
      first.set(key, entry);
      continue;
    }
    found.push({
      level: 'error',
      file: entry.file,
      line: entryLines(entry.source).field(['title']),
      field: 'title',
      text: `titlul „${entry.data.title}” îl are și ${other.file}: două pagini cu același titlu se încurcă în rezultatele căutării. Schimbă unul dintre ele.`,
    });
  }
  return found;
}

/** content/redirects.yaml: an old address twice, or one that is a page of the site (the entry never works). */
function redirectProblems(site: Site, root: string): Finding[] {
  const file = path.join(root, REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    readRedirects(root);
  } catch (error) {
    const [, ...rest] = (error as Error).message.split('\n');
    return [{ level: 'error', file: REDIRECTS_FILE, text: rest.join(' ') || (error as Error).message }];
  }
  const text = fs.readFileSync(file, 'utf8');
  const lineOf = yamlLines(text);
  const list = (parseDocument(text).toJS() as { redirects?: { from: string }[] } | null)?.redirects ?? [];
  const found: Finding[] = [];
  const seen = new Map<string, number>();
  list.forEach(({ from }, i) => {
    const line = lineOf(['redirects', i, 'from']);
    const field = `redirects[${i}].from`;
    if (seen.has(from))
      found.push({ level: 'error', file: REDIRECTS_FILE, line, field, text: `adresa veche ${from} apare de două ori (și pe rândul ${seen.get(from)}): păstreaz-o pe cea bună.` });
    else seen.set(from, line ?? 0);
    if (site.live.has(from))
      found.push({
        level: 'error',
        file: REDIRECTS_FILE,
        line,
        field,
        text: `adresa veche ${from} este o pagină a site-ului, așa că redirecționarea nu s-ar folosi niciodată: șterge rândul, sau redenumește pagina.`,
      });
  });
  return found;
}

/** Links in the data files (home.yaml's service cards…): the pages render them in their language. */
function dataLinks(site: Site, root: string): Finding[] {
  const found: Finding[] = [];
  for (const name of fs.readdirSync(path.join(root, 'content')).sort()) {
    if (!/\.(ya?ml|json)$/.test(name) || name === path.basename(REDIRECTS_FILE)) continue;
    const locale: Locale = /\.en\.(ya?ml|json)$/.test(name) ? 'en' : defaultLocale;
    const file = `content/${name}`;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const doc = parseDocument(text);
    if (doc.errors.length > 0) continue;
    const lineOf = yamlLines(text);
    const visit = (value: unknown, keys: (string | number)[]) => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...keys, i]));
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) visit(item, [...keys, key]);
      else if (keys.at(-1) === 'href' && typeof value === 'string' && value.startsWith('/')) {
        const problem = linkProblem(site, localePath(value, locale), locale);
        if (problem)
          found.push({ ...problem, file, line: lineOf(keys), field: keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').slice(1).replace(/\.\[/g, '[') });
      }
    };
    visit(doc.toJS(), []);
  }
  return found;
}

/** Pictures over 5 MB anywhere in content/. */
function bigPictures(root: string): Finding[] {
  return filesUnder(root, 'content')
    .filter(({ file, size }) => IMAGE_FILE.test(file) && size > PICTURE_MAX_BYTES)
    .map(({ file, size }) => ({
      level: 'warning' as const,
      file,
      text: `imaginea are ${(size / 1024 / 1024).toLocaleString('ro-RO', { maximumFractionDigits: 1 })} MB: peste 5 MB îngreunează depozitul și încărcarea din editor, fără să se vadă mai bine pe site (ajung la cel mult 2400 px). Micșoreaz-o înainte s-o adaugi.`,
    }));
}

/** A price or a copyright year nobody has looked at in a year is probably out of date. */
function staleLines(root: string, today: string, lineDates: NonNullable<CheckOptions['lineDates']>): Finding[] {
  const found: Finding[] = [];
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const thisYear = Number(today.slice(0, 4));
  for (const { file } of filesUnder(root, 'content')) {
    if (!/\.(ya?ml|json|md)$/.test(file)) continue;
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const hits: { line: number; text: string; field?: string }[] = [];
    lines.forEach((text, i) => {
      const price = /^\s*(?:-\s*)?(amount|oldAmount|price|pret):\s*["']?([\d.,]+)/.exec(text);
      if (price) hits.push({ line: i + 1, field: price[1], text: `prețul ${price[2]}` });
      const copyright = /(?:©|\(c\)|copyright|drepturi(?:le)? (?:de autor|rezervate))[^\n\d]{0,40}((?:19|20)\d\d)/i.exec(text);
      if (copyright && Number(copyright[1]) < thisYear) hits.push({ line: i + 1, text: `anul ${copyright[1]} de lângă „©”` });
    });
    if (hits.length === 0) continue;
    const dates = lineDates(file);
    if (!dates) continue;
    for (const hit of hits) {
      const changed = dates[hit.line - 1];
      if (changed && changed < yearAgo)
        found.push({
          level: 'warning',
          file,
          line: hit.line,
          ...(hit.field ? { field: hit.field } : {}),
          text: `${hit.text} nu s-a mai schimbat din ${formatDay(changed)}, de peste un an: verifică dacă mai e valabil.`,
        });
    }
  }
  return found;
}

/** The tokens as the owner would name them. */
const TOKEN_NAMES: Record<ColorToken, string> = {
  background: 'fundalul paginii',
  foreground: 'textul',
  card: 'fundalul cardurilor',
  muted: 'fundalul secțiunilor gri',
  'muted-foreground': 'textul secundar',
  border: 'chenarele',
  primary: 'culoarea principală',
  'primary-hover': 'culoarea principală sub mouse',
  'primary-foreground': 'textul butoanelor',
  'primary-soft': 'fundalul etichetelor',
  tint: 'fundalul nuanțat',
  brand: 'banda colorată',
  accent: 'accentul',
  'accent-hover': 'accentul sub mouse',
  'accent-foreground': 'textul de pe accent',
  ink: 'banda închisă',
  'ink-foreground': 'textul de pe benzi',
  success: 'mesajele de succes',
  danger: 'mesajele de eroare',
  star: 'stelele recenziilor',
};

/** The brand kit's colours, derived for both themes (lib/brand.ts), where text would not read. */
function brandProblems(root: string): Finding[] {
  const file = 'content/site.yaml';
  const kit = loadData('site').brand;
  const lineOf = yamlLines(fs.readFileSync(path.join(root, file), 'utf8'));
  return contrastProblems(derivePalettes(kit)).map((problem) => {
    const blamed = [problem.text, problem.background].some((t) => t.startsWith('accent')) ? 'accent' : 'primary';
    const theme = problem.theme === 'light' ? 'tema luminoasă' : 'tema întunecată';
    const ratio = problem.ratio.toLocaleString('ro-RO');
    return {
      level: 'error' as const,
      file,
      line: lineOf(['brand', blamed]),
      field: `brand.${blamed}`,
      label: FIELD_LABELS[`site.brand.${blamed}`]?.label,
      text: `în ${theme}, ${TOKEN_NAMES[problem.text]} (${problem.colors[0]}) pe ${TOKEN_NAMES[problem.background]} (${problem.colors[1]}) are contrastul ${ratio}:1, sub ${AA.toLocaleString('ro-RO')}:1 (WCAG 2.2 AA): ${
        blamed === 'primary' ? 'alege o culoare principală mai închisă' : 'alege un accent mai deschis sau mai viu'
      }.`,
    };
  });
}

/** The whole report over content/, errors first, each group in file order. */
export function checkContent(options: CheckOptions): Finding[] {
  const today = options.today ?? siteToday();
  const files = options.files ?? true;
  const site = readSite({ root: options.root, today, files });
  const found = [
    ...site.entries.flatMap((entry) => checkEntry(site, entry, { root: options.root, files })),
    ...duplicateTitles(site),
    ...redirectProblems(site, options.root),
    ...dataLinks(site, options.root),
    ...brandProblems(options.root),
    ...(files ? bigPictures(options.root) : []),
    ...(options.lineDates ? staleLines(options.root, today, options.lineDates) : []),
  ];
  return sortFindings(found);
}

/** The findings about one file (the editor's preview shows those of the entry being edited). */
export function checkFile(options: CheckOptions & { file: string }): Finding[] {
  return checkContent({ ...options, files: options.files ?? false }).filter((finding) => finding.file === options.file);
}

export function sortFindings(found: Finding[]): Finding[] {
  const rank = { error: 0, warning: 1 };
  return [...found].sort(
    (a, b) => rank[a.level] - rank[b.level] || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0),
  );
}

/** "content/blog/x.md, rândul 7 (cover.alt): …" */
export function formatFinding(finding: Finding): string {
  const where = [finding.file, finding.line ? `rândul ${finding.line}` : undefined, finding.label ? `„${finding.label}”` : undefined]
    .filter(Boolean)
    .join(', ');
  return `${where}${finding.field ? ` (${finding.field})` : ''}: ${finding.text}`;
}
