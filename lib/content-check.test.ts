import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEntriesDir } from '@/lib/content';
import { checkContent, formatFinding, type Finding } from '@/lib/content-check';
import { setContentDir } from '@/lib/data/load';

/**
 * The content report of issue 33 over a copy of content/, one mistake at a time: each error kind names the
 * file, the line and the field; the warnings are listed. scripts/check-content.test.ts runs it as the
 * build and the deploy workflow do.
 */
const ROOT = process.cwd();
let root: string;

const ARTICLE = 'content/blog/cat-costa-un-site-de-prezentare.md';
const ARTICLE_EN = 'content/blog/cat-costa-un-site-de-prezentare.en.md';
/** An article with no English twin. */
const ROMANIAN_ONLY = 'content/blog/buget-marketing-digital-pentru-o-afacere-mica.md';
const PROJECT = 'content/portfolio/brand-si-site-tururi-cu-bicicleta.md';

function edit(file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `${file} was not changed`).not.toBe(before);
  fs.writeFileSync(full, after);
}

/** The 1-based line of the first line of `file` matching `pattern`. */
function lineOf(file: string, pattern: RegExp): number {
  const index = fs.readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((line) => pattern.test(line));
  expect(index, `${pattern} in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const check = (options: Partial<Parameters<typeof checkContent>[0]> = {}) =>
  checkContent({ root, today: '2026-11-26', ...options });
const errors = (found: Finding[]) => found.filter((f) => f.level === 'error');
const warnings = (found: Finding[]) => found.filter((f) => f.level === 'warning');

describe('the content check (lib/content-check.ts)', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
    fs.cpSync(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true });
    fs.cpSync(path.join(ROOT, 'public'), path.join(root, 'public'), { recursive: true });
    setEntriesDir(path.join(root, 'content'));
    setContentDir(path.join(root, 'content'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  afterAll(() => {
    setEntriesDir(path.join(ROOT, 'content'));
    setContentDir(path.join(ROOT, 'content'));
  });

  it('finds nothing in the shipped content', () => {
    expect(check().map(formatFinding)).toEqual([]);
  });

  it('refuses a one-word or missing alt text, naming the file, line and field', () => {
    edit(PROJECT, (t) => t.replace(/^imageAlt: .*$/m, 'imageAlt: "Bicicletă"'));
    edit(ARTICLE, (t) => `${t}\n![](./schita.png)\n`);
    const found = errors(check());
    expect(found).toContainEqual(
      expect.objectContaining({
        file: PROJECT,
        line: lineOf(PROJECT, /^imageAlt:/),
        field: 'imageAlt',
        text: expect.stringContaining('textul alternativ „Bicicletă” are un singur cuvânt'),
      }),
    );
    const body = lineOf(ARTICLE, /^!\[\]\(\.\/schita\.png\)/);
    expect(found).toContainEqual(
      expect.objectContaining({ file: ARTICLE, line: body, field: 'body', text: expect.stringContaining('nu are text alternativ') }),
    );
    // …and the picture itself is not there.
    expect(found).toContainEqual(
      expect.objectContaining({ file: ARTICLE, line: body, text: expect.stringContaining('imaginea ./schita.png nu există în content/blog/cat-costa-un-site-de-prezentare/') }),
    );
    expect(formatFinding(found.find((f) => f.file === PROJECT)!)).toMatch(
      new RegExp(`^${PROJECT.replace(/\./g, '\\.')}, rândul \\d+, „[^”]+” \\(imageAlt\\): textul alternativ`),
    );
  });

  it('refuses a cover picture that does not exist', () => {
    // The sample case study ships its own cover.webp; a src names another file.
    edit(PROJECT, (t) => t.replace(/^cover: .*$/m, 'cover: { src: coperta.jpg, alt: "Bicicletă de tură pe un drum de munte" }'));
    expect(errors(check())).toEqual([
      expect.objectContaining({ file: PROJECT, field: 'cover.src', line: lineOf(PROJECT, /^cover:/), text: expect.stringContaining('„coperta.jpg” nu există') }),
    ]);
    fs.mkdirSync(path.join(root, 'content/portfolio/brand-si-site-tururi-cu-bicicleta'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/portfolio/brand-si-site-tururi-cu-bicicleta/coperta.jpg'), 'not looked into');
    expect(errors(check())).toEqual([]);
  });

  it('refuses a link to no page, to an entry not published yet, and to a missing English twin', () => {
    edit(ARTICLE, (t) => `${t}\n\nVezi [ghidul](/blog/nu-exista) și [prețurile](/services#web-design).\n`);
    edit(ROMANIAN_ONLY, (t) => t.replace(/^draft: .*\n/m, '').replace(/^featured: (.*)$/m, 'featured: $1\ndraft: true'));
    edit(ARTICLE, (t) => `${t}\nCiorna: [buget](/blog/buget-marketing-digital-pentru-o-afacere-mica).\n`);
    edit(ARTICLE_EN, (t) => `${t}\n\nSee [the budget](/en/blog/buget-marketing-digital-pentru-o-afacere-mica).\n`);
    const found = errors(check());
    expect(found).toContainEqual(
      expect.objectContaining({
        file: ARTICLE,
        line: lineOf(ARTICLE, /\(\/blog\/nu-exista\)/),
        text: expect.stringContaining('linkul către /blog/nu-exista nu duce nicăieri'),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ file: ARTICLE, text: expect.stringMatching(/care nu e încă pe site \(e ciornă\)/) }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        file: ARTICLE_EN,
        line: lineOf(ARTICLE_EN, /the budget/),
        text: expect.stringContaining(
          'care nu are traducere în engleză: scrie content/blog/buget-marketing-digital-pentru-o-afacere-mica.en.md',
        ),
      }),
    );
    // /services#web-design is a page: not reported.
    expect(found.filter((f) => f.text.includes('/services'))).toEqual([]);
    expect(found).toHaveLength(3);
  });

  it('warns of a link to an old address, and of an English page linking to the Romanian twin', () => {
    fs.writeFileSync(
      path.join(root, 'content/redirects.yaml'),
      'redirects:\n  - from: /blog/adresa-veche\n    to: /blog/cat-costa-un-site-de-prezentare\n',
    );
    edit(ROMANIAN_ONLY, (t) => `${t}\n\n[Vechi](/blog/adresa-veche)\n`);
    edit(ARTICLE_EN, (t) => `${t}\n\n[Romanian](/blog/cat-costa-un-site-de-prezentare)\n`);
    const found = check();
    expect(errors(found)).toEqual([]);
    expect(warnings(found).map((f) => [f.file, f.text])).toEqual([
      [ROMANIAN_ONLY, 'linkul către /blog/adresa-veche folosește o adresă veche, redirecționată: trimite direct la /blog/cat-costa-un-site-de-prezentare.'],
      [ARTICLE_EN, 'pagina în engleză trimite la varianta în română (/blog/cat-costa-un-site-de-prezentare); cea în engleză este /en/blog/cat-costa-un-site-de-prezentare.'],
    ]);
  });

  it('refuses a link in a data file, in the language of its page', () => {
    edit('content/home.yaml', (t) => t.replace('href: /services#wordpress', 'href: /serviciile-mele#wordpress'));
    expect(errors(check())).toEqual([
      expect.objectContaining({
        file: 'content/home.yaml',
        line: lineOf('content/home.yaml', /href: \/serviciile-mele/),
        field: 'services[1].href',
        text: expect.stringContaining('pe site nu există pagina /serviciile-mele'),
      }),
    ]);
  });

  it('refuses two pages under one title, and an old address that is a page', () => {
    const title = /^title: (.*)$/m.exec(fs.readFileSync(path.join(root, ARTICLE), 'utf8'))![1]!;
    edit(ROMANIAN_ONLY, (t) => t.replace(/^title: .*$/m, `title: ${title}`));
    fs.writeFileSync(path.join(root, 'content/redirects.yaml'), 'redirects:\n  - from: /blog/cat-costa-un-site-de-prezentare\n    to: /contact\n');
    const found = errors(check());
    expect(found).toContainEqual(
      // The second in file order is told, naming the first.
      expect.objectContaining({ file: ARTICLE, field: 'title', line: lineOf(ARTICLE, /^title:/), text: expect.stringContaining(`îl are și ${ROMANIAN_ONLY}`) }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        file: 'content/redirects.yaml',
        line: 2,
        field: 'redirects[0].from',
        text: expect.stringContaining('este o pagină a site-ului'),
      }),
    );
  });

  it('refuses a brand kit whose text would not read, naming the pair, the colours and the ratio', () => {
    edit('content/site.yaml', (t) => t.replace(/^  primary: .*$/m, '  primary: "#fde047"'));
    const found = errors(check());
    expect(found.length).toBeGreaterThan(0);
    expect(formatFinding(found[0]!)).toBe(
      `content/site.yaml, rândul ${lineOf('content/site.yaml', /^  primary:/)}, „Culoarea principală” (brand.primary): în tema luminoasă, culoarea principală (#fde047) pe fundalul paginii (#ffffff) are contrastul 1,31:1, sub 4,5:1 (WCAG 2.2 AA): alege o culoare principală mai închisă.`,
    );
    edit('content/site.yaml', (t) => t.replace(/^  primary: .*$/m, '  primary: "#7b1e3a"'));
    expect(errors(check())).toEqual([]);
  });

  it('warns of a long title, a short description and a picture over 5 MB', () => {
    edit(PROJECT, (t) =>
      t
        .replace(/^title: .*$/m, 'title: "Brand și site bilingv pentru tururi ghidate cu bicicleta prin satele Bucovinei"')
        .replace(/^description: .*$/m, 'description: "Identitate nouă și site bilingv."'),
    );
    fs.mkdirSync(path.join(root, 'content/portfolio/brand-si-site-tururi-cu-bicicleta'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/portfolio/brand-si-site-tururi-cu-bicicleta/foto.jpg'), Buffer.alloc(5.5 * 1024 * 1024));
    const found = check();
    expect(errors(found)).toEqual([]);
    expect(warnings(found).map(formatFinding)).toEqual([
      `content/portfolio/brand-si-site-tururi-cu-bicicleta.md, rândul ${lineOf('content/portfolio/brand-si-site-tururi-cu-bicicleta.md', /^title:/)}, „Titlu” (title): are 78 de caractere: Google arată cam 60, restul se taie.`,
      expect.stringMatching(/^content\/portfolio\/brand-si-site-tururi-cu-bicicleta\.md, rândul \d+, „[^”]+” \(description\): are 32 de caractere: prea puțin/),
      expect.stringMatching(/^content\/portfolio\/brand-si-site-tururi-cu-bicicleta\/foto\.jpg: imaginea are 5,5 MB/),
    ]);
  });

  it('warns of a price or a copyright year no one has touched in a year (git blame dates)', () => {
    edit('content/about.yaml', (t) => `${t.trimEnd()}\n# © 2024 Studio Creativ\n`);
    const copyright = lineOf('content/about.yaml', /© 2024/);
    const price = lineOf('content/services.yaml', /amount: 800/);
    const dates = (changed: string) => (file: string) => {
      const count = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length;
      return Array.from({ length: count }, () => changed);
    };
    const old = warnings(check({ lineDates: dates('2025-03-01') }));
    expect(old).toContainEqual(
      expect.objectContaining({ file: 'content/services.yaml', line: price, field: 'amount', text: 'prețul 800 nu s-a mai schimbat din 1 martie 2025, de peste un an: verifică dacă mai e valabil.' }),
    );
    expect(old).toContainEqual(expect.objectContaining({ file: 'content/about.yaml', line: copyright, text: expect.stringContaining('anul 2024') }));
    // Touched within the year: nothing to say.
    expect(warnings(check({ lineDates: dates('2025-12-01') }))).toEqual([]);
  });
});
