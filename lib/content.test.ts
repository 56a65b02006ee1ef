import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blogCategoryOrder, portfolioCategoryOrder } from '@/lib/constants';
import {
  articleFrontMatter,
  ContentError,
  countByCategory,
  getArticles,
  getFeaturedArticle,
  getProjects,
  loadDir,
  parseEntry,
  plainText,
  projectFrontMatter,
  adjacentArticles,
  rankTags,
  readingTime,
  relatedArticles,
  setEntriesDir,
  theFeatured,
} from '@/lib/content';

const goodArticle = `---
title: "Un titlu suficient de lung"
excerpt: "Un rezumat care are cel puțin patruzeci de caractere în el."
date: "2026-01-02"
category: "branding"
tags: ["Logo"]
emoji: "🎨"
imageAlt: "Paletă"
---
Corpul articolului.`;

describe('parseEntry', () => {
  it('parses valid front matter and keeps the body and slug', () => {
    const entry = parseEntry(articleFrontMatter, 'content/blog/un-articol.md', goodArticle);
    expect(entry.slug).toBe('un-articol');
    expect(entry.category).toBe('branding');
    expect(entry.featured).toBe(false);
    expect(entry.body).toBe('Corpul articolului.');
  });

  it('accepts unquoted YAML dates', () => {
    const entry = parseEntry(articleFrontMatter, 'content/blog/a.md', goodArticle.replace('"2026-01-02"', '2026-01-02'));
    expect(entry.date).toBe('2026-01-02');
  });

  it('names the file and every bad field', () => {
    const bad = goodArticle.replace('"branding"', '"design"').replace('tags: ["Logo"]', 'tags: []');
    expect(() => parseEntry(articleFrontMatter, 'content/blog/rau.md', bad)).toThrowError(ContentError);
    try {
      parseEntry(articleFrontMatter, 'content/blog/rau.md', bad);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('content/blog/rau.md');
      expect(message).toMatch(/category:/);
      expect(message).toMatch(/tags:/);
    }
  });

  it('rejects unknown keys, so a typo in a field name is not silently ignored', () => {
    const typo = goodArticle.replace('emoji:', 'emoj:');
    expect(() => parseEntry(articleFrontMatter, 'content/blog/a.md', typo)).toThrow(/emoj|emoji/);
  });

  it('rejects a file name that is not a slug', () => {
    expect(() => parseEntry(articleFrontMatter, 'content/blog/Un Articol.md', goodArticle)).toThrow(/file name/);
  });

  it('rejects broken YAML with the file name', () => {
    expect(() => parseEntry(projectFrontMatter, 'content/portfolio/x.md', '---\ntitle: [unclosed\n---\n')).toThrow(/content\/portfolio\/x\.md/);
  });
});

/** The message a bad entry fails with (and that it fails with a ContentError). */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the entry to be refused');
}

const goodProject = `---
title: "Brutăria Spicul Auriu"
client: "Spicul Auriu, Cluj-Napoca"
categories: ["branding", "web-design"]
description: "Identitate și site pentru o brutărie artizanală din Cluj-Napoca."
emoji: "🥖"
imageAlt: "Pâine"
tech: ["Figma"]
year: 2024
result: "+40% comenzi online"
---
Studiul de caz.`;

describe('a mistake in front matter reads in Romanian, with the English path on a second line', () => {
  const article = (source: string, file = 'content/blog/un-articol.md') => failure(() => parseEntry(articleFrontMatter, file, source));
  const project = (source: string, file = 'content/portfolio/un-proiect.md') => failure(() => parseEntry(projectFrontMatter, file, source));

  it('the good fixtures parse', () => {
    expect(parseEntry(projectFrontMatter, 'content/portfolio/un-proiect.md', goodProject).year).toBe(2024);
  });

  it('a colon in an unquoted title: the file, the field, the line, and to put the title in quotes', () => {
    expect(article(goodArticle.replace('"Un titlu suficient de lung"', 'Logo: ghid pentru afaceri mici'))).toBe(
      'Eroare în conținut: content/blog/un-articol.md\n' +
        'Articolul, câmpul „Titlu” (title), rândul 2: textul „Logo: ghid pentru afaceri mici” conține două puncte, pe care fișierul le citește ca început de câmp nou. Pune textul între ghilimele: title: "Logo: ghid pentru afaceri mici"\n' +
        '  content/blog/un-articol.md:2:8: Nested mappings are not allowed in compact mappings at line 2, column 8:',
    );
  });

  it('a colon in a title that already holds double quotes: single quotes', () => {
    expect(article(goodArticle.replace('"Un titlu suficient de lung"', 'Ghid: "logo" bun pentru afaceri'))).toContain(
      `Pune textul între ghilimele: title: 'Ghid: "logo" bun pentru afaceri'`,
    );
  });

  it.each([['2026-02-30'], ['"2026-02-30"']])('a date that does not exist (%s), which Date.parse would take for 2 March', (date) => {
    const message = article(goodArticle.replace('"2026-01-02"', date));
    expect(message).toBe(
      'Eroare în conținut: content/blog/un-articol.md\n' +
        'Articolul „Un titlu suficient de lung”, câmpul „Data publicării” (date), rândul 4: data „2026-02-30” nu există: februarie 2026 are 28 de zile. Scrie o zi din calendar, de exemplu 2026-02-28.\n' +
        '  content/blog/un-articol.md: date: not a real date',
    );
  });

  it('a leap day is a real date; a day-first date is told the order', () => {
    expect(parseEntry(articleFrontMatter, 'content/blog/a.md', goodArticle.replace('"2026-01-02"', '2028-02-29')).date).toBe('2028-02-29');
    expect(article(goodArticle.replace('"2026-01-02"', '30.01.2026'))).toMatch(
      /^Articolul „Un titlu suficient de lung”, câmpul „Data publicării” \(date\), rândul \d+: ai scris „30\.01\.2026”, dar data se scrie în forma AAAA-LL-ZZ \(anul, luna, ziua\)\. Scrie 2026-01-30\.$/m,
    );
  });

  it('a category that does not exist: the valid ones, with their names from content/categories.yaml', () => {
    expect(article(goodArticle.replace('"branding"', 'design'))).toBe(
      'Eroare în conținut: content/blog/un-articol.md\n' +
        'Articolul „Un titlu suficient de lung”, câmpul „Categorie” (category), rândul 5: categoria „design” nu există. Scrie una dintre categoriile din content/categories.yaml: web-design („Web Design”), wordpress („WordPress”), branding („Branding”), marketing („Marketing”).\n' +
        '  content/blog/un-articol.md: category: Invalid option: expected one of "web-design"|"wordpress"|"branding"|"marketing"',
    );
  });

  it('a case study category that does not exist: which one of its list, counted from 1', () => {
    expect(project(goodProject.replace('["branding", "web-design"]', '["branding", "design"]'))).toMatch(
      /^Studiul de caz „Brutăria Spicul Auriu”, a doua categorie, „design”, rândul \d+: categoria „design” nu există\. Scrie una dintre categoriile din content\/categories\.yaml: web-design \(„Web Design”\), wordpress/m,
    );
  });

  it('a missing required field: which one, and what to add', () => {
    const message = article(goodArticle.replace(/^excerpt: .*\n/m, ''));
    expect(message).toMatch(/^Eroare în conținut: content\/blog\/un-articol\.md\n/);
    expect(message).toMatch(
      /^Articolul „Un titlu suficient de lung”, câmpul „Rezumat” \(excerpt\): lipsește\. Adaugă rândul „excerpt: …” cu un text între 40 și 300 de caractere\.$/m,
    );
    expect(message).toMatch(/^ {2}content\/blog\/un-articol\.md: excerpt: /m);
  });

  it('a misspelt field name: the nearest right one', () => {
    expect(article(goodArticle.replace('emoji:', 'emoj:'))).toMatch(
      /^Articolul „Un titlu suficient de lung”, câmpul „emoj”, rândul \d+ nu există aici\. Poate ai vrut „emoji”\? Corectează numele sau șterge rândul\.$/m,
    );
  });

  it('a thousands dot in a whole-number field (1.500 is read as 1.5)', () => {
    expect(project(goodProject.replace('year: 2024', 'year: 2.024'))).toMatch(
      /^Studiul de caz „Brutăria Spicul Auriu”, câmpul „Anul” \(year\), rândul \d+: ai scris 2\.024, dar în fișier punctul desparte zecimalele, așa că se citește 2,024\. Scrie 2024, fără punct\.$/m,
    );
  });

  it('a gallery picture without alt text: which picture, counted from 1', () => {
    expect(project(goodProject.replace('result:', 'gallery:\n  - { src: a.jpg, alt: "Vitrina" }\n  - { src: b.jpg }\nresult:'))).toMatch(
      /^Studiul de caz „Brutăria Spicul Auriu”, a doua imagine din galerie, câmpul „Descrierea imaginii \(text alternativ\)” \(alt\), rândul \d+: lipsește descrierea imaginii\./m,
    );
  });

  it('a file name that is not a page address', () => {
    expect(article(goodArticle, 'content/blog/Un Articol Nou.md')).toMatch(
      /^Numele fișierului, „Un Articol Nou”, nu poate fi adresa unei pagini\. .* de exemplu un-articol-nou\.md\.$/m,
    );
  });

  it('none or two featured articles', () => {
    expect(failure(() => theFeatured([{ slug: 'a', featured: true }, { slug: 'b', featured: true }]))).toMatch(
      /^Exact un articol trebuie să fie recomandat \(featured: true în antet\), dar sunt 2: a, b\./m,
    );
  });
});

describe('a real cover needs its English alt text in the translation (README, "Pictures")', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'entries-'));
    for (const dir of ['blog', 'portfolio']) fs.cpSync(path.join('content', dir), path.join(root, 'content', dir), { recursive: true });
    setEntriesDir(path.join(root, 'content'));
  });
  afterEach(() => {
    setEntriesDir(path.join(process.cwd(), 'content'));
    fs.rmSync(root, { recursive: true, force: true });
  });
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(root, 'content', file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  };
  const addCover = (dir: string, slug: string) => {
    fs.mkdirSync(path.join(root, 'content', dir, slug), { recursive: true });
    fs.copyFileSync('lib/images/fixtures/phone-portrait.jpg', path.join(root, 'content', dir, slug, 'cover.jpg'));
    edit(`${dir}/${slug}.md`, (t) => t.replace(/^samplePictures: true\n/m, 'cover: { alt: "Fotografia reală a lucrării" }\n'));
  };

  it('an article: the English file is named, with the field and what to add', () => {
    addCover('blog', 'cat-costa-un-site-de-prezentare');
    expect(() => loadDir('blog', articleFrontMatter)).not.toThrow();
    const message = failure(() => loadDir('blog', articleFrontMatter, 'en'));
    expect(message).toMatch(/^Eroare în conținut: content\/blog\/cat-costa-un-site-de-prezentare\.en\.md\n/);
    expect(message).toMatch(
      /^Articolul „[^”]+”, câmpul „Descrierea imaginii \(text alternativ\)” \(alt\): varianta în română \(content\/blog\/cat-costa-un-site-de-prezentare\.md\) are o copertă adevărată \(content\/blog\/cat-costa-un-site-de-prezentare\/cover\.jpg\), dar aici lipsește descrierea ei în engleză, .* Adaugă în antet: cover: \{ alt: "what the picture shows, in English" \}\.$/m,
    );
    expect(message).toMatch(/^ {2}content\/blog\/cat-costa-un-site-de-prezentare\.en\.md: cover\.alt: /m);
  });

  it('a case study; with the English alt text it passes', () => {
    // The sample case study ships its cover as a file (content/portfolio/<slug>/cover.webp): a translation
    // without the cover's English alt text is refused.
    edit('portfolio/brutarie-artizanala-spicul-auriu.en.md', (t) => t.replace(/^cover: .*\n/m, ''));
    expect(failure(() => loadDir('portfolio', projectFrontMatter, 'en'))).toMatch(
      /^Eroare în conținut: content\/portfolio\/brutarie-artizanala-spicul-auriu\.en\.md\nStudiul de caz „[^”]+”, câmpul „Descrierea imaginii \(text alternativ\)” \(alt\): varianta în română/,
    );
    edit('portfolio/brutarie-artizanala-spicul-auriu.en.md', (t) => t.replace(/^samplePictures: true\n/m, 'cover: { alt: "The real photograph of the work" }\n'));
    const entry = loadDir('portfolio', projectFrontMatter, 'en').find((p) => p.slug === 'brutarie-artizanala-spicul-auriu');
    expect(entry?.cover?.alt).toBe('The real photograph of the work');
  });

  it('a sample cover needs no English alt text (the sample is drawn from the English title)', () => {
    expect(() => loadDir('blog', articleFrontMatter, 'en')).not.toThrow();
    expect(() => loadDir('portfolio', projectFrontMatter, 'en')).not.toThrow();
  });
});

describe('shipped content', () => {
  it('has the specification chip counts for the blog: 24, web design 8, marketing 6, WordPress 5, branding 5', () => {
    const counts = countByCategory(getArticles(), (a) => [a.category], blogCategoryOrder);
    expect(counts).toEqual([
      { id: 'all', count: 24 },
      { id: 'web-design', count: 8 },
      { id: 'marketing', count: 6 },
      { id: 'wordpress', count: 5 },
      { id: 'branding', count: 5 },
    ]);
  });

  it('has the specification chip counts for the portfolio: 12, web design 5, WordPress 4, branding 6, marketing 3', () => {
    const counts = countByCategory(getProjects(), (p) => p.categories, portfolioCategoryOrder);
    expect(counts).toEqual([
      { id: 'all', count: 12 },
      { id: 'web-design', count: 5 },
      { id: 'wordpress', count: 4 },
      { id: 'branding', count: 6 },
      { id: 'marketing', count: 3 },
    ]);
  });

  it('features exactly one article and three projects', () => {
    expect(getFeaturedArticle().featured).toBe(true);
    expect(getProjects().filter((p) => p.featured)).toHaveLength(3);
  });

  it('sorts articles newest first', () => {
    const dates = getArticles().map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('never uses cedilla letters (s and t with cedilla, U+015F U+0163) in any article or project', () => {
    for (const entry of [...getArticles(), ...getProjects()]) {
      expect(JSON.stringify(entry), entry.slug).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
    }
  });
});

describe('countByCategory', () => {
  it('counts an item once in every category it belongs to', () => {
    const items = [{ c: ['branding', 'web-design'] as const }, { c: ['branding'] as const }];
    expect(countByCategory(items, (i) => i.c, ['branding', 'web-design'])).toEqual([
      { id: 'all', count: 2 },
      { id: 'branding', count: 2 },
      { id: 'web-design', count: 1 },
    ]);
  });
});

describe('rankTags', () => {
  it('ranks by use, ties in Romanian alphabetical order, and cuts to the limit', () => {
    const ranked = rankTags([{ tags: ['SEO', 'Ăla', 'Zet'] }, { tags: ['SEO', 'Zet'] }, { tags: ['Ăla', 'Bun'] }], 3);
    // Ă sorts right after A in Romanian, so "Ăla" precedes "SEO".
    expect(ranked).toEqual([
      { tag: 'Ăla', count: 2 },
      { tag: 'SEO', count: 2 },
      { tag: 'Zet', count: 2 },
    ]);
  });
});

describe('readingTime', () => {
  it('counts words at 200 a minute, ignoring Markdown syntax', () => {
    const words = Array.from({ length: 600 }, () => 'cuvânt').join(' ');
    expect(readingTime(`## Titlu\n\n${words}`)).toBe(3);
    expect(readingTime('scurt')).toBe(1);
  });
});

describe('relatedArticles', () => {
  const a = (slug: string, category: 'branding' | 'marketing', tags: string[], date: string) => ({ slug, category, tags, date });
  const current = a('curent', 'branding', ['Logo', 'Culori'], '2026-01-01');
  const all = [
    current,
    a('alta-categorie-doua-etichete', 'marketing', ['Logo', 'Culori'], '2025-01-01'),
    a('aceeasi-categorie', 'branding', ['SEO'], '2025-02-01'),
    a('aceeasi-categorie-o-eticheta', 'branding', ['Logo'], '2024-01-01'),
    a('nimic-comun-nou', 'marketing', ['SEO'], '2026-06-01'),
    a('nimic-comun-vechi', 'marketing', ['Buget'], '2020-01-01'),
  ];

  it('ranks same category (2) plus shared tags (1 each), newer first on a tie, never the article itself', () => {
    expect(relatedArticles(current, all).map((r) => r.slug)).toEqual([
      'aceeasi-categorie-o-eticheta', // 3
      'aceeasi-categorie', // 2, February 2025
      'alta-categorie-doua-etichete', // 2, January 2025
    ]);
  });

  it('fills a short list with the newest unrelated articles', () => {
    expect(relatedArticles(current, all, 5).slice(3).map((r) => r.slug)).toEqual(['nimic-comun-nou', 'nimic-comun-vechi']);
  });

  it('gives every shipped article three related articles from its category or tags', () => {
    const articles = getArticles();
    for (const article of articles) {
      const related = relatedArticles(article, articles);
      expect(related).toHaveLength(3);
      for (const r of related) {
        expect(r.category === article.category || r.tags.some((t) => article.tags.includes(t)), `${article.slug} → ${r.slug}`).toBe(true);
      }
    }
  });
});

describe('adjacentArticles', () => {
  it('gives the newer and older neighbours in a newest-first list', () => {
    const list = [{ slug: 'c' }, { slug: 'b' }, { slug: 'a' }];
    expect(adjacentArticles('b', list)).toEqual({ newer: { slug: 'c' }, older: { slug: 'a' } });
    expect(adjacentArticles('c', list)).toEqual({ newer: undefined, older: { slug: 'b' } });
    expect(adjacentArticles('zzz', list)).toEqual({});
  });
});

describe('popular tags of the shipped articles', () => {
  it('are ten distinct tags, each used by at least two articles, most used first', () => {
    const ranked = rankTags(getArticles(), 10);
    expect(ranked).toHaveLength(10);
    expect(new Set(ranked.map((r) => r.tag)).size).toBe(10);
    expect(ranked.every((r) => r.count >= 2)).toBe(true);
    expect([...ranked].sort((x, y) => y.count - x.count)).toEqual(ranked);
  });
});

describe('length of the shipped articles', () => {
  it('is 500 to 1,000 words of body text each', () => {
    for (const article of getArticles()) {
      const words = plainText(article.body).split(' ').filter((w) => /\p{L}/u.test(w)).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(500);
      expect(words, article.slug).toBeLessThanOrEqual(1000);
    }
  });

  it('reads in 2 to 6 minutes', () => {
    for (const article of getArticles()) expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(2);
    for (const article of getArticles()) expect(article.readingMinutes, article.slug).toBeLessThanOrEqual(6);
  });
});
