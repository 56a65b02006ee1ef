import { describe, expect, it } from 'vitest';
import { blogAnchor, blogViewHref } from '@/lib/blog-views';

describe('blog view links', () => {
  it('carry the query the script reads and the #target the page answers without it', () => {
    expect(blogViewHref('/blog', {})).toBe('/blog#articole-all');
    expect(blogViewHref('/blog', { category: 'all' })).toBe('/blog#articole-all');
    expect(blogViewHref('/blog', { category: 'branding' })).toBe('/blog?categorie=branding#articole-branding');
    expect(blogViewHref('/en/blog', { tag: 'seo' })).toBe('/en/blog?eticheta=seo#articole-eticheta-seo');
  });

  it('a tag names the anchor when a view has both; the query keeps both and the search', () => {
    expect(blogAnchor({ category: 'marketing', tag: 'buget' })).toBe('articole-eticheta-buget');
    expect(blogViewHref('/blog', { category: 'marketing', tag: 'buget', query: 'preț site' })).toBe(
      '/blog?categorie=marketing&eticheta=buget&q=pre%C8%9B+site#articole-eticheta-buget',
    );
  });
});
