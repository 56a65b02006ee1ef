import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORY_IDS } from '@/lib/data/ids';
import { articleFrontMatter, projectFrontMatter } from '@/lib/content';
import { dataSchemas } from '@/lib/data/schemas';
import { ICON_NAMES } from '@/components/icons/names';
import { FONT_PAIRING_IDS, FONT_PAIRINGS } from '@/lib/fonts';
import { SERVICE_IDS } from '@/lib/data/ids';
import { AUTH_ENDPOINT, cmsConfig, cmsConfigFile, DATA_FILES, dataCollection, dataFilesCollection, markdownCollections } from './config';
import {
  fieldsFromSchema,
  jsonSchemaOf,
  lengthMessage,
  lengthPattern,
  MissingLabelError,
  type CmsField,
  type JsonSchema,
} from './fields';
import { FIELD_LABELS, ICON_LABELS, LIST_NOUNS } from './labels';
import { AUTH_PATH } from '@/server/core/auth';
import { onlineOptions } from '../../scripts/admin-files';

/**
 * Walks a JSON Schema node and the Decap field made from it side by side and lists every difference:
 * a field missing or extra, a required flag, an enum value, a length, a range, a count, a default.
 */
function compare(path: string, node: JsonSchema, required: boolean, field: CmsField | undefined, problems: string[], inOptional = false) {
  if (!field) return problems.push(`${path}: no field in the editor`);
  // Inside an optional object (the cover) the editor requires nothing: Decap would demand the fields of an
  // object left empty. The build's schema checks them once the object is given.
  if (inOptional) required = false;
  // "" or null allowed: the editor shows the other branch, not required.
  const branch = node.anyOf?.find((b) => b.const !== '' && b.type !== 'null');
  if (branch && node.anyOf!.length === 2 && node.anyOf!.some((b) => b.const === '' || b.type === 'null')) {
    if (field.required) problems.push(`${path}: may be empty but is required`);
    return compare(path, { ...branch, title: node.title }, false, field, problems, inOptional);
  }
  const hasDefault = node.default !== undefined;
  if (field.required !== (required && !hasDefault)) problems.push(`${path}: required is ${field.required}`);
  if (hasDefault && field.default !== node.default) problems.push(`${path}: default ${String(field.default)}`);
  if (!field.label || field.label === field.name) problems.push(`${path}: no Romanian label`);
  const items = node.items;
  const values = node.enum ?? items?.enum;
  if (values) {
    expect(field.widget, path).toBe('select');
    expect(field.options?.map((o) => o.value), `${path} options`).toEqual(values.map(String));
    expect(field.multiple ?? false, `${path} multiple`).toBe(Boolean(items?.enum));
  }
  // A picked file (image) and a date picker (YYYY-MM-DD) satisfy their string rules by construction.
  const pickedValue = field.widget === 'image' || field.widget === 'datetime';
  if (field.widget === 'datetime') expect(node.pattern, path).toBe('^\\d{4}-\\d{2}-\\d{2}$');
  if (!pickedValue && (node.minLength !== undefined || node.maxLength !== undefined || node.pattern)) {
    if (node.pattern) expect(field.pattern?.[0], path).toBe(node.pattern);
    else expect(field.pattern?.[0], `${path} length`).toBe(lengthPattern(node.minLength, node.maxLength));
  }
  if (node.minimum !== undefined) expect(field.min, `${path} min`).toBe(node.minimum);
  if (node.exclusiveMinimum !== undefined) expect(field.min, `${path} exclusive min`).toBe(node.exclusiveMinimum + 1);
  if (node.maximum !== undefined) expect(field.max, `${path} max`).toBe(node.maximum);
  if (node.type === 'array') {
    expect(field.min, `${path} minItems`).toBe(node.minItems);
    expect(field.max, `${path} maxItems`).toBe(node.maxItems);
    if (items?.properties) compareObject(path, items, field.fields ?? [], problems);
    else if (!items?.enum && items) compare(`${path}[]`, items, true, field.field, problems);
  }
  if (node.type === 'object') compareObject(path, node, field.fields ?? [], problems, inOptional || !field.required);
  return problems;
}

function compareObject(path: string, node: JsonSchema, fields: CmsField[], problems: string[], inOptional = false) {
  const required = new Set(node.required ?? []);
  const names = Object.keys(node.properties ?? {});
  for (const name of names)
    compare(path ? `${path}.${name}` : name, node.properties![name]!, required.has(name), fields.find((f) => f.name === name), problems, inOptional);
  for (const field of fields)
    if (!names.includes(field.name) && !(path === '' && field.name === 'body')) problems.push(`${path}.${field.name}: not in the schema`);
}

describe('the editor configuration generated from the content schemas', () => {
  const collections = markdownCollections();
  const cases = [
    { collection: 'blog', schema: articleFrontMatter, folder: 'content/blog' },
    { collection: 'portfolio', schema: projectFrontMatter, folder: 'content/portfolio' },
  ] as const;

  for (const { collection, schema, folder } of cases) {
    it(`${collection}: every schema field, required flag, enum value, length and range is in the editor`, () => {
      const found = collections.find((c) => c.name === collection)!;
      expect(found.folder).toBe(folder);
      const problems: string[] = [];
      compareObject('', jsonSchemaOf(schema), found.fields!, problems);
      expect(problems).toEqual([]);
      // The Markdown body is the last field, required.
      expect(found.fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: true });
    });
  }

  it('states the rules the owner meets most, as the schema has them', () => {
    const blog = collections.find((c) => c.name === 'blog')!.fields!;
    const byName = (name: string) => blog.find((f) => f.name === name)!;
    expect(byName('title')).toMatchObject({ widget: 'string', required: true, pattern: ['^[\\s\\S]{10,120}$', 'Între 10 și 120 de caractere'] });
    expect(byName('excerpt')).toMatchObject({ widget: 'text', pattern: ['^[\\s\\S]{40,300}$', 'Între 40 și 300 de caractere'] });
    expect(byName('category')).toMatchObject({ widget: 'select', required: true });
    expect(byName('category').options!.map((o) => o.value)).toEqual([...CATEGORY_IDS]);
    expect(byName('category').options!.find((o) => o.value === 'web-design')!.label).toBe('Web Design');
    expect(byName('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName('featured')).toMatchObject({ widget: 'boolean', required: false, default: false });
    expect(byName('author')).toMatchObject({ required: false });
    expect(byName('tags')).toMatchObject({ widget: 'list', min: 1, max: 6, field: { widget: 'string' } });
    expect(byName('cover')).toMatchObject({ widget: 'object', required: false });
    expect(byName('cover').fields!.find((f) => f.name === 'src')).toMatchObject({ widget: 'image', required: false });
    expect(byName('cover').fields!.find((f) => f.name === 'alt')).toMatchObject({ required: false });
    const project = collections.find((c) => c.name === 'portfolio')!.fields!;
    expect(project.find((f) => f.name === 'categories')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect(project.find((f) => f.name === 'year')).toMatchObject({ widget: 'number', value_type: 'int', min: 2000, max: 2100 });
    expect(project.find((f) => f.name === 'gallery')!.fields!.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['src', 'image', true],
      ['alt', 'string', true],
      ['caption', 'string', false],
    ]);
  });

  it('the length patterns accept exactly what zod accepts', () => {
    const schema = z.string().min(10).max(120);
    const pattern = new RegExp(lengthPattern(10, 120));
    for (const value of ['', 'a'.repeat(9), 'a'.repeat(10), 'ășț'.repeat(40), 'a'.repeat(121), 'rând\nnou și încă unul'])
      expect(pattern.test(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
    expect(lengthMessage(1, 16)).toBe('Între 1 și 16 caractere');
    expect(lengthMessage(3, undefined)).toBe('Cel puțin 3 caractere');
    expect(lengthMessage(undefined, 1)).toBe('Cel mult 1 caracter');
    expect(lengthMessage(undefined, 101)).toBe('Cel mult 101 caractere');
  });

  it('every field has a Romanian label and hint; a field without a label fails', () => {
    const all = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [f, ...all(f.fields ?? [])]);
    for (const c of collections)
      for (const field of all(c.fields!)) {
        expect(field.label, `${c.name}.${field.name}`).toMatch(/\p{L}/u);
        expect(field.hint, `${c.name}.${field.name} hint`).toBeTruthy();
      }
    const schema = articleFrontMatter.extend({ newField: z.string() });
    expect(() => fieldsFromSchema('article', schema, FIELD_LABELS)).toThrow(MissingLabelError);
    expect(() => fieldsFromSchema('article', schema, FIELD_LABELS)).toThrow('article.newField');
  });

  it('uses proper Romanian diacritics (comma-below ș ț, never the cedilla letters)', () => {
    const text = cmsConfigFile(cmsConfig({ repo: 'owner/site' }));
    expect(text).not.toMatch(/[\u015e\u015f\u0162\u0163]/);
    expect(text).toMatch(/ș/);
  });

  it('online: the GitHub backend; local: the file API on the editor origin; slugs without diacritics', () => {
    const online = cmsConfig({ repo: 'owner/site', authBaseUrl: 'https://www.example.ro' });
    // The sign-in through the site's own forms service (server/core/auth.ts).
    expect(online.backend).toMatchObject({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      base_url: 'https://www.example.ro',
      auth_endpoint: 'api/auth',
    });
    expect(online.backend).not.toHaveProperty('site_id');
    expect(online.local_backend).toBeUndefined();
    expect(online.slug).toEqual({ encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' });
    expect(online.omit_empty_optional_fields).toBe(true);
    const local = cmsConfig({ repo: 'owner/site', localBackendUrl: 'http://127.0.0.1:4321/api/v1' });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:4321/api/v1' });
    // The file is JSON, which every YAML parser reads.
    expect(JSON.parse(cmsConfigFile(local).replace(/^#.*\n/, ''))).toEqual(local);
  });

  it('online: signs in through the site’s own /api/auth, or CMS_AUTH_URL’s when the forms service runs apart', () => {
    expect(`/${AUTH_ENDPOINT}`).toBe(AUTH_PATH);
    expect(onlineOptions({}, 'https://www.example.ro').authBaseUrl).toBe('https://www.example.ro');
    expect(onlineOptions({ CMS_AUTH_URL: 'https://forms.example.ro/' }, 'https://www.example.ro').authBaseUrl).toBe(
      'https://forms.example.ro',
    );
    // `npm run admin` (local workflow): no site address, no sign-in online.
    expect(cmsConfig(onlineOptions({})).backend).not.toHaveProperty('base_url');
  });

  it('a data file becomes one form of a files collection, its fields from its schema', () => {
    const prices = z.strictObject({
      currency: z.enum(['RON', 'EUR']),
      items: z.array(z.strictObject({ name: z.string().min(3).max(60), price: z.number().int().min(0) })).min(1),
    });
    const labels = {
      'prices.currency': { label: 'Moneda', hint: 'RON sau EUR.' },
      'prices.items': { label: 'Servicii', hint: 'Câte unul pe rând.' },
      'prices.items.name': { label: 'Nume', hint: 'Cum apare pe pagină.' },
      'prices.items.price': { label: 'Preț', hint: 'În moneda aleasă, fără zecimale.' },
    };
    const collection = dataFilesCollection('settings', 'Setări', [{ name: 'prices', label: 'Prețuri', file: 'content/prices.yaml', schema: prices }], labels);
    expect(collection.files![0]).toMatchObject({ name: 'prices', file: 'content/prices.yaml' });
    const problems: string[] = [];
    compareObject('', jsonSchemaOf(prices), collection.files![0]!.fields, problems);
    expect(problems).toEqual([]);
    expect(collection.files![0]!.fields[1]!.fields![1]).toMatchObject({ widget: 'number', value_type: 'int', min: 0, required: true });
    const { 'prices.items.price': _dropped, ...missing } = labels;
    expect(() => dataFilesCollection('settings', 'Setări', [{ name: 'prices', label: 'Prețuri', file: 'content/prices.yaml', schema: prices }], missing)).toThrow(
      'prices.items.price',
    );
  });

  it('every data file is a form whose fields, required flags, enums (icons, services) and lengths match its schema', () => {
    const collection = dataCollection();
    expect(DATA_FILES.map((f) => f.name).sort()).toEqual(Object.keys(dataSchemas).sort());
    for (const [name, schema] of Object.entries(dataSchemas)) {
      const form = collection.files!.find((f) => f.name === name)!;
      expect(form.file).toBe(`content/${name}.yaml`);
      const problems: string[] = [];
      compareObject('', jsonSchemaOf(schema), form.fields, problems);
      expect(problems, name).toEqual([]);
    }
    const services = collection.files!.find((f) => f.name === 'services')!.fields;
    const cards = services.find((f) => f.name === 'cards')!;
    expect(cards.fields!.find((f) => f.name === 'id')!.options!.map((o) => o.value)).toEqual([...SERVICE_IDS]);
    expect(cards.fields!.find((f) => f.name === 'icon')!.options!.map((o) => o.value)).toEqual([...ICON_NAMES]);
    const amount = cards.fields!.find((f) => f.name === 'price')!.fields!.find((f) => f.name === 'amount')!;
    expect(amount).toMatchObject({ widget: 'number', value_type: 'int', required: true, label: 'Preț (RON)', min: 1 });
  });

  it('the brand kit’s logo is an optional picture saved beside the data (content/site/, written site/<name>)', () => {
    const site = dataCollection().files!.find((f) => f.name === 'site')!;
    const brand = site.fields.find((f) => f.name === 'brand')!;
    expect(brand.label).toBe('Culori, fonturi și logo');
    const logo = brand.fields!.find((f) => f.name === 'logo')!;
    expect(logo).toMatchObject({ widget: 'image', label: 'Logo', required: false, choose_url: false, media_folder: 'site', public_folder: 'site' });
    expect(logo.hint).toMatch(/^Un fișier SVG \(cel mai bine\) sau PNG .*pătrat arată cel mai bine/);
    expect(logo.hint).toContain('content/site/');
  });
});

describe('the English data files in the editor', () => {
  it('each English form holds exactly the texts the loader asks the English file for, with the Romanian labels', async () => {
    const { englishDataCollection } = await import('./config');
    const { textOnly } = await import('./english');
    const collection = englishDataCollection();
    for (const [name, schema] of Object.entries(dataSchemas)) {
      const form = collection.files!.find((f) => f.name === `${name}-en`)!;
      expect(form.file).toBe(`content/${name}.en.yaml`);
      const problems: string[] = [];
      compareObject('', jsonSchemaOf(textOnly(schema)!), form.fields, problems);
      expect(problems, name).toEqual([]);
    }
    const services = collection.files!.find((f) => f.name === 'services-en')!.fields;
    const cards = services.find((f) => f.name === 'cards')!;
    // Text only: no price, id or icon to change in English.
    expect(cards.fields!.map((f) => f.name)).toEqual(['title', 'subtitle', 'description', 'features', 'price', 'duration']);
    expect(cards.fields!.find((f) => f.name === 'price')!.fields!.map((f) => f.name)).toEqual(['per']);
  });

  it('a file written with only those fields loads as English', async () => {
    const { textOnly } = await import('./english');
    const { loadData } = await import('@/lib/data/load');
    // The committed English files validate against the text-only schema (extra shared values aside).
    const english = loadData('services', 'en');
    const texts = textOnly(dataSchemas.services)!.safeParse(english);
    expect(texts.success).toBe(true);
  });
});

/** Every field of every collection and file form, nested ones included, with where it sits. */
function allFields(config = cmsConfig({ repo: 'owner/site' })): { where: string; field: CmsField }[] {
  const out: { where: string; field: CmsField }[] = [];
  const walk = (fields: CmsField[], where: string) => {
    for (const field of fields) {
      out.push({ where: `${where}.${field.name}`, field });
      walk(field.fields ?? [], `${where}.${field.name}`);
      if (field.field) walk([field.field], `${where}.${field.name}`);
    }
  };
  for (const collection of config.collections) {
    walk(collection.fields ?? [], collection.name);
    for (const file of collection.files ?? []) walk(file.fields, `${collection.name}/${file.name}`);
  }
  return out;
}

describe('what the owner reads in the editor is Romanian (issue 32)', () => {
  it('English entries live apart: Romanian collections take <slug>.md, English ones <slug>.en.md, the files as they are', async () => {
    const { isTranslationPath } = await import('./browser/translations');
    const config = cmsConfig({ repo: 'owner/site' });
    const names = config.collections.map((c) => c.name);
    // Romanian first, then each English collection.
    expect(names).toEqual(['blog', 'portfolio', 'newsletter', 'pages', 'blog-en', 'portfolio-en', 'newsletter-en', 'pages-en']);
    for (const kind of ['blog', 'portfolio', 'newsletter'] as const) {
      const ro = config.collections.find((c) => c.name === kind)!;
      const en = config.collections.find((c) => c.name === `${kind}-en`)!;
      expect(ro).toMatchObject({ folder: `content/${kind}`, extension: 'md', create: true, format: 'frontmatter' });
      // English: only the files named "<slug>.en.md", whose slug stays the Romanian one; no new file from an
      // English title (it would translate nothing).
      expect(en).toMatchObject({ folder: `content/${kind}`, extension: 'en.md', create: false, format: 'frontmatter' });
      expect(en.label).toBe(`${ro.label} (engleză)`);
      expect(en.fields).toEqual(ro.fields);
      // Every file of the folder is in exactly one of the two lists (the Romanian listing leaves out what
      // isTranslationPath names: lib/cms/browser/backend-filter.ts).
      const files = fs.readdirSync(path.resolve(ro.folder!)).filter((name) => name.endsWith('.md'));
      const romanian = files.filter((name) => name.endsWith(`.${ro.extension}`) && !isTranslationPath(`${ro.folder}/${name}`));
      const english = files.filter((name) => name.endsWith(`.${en.extension}`));
      expect([...romanian, ...english].sort()).toEqual(files.sort());
      expect(english.length).toBeGreaterThan(0);
      expect(english.every((name) => romanian.includes(name.replace(/\.en\.md$/, '.md')))).toBe(true);
    }
  });

  it('every list says “Adaugă <item>” and counts its items with a noun, and names collapsed items by their text', () => {
    const lists = allFields().filter(({ field }) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(30);
    const used = new Set<string>();
    for (const { where, field } of lists) {
      expect(field.label_singular, `${where} label_singular`).toMatch(/^\p{Ll}/u);
      expect(field.label_plural, `${where} label_plural`).toMatch(/^\p{Ll}/u);
      used.add(`${field.label_singular}/${field.label_plural}`);
      // A collapsed item shows a text field of its own (never a select's id), or "(necompletat)".
      const [, name] = /^\{\{fields\.(\w+) \| default\('\(necompletat\)'\)\}\}$/.exec(field.summary ?? '') ?? [];
      expect(name, `${where} summary ${field.summary}`).toBeTruthy();
      if (field.fields) expect(['string', 'text'], where).toContain(field.fields.find((f) => f.name === name)?.widget);
      else expect(name, where).toBe(field.field!.name);
    }
    // Every noun in lib/cms/labels.ts is used.
    for (const noun of Object.values(LIST_NOUNS)) expect(used, `${noun.one}/${noun.many}`).toContain(`${noun.one}/${noun.many}`);
    const services = dataCollection().files!.find((f) => f.name === 'services')!.fields;
    expect(services.find((f) => f.name === 'cards')).toMatchObject({
      label_singular: 'serviciu',
      label_plural: 'servicii',
      summary: "{{fields.title | default('(necompletat)')}}",
    });
    expect(services.find((f) => f.name === 'hero')!.fields!.find((f) => f.name === 'badges')).toMatchObject({ label_singular: 'insignă' });
  });

  it('no select shows an id: every option has a Romanian name', () => {
    const selects = allFields().filter(({ field }) => field.widget === 'select');
    expect(selects.length).toBeGreaterThan(10);
    for (const { where, field } of selects)
      for (const option of field.options!) expect(option.label, `${where}: ${option.value}`).not.toBe(option.value);
    const services = dataCollection().files!.find((f) => f.name === 'services')!.fields;
    const ids = services.find((f) => f.name === 'cards')!.fields!.find((f) => f.name === 'id')!;
    expect(ids.options).toContainEqual({ label: 'Design grafic', value: 'graphic-design' });
    expect(Object.keys(ICON_LABELS).sort()).toEqual([...ICON_NAMES].sort());
    // The brand kit's font pairing: a select of every pairing, by its Romanian name (lib/fonts.ts).
    const brand = dataCollection().files!.find((f) => f.name === 'site')!.fields.find((f) => f.name === 'brand')!;
    expect(brand.fields!.find((f) => f.name === 'fonts')).toMatchObject({
      widget: 'select',
      required: true,
      options: FONT_PAIRING_IDS.map((id) => ({ value: id, label: FONT_PAIRINGS[id].label })),
    });
  });

  it('dates are kept as the files store them and shown DD.MM.YYYY, with no time and no UTC; bodies open in Markdown', () => {
    const dates = allFields().filter(({ field }) => field.widget === 'datetime');
    // The booking page's closed dates (content/site.yaml `booking.closed`) are dates too.
    expect(dates.map((d) => d.where)).toEqual(['blog.date', 'newsletter.date', 'pages/site.booking.closed.item', 'blog-en.date', 'newsletter-en.date']);
    for (const { field } of dates) {
      expect(field).toMatchObject({ format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false });
      expect(field.picker_utc).not.toBe(true);
    }
    // Today's files: a quoted ISO date, which the widget's format keeps as it is.
    const first = fs.readdirSync(path.resolve('content/blog')).find((n) => n.endsWith('.md'))!;
    expect(fs.readFileSync(path.resolve('content/blog', first), 'utf8')).toMatch(/^date: "\d{4}-\d{2}-\d{2}"$/m);
    const bodies = allFields().filter(({ field }) => field.widget === 'markdown');
    expect(bodies.map((b) => b.where)).toEqual(['blog.body', 'portfolio.body', 'newsletter.body', 'blog-en.body', 'portfolio-en.body', 'newsletter-en.body']);
    for (const { field } of bodies) expect(field.modes).toEqual(['raw', 'rich_text']);
    // The entries list shows the date the Romanian way too.
    expect(markdownCollections().find((c) => c.name === 'blog')!.summary).toBe("{{title}} ({{date | date('DD.MM.YYYY')}})");
  });

  it('the editor page loads its Romanian layer right after Decap, then the preview pane, from its own origin', async () => {
    const { ADMIN_HTML } = await import('../../scripts/admin-files');
    const scripts = [...ADMIN_HTML.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/admin/decap-cms.js', '/admin/editor.js', '/admin/preview.js']);
    expect(ADMIN_HTML).not.toMatch(/<script>/);
  });
});
