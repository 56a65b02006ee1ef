import { describe, expect, it } from 'vitest';
import { getArticles, getProjects } from '@/lib/content';
import { siteConfig } from '@/lib/site';
import { sitemapEntries } from '@/lib/sitemap';

const url = (path: string) => `${siteConfig.url}${path === '/' ? '' : path}`;

describe('sitemap alternates', () => {
  const entries = sitemapEntries();
  const byUrl = new Map(entries.map((e) => [e.url, e]));

  it('lists every Romanian page and every English one', () => {
    expect(byUrl.has(url('/'))).toBe(true);
    expect(byUrl.has(url('/en'))).toBe(true);
    for (const a of getArticles('en')) expect(byUrl.has(url(`/en/blog/${a.slug}`)), a.slug).toBe(true);
    for (const p of getProjects('en')) expect(byUrl.has(url(`/en/portfolio/${p.slug}`)), p.slug).toBe(true);
    expect(getArticles('en').length).toBeLessThan(getArticles('ro').length);
  });

  it('twins point at each other both ways, with x-default on the Romanian page', () => {
    const translated = getArticles('en')[0]!;
    const ro = byUrl.get(url(`/blog/${translated.slug}`))!;
    const en = byUrl.get(url(`/en/blog/${translated.slug}`))!;
    const pair = { ro: url(`/blog/${translated.slug}`), en: url(`/en/blog/${translated.slug}`), 'x-default': url(`/blog/${translated.slug}`) };
    expect(ro.alternates?.languages).toEqual(pair);
    expect(en.alternates?.languages).toEqual(pair);
    expect(byUrl.get(url('/en'))!.alternates?.languages).toEqual({ ro: url('/'), en: url('/en'), 'x-default': url('/') });
  });

  it('a page without a translation has no alternates', () => {
    const untranslated = getArticles('ro').find((a) => !getArticles('en').some((e) => e.slug === a.slug))!;
    expect(byUrl.get(url(`/blog/${untranslated.slug}`))!.alternates).toBeUndefined();
    expect(byUrl.has(url(`/en/blog/${untranslated.slug}`))).toBe(false);
  });

  it('every fixed page has its English twin', () => {
    for (const path of ['/about', '/services', '/portfolio', '/blog', '/contact', '/privacy', '/terms'])
      expect(byUrl.get(url(path))!.alternates?.languages?.en, path).toBe(url(`/en${path}`));
  });
});
