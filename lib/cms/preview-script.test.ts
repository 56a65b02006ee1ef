import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { derivePalettes } from '@/lib/brand';
import { previewScript, siteStylesheet } from './preview-script';

/** A tree of the elements the preview template builds with Decap's `h` (stood in for here). */
type Node = { type: unknown; props: Record<string, unknown> | null; children: unknown[] };
type Spec = { getInitialState(this: object): object; render(this: object): Node };

const find = (node: unknown, test: (n: Node) => boolean): Node | undefined => {
  if (!node || typeof node !== 'object' || !('children' in node)) return undefined;
  if (test(node as Node)) return node as Node;
  for (const child of (node as Node).children) {
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
};
const text = (node: unknown): string =>
  typeof node === 'string'
    ? node
    : node && typeof node === 'object' && 'children' in node
      ? (node as Node).children.map(text).join('')
      : '';

/** An Immutable.js-like map over plain data, as Decap hands entries and collections to a template. */
const immutable = (value: Record<string, unknown>): unknown => ({
  get: (key: string) => {
    const v = value[key];
    return v && typeof v === 'object' && !Array.isArray(v) ? immutable(v as Record<string, unknown>) : v;
  },
  toJS: () => value,
});

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-out-'));
const templates = new Map<string, Spec>();
let css = '';

beforeAll(async () => {
  // A built stylesheet as next build leaves it: the fonts' classes and font files beside the CSS.
  const chunks = path.join(out, '_next', 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(
    path.join(chunks, 'a1.css'),
    '@font-face{font-family:body;src:url(../media/inter.woff2)format("woff2")}.x9_variable{--font-text:"body"}' +
      '@font-face{font-family:display;src:url(../media/fraunces.woff2)format("woff2")}.y7_variable{--font-heading:"display"}.prose h2{margin:0}',
  );
  const script = await previewScript({ root: process.cwd(), outDir: out });
  const window = {
    CMS: {
      registerPreviewStyle: (style: string, options: { raw: boolean }) => {
        expect(options).toEqual({ raw: true });
        css = style;
      },
      registerPreviewTemplate: (name: string, spec: Spec) => templates.set(name, spec),
    },
    h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Node => ({
      type,
      props,
      children,
    }),
    createClass: (spec: Spec) => spec,
  };
  // What a browser has and Node's vm does not give by itself.
  const browser = [
    'URL',
    'URLSearchParams',
    'TextEncoder',
    'TextDecoder',
    'atob',
    'btoa',
    'Intl',
    'MessageChannel',
    'setTimeout',
    'clearTimeout',
    'queueMicrotask',
  ] as const;
  const context = vm.createContext({
    window,
    console,
    ...Object.fromEntries(browser.map((name) => [name, globalThis[name]])),
  });
  vm.runInContext(script, context);
}, 60_000);

/** Renders an entry through the registered template, as Decap does on each change; theme as chosen. */
function preview(
  name: string,
  entry: { path?: string; data: Record<string, unknown> },
  theme = 'light',
  search = false,
) {
  const spec = templates.get(name)!;
  let documentTheme: string | undefined;
  const documentClasses: string[] = [];
  const props = {
    entry: immutable(entry),
    collection: immutable({ name }),
    getAsset: (src: string) => `blob:picked/${src}`,
  };
  const state = { ...spec.getInitialState.call({ props }), theme, search };
  const tree = spec.render.call({ props, state, setState() {} });
  // The template's ref puts the theme on the pane's <html>, where the site's dark styles look for it.
  (tree.props!.ref as (el: unknown) => void)({
    ownerDocument: {
      documentElement: {
        setAttribute: (_: string, v: string) => (documentTheme = v),
        classList: { add: (c: string) => documentClasses.push(c) },
      },
    },
  });
  const page = find(tree, (n) => Boolean(n.props?.dangerouslySetInnerHTML));
  const errors = find(tree, (n) => n.props?.['data-site-preview-errors'] !== undefined);
  return {
    html: (page?.props!.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html,
    className: page?.props!.className as string | undefined,
    errors: errors ? find(errors, (n) => n.type === 'ul')!.children.map(text) : undefined,
    documentTheme,
    documentClasses,
    toolbar: find(tree, (n) => n.props?.role === 'group'),
    snippet: (part: string) => text(find(tree, (n) => n.props?.['data-snippet'] === part)),
    brand: text(find(tree, (n) => n.props?.['data-brand-kit'] !== undefined)),
  };
}

function markdownEntry(file: string) {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  // Decap's date widget hands the preview the stored text, not a Date.
  for (const [key, value] of Object.entries(data))
    if (value instanceof Date) data[key] = value.toISOString().slice(0, 10);
  return { ...data, body: content } as Record<string, unknown>;
}

// Each render reads and validates every entry, as the build does: about 100 ms, several times that on a busy machine.
describe('/admin/preview.js, the preview pane', { timeout: 60_000 }, () => {
  it('registers one template for every collection and data file, and the site’s stylesheet with absolute font URLs', () => {
    expect([...templates.keys()].sort()).toEqual(
      expect.arrayContaining([
        'blog',
        'blog-en',
        'portfolio',
        'portfolio-en',
        'services',
        'services-en',
        'home',
        'about',
        'contact',
        'categories',
        'site-en',
      ]),
    );
    expect(css).toContain('url(/_next/static/media/inter.woff2)');
    // Both faces of the pairing reach the pane: their classes go on its <html>.
    expect(siteStylesheet(out)?.fontClass).toBe('x9_variable y7_variable');
    expect(css).toContain('.prose h2');
    expect(siteStylesheet(path.join(out, 'nowhere'))).toBeUndefined();
  });

  it('puts the site’s sheet before a page’s own whatever their hashed names, as the pages link them (cascade layers)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-css-'));
    try {
      const chunks = path.join(dir, '_next', 'static', 'chunks');
      fs.mkdirSync(chunks, { recursive: true });
      fs.writeFileSync(path.join(chunks, '0aaa.css'), '@layer components{.prose h2{font-size:1.5rem}}');
      fs.writeFileSync(path.join(chunks, '9zzz.css'), '@layer theme{:root{--x:1}}@layer base{h2{font-size:inherit}}');
      expect(siteStylesheet(dir)!.css).toBe('@layer theme{:root{--x:1}}@layer base{h2{font-size:inherit}}\n@layer components{.prose h2{font-size:1.5rem}}');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('renders an article being edited with the site’s own page: its new title, its Markdown in the prose styles, header and footer, in the site font', () => {
    const data = markdownEntry('content/blog/landing-page-uri-care-convertesc.md');
    const { html, className, errors, documentClasses } = preview('blog', {
      path: 'content/blog/landing-page-uri-care-convertesc.md',
      data: {
        ...data,
        title: 'Un titlu schimbat chiar acum',
        body: `${String(data.body)}\n\n## Secțiune scrisă acum\n\nCu **text** nou.`,
      },
    });
    expect(errors).toBeUndefined();
    expect(html).toMatch(/<h1[^>]*>Un titlu schimbat chiar acum<\/h1>/);
    expect(html).toMatch(/<div class="prose[^"]*">[^]*<h2 id="sectiune-scrisa-acum"[^]*Secțiune scrisă acum/);
    expect(html).toContain('<strong>text</strong>');
    expect(html).toMatch(/^<header/);
    expect(html).toContain('<footer');
    // Pictures show at once: the site's lazy-loading script does not run in the pane.
    expect(html).not.toContain('data-lazy=""');
    // The fonts' variables (text and headings) on the pane's <html>, as on the site's (where the theme's font
    // stacks read them).
    expect(documentClasses).toEqual(['x9_variable', 'y7_variable']);
    expect(className).toContain('font-sans');
  });

  it('renders a new article, not saved yet, and a picture just chosen from its browser URL', () => {
    const data = markdownEntry('content/blog/landing-page-uri-care-convertesc.md');
    const { html, errors } = preview('blog', {
      data: {
        ...data,
        featured: false,
        title: 'Un articol care încă nu are fișier',
        cover: { src: 'articol/coperta.jpg', alt: 'Coperta aleasă acum' },
      },
    });
    expect(errors).toBeUndefined();
    expect(html).toMatch(/<h1[^>]*>Un articol care încă nu are fișier<\/h1>/);
    expect(html).toMatch(/<img src="blob:picked\/articol\/coperta\.jpg" alt="Coperta aleasă acum"/);
  });

  it('shows a data file’s change on its page: a price on /services, as the site formats it', () => {
    const services = parse(fs.readFileSync('content/services.yaml', 'utf8')) as {
      cards: { price: { amount: number } }[];
    };
    services.cards[0]!.price.amount = 1234;
    const { html, errors } = preview('services', { path: 'content/services.yaml', data: services });
    expect(errors).toBeUndefined();
    expect(html).toContain('1.234 RON');
  });

  it('shows a colour picked for the brand kit at once, in both themes; one that would not read is listed, not applied (issue 34)', () => {
    const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as { brand: Record<string, unknown> };
    const kit = { ...site.brand, primary: '#7b1e3a', accent: '#e1ad01', radius: 4 };
    const picked = preview('site', { path: 'content/site.yaml', data: { ...site, brand: kit } });
    const { light, dark } = derivePalettes(kit);
    expect(picked.brand).toContain(`:root{--color-background:#ffffff;--color-foreground:${light.foreground};`);
    expect(picked.brand).toContain(`--color-primary:${light.primary};`);
    expect(picked.brand).toContain('--radius-card:4px}');
    expect(picked.brand).toContain(`:root:where([data-theme='dark']){--color-background:${dark.background};`);
    const pale = preview('site', { path: 'content/site.yaml', data: { ...site, brand: { ...kit, primary: '#fde047' } } }, 'light', true);
    expect(pale.brand).toBe('');
    expect(pale.snippet('warnings')).toContain('Eroare, „Culoarea principală”: în tema luminoasă, culoarea principală (#fde047) pe fundalul paginii (#ffffff) are contrastul 1,31:1');
  });

  it('renders every data file, in both languages, as the page it feeds', () => {
    const pages: Record<string, RegExp> = {
      services: /<h1[^>]*>/,
      home: /<h1[^>]*>/,
      about: /<h1[^>]*>/,
      contact: /<h1[^>]*>/,
      portfolio: /<h1[^>]*>/,
      categories: /<h1[^>]*>/,
      site: /<footer/,
    };
    for (const [name, shows] of Object.entries(pages))
      for (const suffix of ['', '.en']) {
        const file = `content/${name}${suffix}.yaml`;
        const { html, errors } = preview(`${name}${suffix ? '-en' : ''}`, {
          path: file,
          data: parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>,
        });
        expect(errors, file).toBeUndefined();
        expect(html, file).toMatch(shows);
        expect(html, file).toContain('<main id="continut"');
      }
    // An English text changed in the English file reaches the English page.
    const home = parse(fs.readFileSync('content/home.en.yaml', 'utf8')) as Record<string, unknown>;
    const changed = JSON.parse(
      JSON.stringify(home).replace(/"title":"[^"]*"/, '"title":"A headline typed just now"'),
    ) as Record<string, unknown>;
    expect(JSON.stringify(changed)).toContain('A headline typed just now');
    expect(preview('home-en', { path: 'content/home.en.yaml', data: changed }).html).toContain(
      'A headline typed just now',
    );
  });

  it('renders a draft and a post dated ahead, marked, as npm run dev shows them (issue 33)', () => {
    const data = markdownEntry('content/blog/landing-page-uri-care-convertesc.md');
    const draft = preview('blog', {
      path: 'content/blog/landing-page-uri-care-convertesc.md',
      data: { ...data, draft: true },
    });
    expect(draft.errors).toBeUndefined();
    expect(draft.html).toMatch(/<span data-unpublished="draft"[^>]*>Ciornă<\/span>/);
    const later = preview('blog', {
      path: 'content/blog/landing-page-uri-care-convertesc.md',
      data: { ...data, date: '2099-12-10' },
    });
    expect(later.html).toMatch(
      /<span data-unpublished="scheduled"[^>]*>Programat: 10 decembrie 2099<\/span>/,
    );
  });

  it('shows how a search engine lists the entry, cut where it cuts, and what to fix (issue 33)', () => {
    const data = markdownEntry('content/blog/landing-page-uri-care-convertesc.md');
    const closed = preview('blog', { path: 'content/blog/landing-page-uri-care-convertesc.md', data });
    expect(closed.snippet('title')).toBe('');
    const open = preview(
      'blog',
      {
        path: 'content/blog/landing-page-uri-care-convertesc.md',
        data: {
          ...data,
          excerpt: 'Un rezumat scurt, de patruzeci de caractere.',
          body: `${String(data.body)}\n\nVezi și [ghidul vechi](/blog/nu-a-existat).\n`,
        },
      },
      'light',
      true,
    );
    const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as { url: string; name: string };
    expect(open.snippet('url')).toBe(`${site.url}/blog/landing-page-uri-care-convertesc`);
    // "<title> | <site>", 69 characters, cut at a word near 60 (before the site's name, the bar dropped).
    expect(open.snippet('title')).toBe('Landing page-uri care convertesc: cum le structurezi …');
    expect(open.snippet('description')).toBe('Un rezumat scurt, de patruzeci de caractere.');
    // What `npm run check` says of this entry (lib/content-check.ts), the error first.
    expect(open.snippet('warnings')).toBe(
      'Eroare, body: linkul către /blog/nu-a-existat nu duce nicăieri: pe site nu există pagina /blog/nu-a-existat. Verifică adresa (o găsești în bara browserului, pe pagina dorită).' +
        '„Rezumat”: are 44 de caractere: prea puțin, Google o poate înlocui cu alt text din pagină (bine e între 70 și 160).',
    );
  });

  it('says in Romanian what the build would refuse, naming the field, instead of a page', () => {
    const data = markdownEntry('content/blog/landing-page-uri-care-convertesc.md');
    const { html, errors } = preview('blog', {
      path: 'content/blog/landing-page-uri-care-convertesc.md',
      data: { ...data, category: 'nu-exista', excerpt: 'Scurt.' },
    });
    expect(html).toBeUndefined();
    expect(errors!.join('\n')).toMatch(/câmpul „Categorie” \(category\)(, rândul \d+)?: categoria „nu-exista” nu există/);
    expect(errors!.join('\n')).toMatch(/câmpul „Rezumat” \(excerpt\)[^]*cel puțin 40/);
    // The next render starts from the files as built: the same entry, valid again, renders.
    expect(
      preview('blog', { path: 'content/blog/landing-page-uri-care-convertesc.md', data }).errors,
    ).toBeUndefined();
  });

  it('renders the English entries with the English page, and either theme on the pane’s document', () => {
    const data = markdownEntry('content/portfolio/brutarie-artizanala-spicul-auriu.en.md');
    const light = preview('portfolio-en', {
      path: 'content/portfolio/brutarie-artizanala-spicul-auriu.en.md',
      data: { ...data, title: 'A bakery, edited' },
    });
    expect(light.errors).toBeUndefined();
    expect(light.html).toMatch(/<h1[^>]*>A bakery, edited<\/h1>/);
    expect(light.documentTheme).toBe('light');
    const dark = preview(
      'portfolio-en',
      { path: 'content/portfolio/brutarie-artizanala-spicul-auriu.en.md', data },
      'dark',
    );
    expect(dark.documentTheme).toBe('dark');
    expect(text(dark.toolbar)).toBe('Temă luminoasăTemă întunecată');
  });
});
