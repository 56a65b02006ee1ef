import { describe, expect, it } from 'vitest';
import { articleFrontMatter, loadDir } from '@/lib/content';
import { DEFAULT_BRAND } from '@/lib/brand';
import { articleCover } from '@/lib/images/samples';

/**
 * The generated sample article covers (issue 34). The case studies' sample pictures are committed files now
 * (scripts/sample-work/, tested in scripts/sample-work/sample-work.test.ts).
 */

describe('article sample covers', () => {
  const articles = loadDir('blog', articleFrontMatter);

  it('carry no words at all (the cards crop them to any shape), and no two are alike', () => {
    expect(articles).toHaveLength(24);
    const covers = articles.map((a) => articleCover({ ...a, locale: 'ro' }, DEFAULT_BRAND));
    for (const [i, cover] of covers.entries()) expect(cover.svg, articles[i]!.slug).not.toMatch(/<text/);
    expect(new Set(covers.map((c) => c.svg)).size).toBe(articles.length);
  });

  it('show the article’s subject in the brand kit’s colours, described in the page’s language', () => {
    const article = articles.find((a) => a.slug === 'checklist-securitate-wordpress-backup-2fa-actualizari')!;
    const kit = { ...DEFAULT_BRAND, primary: '#7b1e3a', accent: '#e0a526' };
    const ro = articleCover({ ...article, locale: 'ro' }, kit);
    expect(ro.alt).toBe('Ilustrație de copertă: un lacăt pe un scut, pe un model grafic de WordPress');
    expect(articleCover({ ...article, locale: 'en' }, kit).alt).toBe(
      'Cover illustration: a padlock on a shield, on a WordPress pattern',
    );
    expect(ro.svg).toContain('#e0a526');
    expect(articleCover({ ...article, locale: 'ro' }, DEFAULT_BRAND).svg).not.toContain('#e0a526');
  });
});
