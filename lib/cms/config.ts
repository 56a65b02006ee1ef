/**
 * The configuration of the editor at /admin (Decap CMS), generated from the content schemas: the build
 * writes it to out/admin/config.yml (scripts/admin-files.ts) and `npm run admin` serves it with the local
 * backend. Nothing here is typed twice: fields, required flags, enums and lengths come from the zod
 * schemas through lib/cms/fields.ts; only the Romanian labels (lib/cms/labels.ts) and the collections'
 * places on disk are written here.
 */
import { articleFrontMatter, projectFrontMatter } from '@/lib/content';
import { letterFrontMatter } from '@/lib/newsletter';
import { loadData } from '@/lib/data/load';
import { dataSchemas } from '@/lib/data/schemas';
import { FONT_PAIRING_LABELS } from '@/lib/fonts';
import { markdownExtension } from './browser/translations';
import { fieldsFromSchema, type CmsField, type FieldExtras, type LabelMap, type OptionLabels } from './fields';
import { textOnly } from './english';
import { FIELD_LABELS, ICON_LABELS, LIST_NOUNS, WEEKDAY_LABELS } from './labels';

export type CmsCollection = {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  create?: boolean;
  delete?: boolean;
  extension?: string;
  format?: string;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
};

export type CmsConfig = {
  backend: Record<string, unknown>;
  local_backend?: { url: string; allowed_hosts?: string[] };
  locale: string;
  site_url?: string;
  display_url?: string;
  media_folder: string;
  public_folder: string;
  publish_mode?: string;
  omit_empty_optional_fields: boolean;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
};

/** Where the forms core answers the sign-in (server/core/auth.ts, AUTH_PATH), without the leading slash. */
export const AUTH_ENDPOINT = 'api/auth';

export type CmsConfigOptions = {
  /** "owner/name" of the GitHub repository the online editor commits to. */
  repo: string;
  branch?: string;
  /**
   * The origin whose forms service answers the GitHub sign-in at `/api/auth` (Decap's `base_url`,
   * server/core/auth.ts): the site's own, or the service's when it runs elsewhere. Decap accepts the
   * token only from a popup on exactly this origin.
   */
  authBaseUrl?: string;
  /** The address of the live site (the editor links to it). */
  siteUrl?: string;
  /** `npm run admin` and the e2e test: the decap-server file API on the editor's own origin. */
  localBackendUrl?: string;
};

/**
 * Enum values by their Romanian names, so no select and no list shows an id ("graphic-design"): each enum
 * takes the first set that names all its values (lib/cms/fields.ts). Categories, services and budgets by
 * the names the site shows (their data files, as built); days and icons from lib/cms/labels.ts; the font
 * pairings from lib/fonts.ts.
 */
function optionLabels(): OptionLabels[] {
  const services = loadData('services').cards;
  const budgets = loadData('contact').budgets;
  return [
    { ...loadData('categories').labels },
    Object.fromEntries(services.map((card) => [card.id, card.title])),
    Object.fromEntries(budgets.map((budget) => [budget.value, budget.label])),
    WEEKDAY_LABELS,
    ICON_LABELS,
    FONT_PAIRING_LABELS,
  ];
}

const extras = (): FieldExtras => ({ options: optionLabels(), nouns: LIST_NOUNS });

/**
 * The Markdown body opens in Markdown (raw) mode, where "## Titlu" is saved as typed; the rich-text mode is
 * one click away (and lib/cms/browser/markdown.ts makes raw the first mode Decap shows).
 */
export const MARKDOWN_MODES: CmsField['modes'] = ['raw', 'rich_text'];

function markdownCollection(
  schemaName: 'article' | 'project',
  schema: Parameters<typeof fieldsFromSchema>[1],
  labels: LabelMap,
): CmsField[] {
  const body = labels[`${schemaName}.body`];
  if (!body) throw new Error(`CMS config: no label for ${schemaName}.body`);
  return [
    ...fieldsFromSchema(schemaName, schema, labels, extras()),
    { name: 'body', label: body.label, hint: body.hint, widget: 'markdown', required: true, modes: MARKDOWN_MODES },
  ];
}

type MarkdownKind = {
  name: 'blog' | 'portfolio';
  label: string;
  label_singular: string;
  description: string;
  summary: string;
  sortable_fields: string[];
  fields: CmsField[];
};

/**
 * One language's collection of a folder. Romanian: `<slug>.md`, `extension: md` (the editor's script leaves
 * the `.en.md` files out of its listing: lib/cms/browser/backend-filter.ts); English: `<slug>.en.md`,
 * `extension: en.md`, whose entries keep the Romanian slug. The loaders read exactly these names.
 */
function markdownFolder(kind: MarkdownKind, locale: 'ro' | 'en'): CmsCollection {
  const english = locale === 'en';
  return {
    name: english ? `${kind.name}-en` : kind.name,
    label: english ? `${kind.label} (engleză)` : kind.label,
    label_singular: english ? `${kind.label_singular} în engleză` : kind.label_singular,
    description: english
      ? `Traducerile în engleză, fiecare în fișierul <slug>.en.md de lângă varianta românească. Aici se modifică doar traducerile existente; o traducere nouă începe ca o copie a fișierului românesc, numită la fel plus „.en”.`
      : kind.description,
    folder: `content/${kind.name}`,
    // A new English file would be named after its English title, not after the Romanian entry it translates.
    create: !english,
    extension: markdownExtension(locale),
    format: 'frontmatter',
    // The file name is the URL: the title without diacritics, lowercase, words joined by "-".
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: kind.summary,
    sortable_fields: kind.sortable_fields,
    // Pictures go beside the entry, in content/<kind>/<slug>/, as lib/images/ reads them.
    media_folder: '{{filename}}',
    public_folder: '{{filename}}',
    fields: kind.fields,
  };
}

/** Articles and case studies: what each language's collection shares. */
function markdownKinds(labels: LabelMap): MarkdownKind[] {
  return [
    {
      name: 'blog',
      label: 'Articole',
      label_singular: 'Articol',
      description: 'Articolele de pe /blog. Un articol nou apare pe site după publicare și reconstruirea site-ului.',
      // Dates as the owner reads them, 29.09.2026 (the file keeps 2026-09-29).
      summary: "{{title}} ({{date | date('DD.MM.YYYY')}})",
      sortable_fields: ['date', 'title', 'category'],
      fields: markdownCollection('article', articleFrontMatter, labels),
    },
    {
      name: 'portfolio',
      label: 'Studii de caz',
      label_singular: 'Studiu de caz',
      description: 'Proiectele din /portfolio, cu imagini, galerie și rezultate.',
      summary: '{{title}} ({{year}})',
      sortable_fields: ['year', 'title'],
      fields: markdownCollection('project', projectFrontMatter, labels),
    },
  ];
}

/** The Markdown collections: articles and case studies, one file per entry named by its slug. */
export function markdownCollections(labels: LabelMap = FIELD_LABELS): CmsCollection[] {
  return markdownKinds(labels).map((kind) => markdownFolder(kind, 'ro'));
}

/** Their English twins, in collections of their own ("Articole (engleză)"), listed after the Romanian ones. */
export function englishMarkdownCollections(labels: LabelMap = FIELD_LABELS): CmsCollection[] {
  return markdownKinds(labels).map((kind) => markdownFolder(kind, 'en'));
}

/** One data file (YAML under content/) as an entry of a "files" collection: its fields from its schema. */
export type DataFile = {
  /** Key in the label map and the entry's name: "services" → labels "services.<path>". */
  name: string;
  label: string;
  /** Path from the repository root, e.g. "content/services.yaml". */
  file: string;
  schema: Parameters<typeof fieldsFromSchema>[1];
};

/**
 * A collection of data files (services and prices, home, about, contact and FAQ, site settings): each file
 * is one form, its fields generated from its zod schema like the Markdown collections'.
 */
export function dataFilesCollection(
  name: string,
  label: string,
  files: DataFile[],
  labels: LabelMap = FIELD_LABELS,
): CmsCollection {
  return {
    name,
    label,
    files: files.map((f) => ({
      name: f.name,
      label: f.label,
      file: f.file,
      fields: fieldsFromSchema(f.name, f.schema, labels, extras()),
    })),
  };
}

/**
 * The newsletter's letters (content/newsletter/<slug>.md, issue 47), one collection per language like the
 * articles': the preview shows the e-mail as subscribers get it (lib/cms/preview/render.tsx).
 */
export function newsletterCollection(locale: 'ro' | 'en', labels: LabelMap = FIELD_LABELS): CmsCollection {
  const english = locale === 'en';
  const body = labels['letter.body'];
  if (!body) throw new Error('CMS config: no label for letter.body');
  return {
    name: english ? 'newsletter-en' : 'newsletter',
    label: english ? 'Newsletter (engleză)' : 'Newsletter',
    label_singular: english ? 'Scrisoare în engleză' : 'Scrisoare',
    description: english
      ? 'Varianta în engleză a unei scrisori, pentru abonații din formularul în engleză: fișierul <slug>.en.md de lângă cel românesc.'
      : 'Scrisorile către abonați. O scrisoare se trimite din terminal: npm run newsletter -- test <nume>, apoi send <nume> (docs/forms.md).',
    folder: 'content/newsletter',
    create: !english,
    extension: markdownExtension(locale),
    format: 'frontmatter',
    slug: '{{slug}}',
    identifier_field: 'subject',
    summary: "{{subject}} ({{date | date('DD.MM.YYYY')}})",
    sortable_fields: ['date', 'subject'],
    fields: [
      ...fieldsFromSchema('letter', letterFrontMatter, labels, extras()),
      { name: 'body', label: body.label, hint: body.hint, widget: 'markdown', required: true, modes: MARKDOWN_MODES },
    ],
  };
}

/** The data files the owner edits, in the order of the site's pages (the Romanian files; English: docs/admin.md). */
export const DATA_FILES: DataFile[] = [
  { name: 'services', label: 'Servicii și prețuri', file: 'content/services.yaml', schema: dataSchemas.services },
  { name: 'home', label: 'Prima pagină', file: 'content/home.yaml', schema: dataSchemas.home },
  { name: 'about', label: 'Despre', file: 'content/about.yaml', schema: dataSchemas.about },
  { name: 'contact', label: 'Contact și întrebări frecvente', file: 'content/contact.yaml', schema: dataSchemas.contact },
  { name: 'portfolio', label: 'Portofoliu: cifre', file: 'content/portfolio.yaml', schema: dataSchemas.portfolio },
  { name: 'categories', label: 'Categorii', file: 'content/categories.yaml', schema: dataSchemas.categories },
  { name: 'site', label: 'Setările site-ului', file: 'content/site.yaml', schema: dataSchemas.site },
];

export function dataCollection(labels: LabelMap = FIELD_LABELS): CmsCollection {
  return dataFilesCollection('pages', 'Pagini și setări', DATA_FILES, labels);
}

/**
 * The English texts of the same pages (content/<name>.en.yaml): each form holds only the translatable
 * fields, in the Romanian file's order; prices, links and icons stay in the Romanian forms.
 */
export function englishDataCollection(labels: LabelMap = FIELD_LABELS): CmsCollection {
  return {
    name: 'pages-en',
    label: 'Pagini și setări (engleză)',
    description:
      'Textele în engleză ale acelorași pagini. Listele au aceleași elemente, în aceeași ordine ca în varianta românească; prețurile, linkurile și pictogramele se schimbă doar acolo.',
    files: DATA_FILES.map((f) => {
      const schema = textOnly(f.schema);
      if (!schema) throw new Error(`CMS config: ${f.name} has no text to translate`);
      return {
        name: `${f.name}-en`,
        label: `${f.label} (engleză)`,
        file: f.file.replace(/\.yaml$/, '.en.yaml'),
        fields: fieldsFromSchema(f.name, schema, labels, extras()),
      };
    }),
  };
}

export function cmsConfig(options: CmsConfigOptions): CmsConfig {
  const config: CmsConfig = {
    backend: {
      name: 'github',
      repo: options.repo,
      branch: options.branch ?? 'main',
      // Decap opens `${base_url}/${auth_endpoint}?provider=github&…` in a popup.
      ...(options.authBaseUrl ? { base_url: options.authBaseUrl, auth_endpoint: AUTH_ENDPOINT } : {}),
      commit_messages: {
        create: 'Conținut: adaugă {{collection}} „{{slug}}”',
        update: 'Conținut: actualizează {{collection}} „{{slug}}”',
        delete: 'Conținut: șterge {{collection}} „{{slug}}”',
        uploadMedia: 'Conținut: încarcă „{{path}}”',
        deleteMedia: 'Conținut: șterge „{{path}}”',
      },
    },
    locale: 'ro',
    media_folder: 'content/uploads',
    public_folder: '/uploads',
    // An optional field left empty is left out of the file, as the schemas expect (not written as "").
    omit_empty_optional_fields: true,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Romanian first; each English collection after them, apart (issue 32).
    collections: [
      ...markdownCollections(),
      newsletterCollection('ro'),
      dataCollection(),
      ...englishMarkdownCollections(),
      newsletterCollection('en'),
      englishDataCollection(),
    ],
  };
  if (options.siteUrl) {
    config.site_url = options.siteUrl;
    config.display_url = options.siteUrl;
  }
  if (options.localBackendUrl) config.local_backend = { url: options.localBackendUrl };
  return config;
}

/**
 * The file the editor loads. JSON is YAML too, so no YAML writer is needed; the header comment says where
 * it comes from.
 */
export function cmsConfigFile(config: CmsConfig): string {
  return `# Generated from the content schemas by lib/cms/config.ts at build: do not edit.\n${JSON.stringify(config, null, 2)}\n`;
}
