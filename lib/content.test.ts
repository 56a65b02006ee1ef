import { describe, expect, it } from 'vitest';
import { blogCategoryOrder, portfolioCategoryOrder } from '@/lib/constants';
import {
  articleFrontMatter,
  ContentError,
  countByCategory,
  getArticles,
  getFeaturedArticle,
  getProjects,
  parseEntry,
  plainText,
  projectFrontMatter,
  adjacentArticles,
  rankTags,
  readingTime,
  relatedArticles,
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
