import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countByCategory, getArticles, getFeaturedArticle, getProjects, setEntriesDir } from '@/lib/content';
import { feedResponse } from '@/lib/feed';
import { allLocalizedPages } from '@/lib/pages';
import { showsUnpublished, siteToday, unpublished } from '@/lib/publishing';
import { sitemapEntries } from '@/lib/sitemap';

describe('the site’s day is Bucharest’s', () => {
  it('turns at midnight there, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(siteToday({ SITE_NOW: '2026-12-09T21:59:00Z' })).toBe('2026-12-09');
    expect(siteToday({ SITE_NOW: '2026-12-09T22:00:00Z' })).toBe('2026-12-10');
    expect(siteToday({ SITE_NOW: '2026-07-01T20:59:00Z' })).toBe('2026-07-01');
    expect(siteToday({ SITE_NOW: '2026-07-01T21:00:00Z' })).toBe('2026-07-02');
    expect(siteToday({ SITE_NOW: '2026-12-10' })).toBe('2026-12-10');
    expect(siteToday({}, Date.parse('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it('refuses a clock it cannot read', () => {
    expect(() => siteToday({ SITE_NOW: 'mâine' })).toThrow(/SITE_NOW must be an ISO date or time/);
  });

  it('a draft is out until switched off; a post dated after today waits for its day', () => {
    expect(unpublished({ draft: true, date: '2026-01-01' }, '2026-11-26')).toBe('draft');
    expect(unpublished({ draft: false, date: '2026-11-27' }, '2026-11-26')).toBe('scheduled');
    expect(unpublished({ draft: false, date: '2026-11-26' }, '2026-11-26')).toBeUndefined();
    expect(unpublished({ draft: false }, '2026-11-26')).toBeUndefined();
    expect(showsUnpublished({ NODE_ENV: 'development' })).toBe(true);
    expect(showsUnpublished({ NODE_ENV: 'production' })).toBe(false);
  });
});

describe('drafts and scheduled posts stay out of every output until their day (issue 33)', () => {
  const SCHEDULED = 'culorile-brandului-ce-comunica-si-cum-le-alegi';
  const DRAFT = 'checklist-securitate-wordpress-backup-2fa-actualizari';
  const DRAFT_PROJECT = 'google-ads-firma-instalatii';
  const saved = { SITE_NOW: process.env.SITE_NOW, SITE_SHOW_UNPUBLISHED: process.env.SITE_SHOW_UNPUBLISHED };
  let root: string;

  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(root, 'content', file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  };
  /** The site as a build on `now` sees it (`show`: as `npm run dev` does). */
  const at = (now: string, show = false) => {
    process.env.SITE_NOW = now;
    if (show) process.env.SITE_SHOW_UNPUBLISHED = '1';
    else delete process.env.SITE_SHOW_UNPUBLISHED;
    setEntriesDir(path.join(root, 'content'));
  };
  const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'publishing-'));
    for (const dir of ['blog', 'portfolio'])
      fs.cpSync(path.join('content', dir), path.join(root, 'content', dir), { recursive: true });
    edit(`blog/${SCHEDULED}.md`, (t) => t.replace(/^date: .*$/m, 'date: "2026-12-10"'));
    edit(`blog/${DRAFT}.md`, (t) => t.replace(/^featured: false$/m, 'featured: false\ndraft: true'));
    edit(`portfolio/${DRAFT_PROJECT}.md`, (t) =>
      t.replace(/^featured: false$/m, 'featured: false\ndraft: true'),
    );
  });
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    setEntriesDir(path.join(process.cwd(), 'content'));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('before the day: not in the lists, the counts, the pages, the sitemap or the feeds, in either language', async () => {
    expect(fs.readFileSync(path.join(root, 'content', 'blog', `${DRAFT}.md`), 'utf8')).toMatch(
      /^draft: true$/m,
    );
    at('2026-12-09T21:59:00Z');
    const all = fs
      .readdirSync(path.join(root, 'content', 'blog'))
      .filter((n) => n.endsWith('.md') && !n.endsWith('.en.md')).length;
    expect(getArticles()).toHaveLength(all - 2);
    for (const locale of ['ro', 'en'] as const) {
      expect(slugs(getArticles(locale))).not.toContain(SCHEDULED);
      expect(slugs(getArticles(locale))).not.toContain(DRAFT);
      expect(slugs(getProjects(locale))).not.toContain(DRAFT_PROJECT);
      const feed = await feedResponse(locale).text();
      expect(feed).not.toContain(`/blog/${SCHEDULED}<`);
      expect(feed).not.toContain(`/blog/${DRAFT}<`);
    }
    expect(countByCategory(getArticles(), (a) => [a.category], ['marketing'])[0]).toEqual({
      id: 'all',
      count: all - 2,
    });
    const paths = allLocalizedPages().map((page) => page.path);
    const urls = sitemapEntries().map((entry) => entry.url);
    for (const slug of [`/blog/${SCHEDULED}`, `/blog/${DRAFT}`, `/portfolio/${DRAFT_PROJECT}`])
      for (const prefix of ['', '/en']) {
        expect(paths).not.toContain(`${prefix}${slug}`);
        expect(urls.some((url) => url.endsWith(`${prefix}${slug}`))).toBe(false);
      }
    expect(getFeaturedArticle().slug).toBe('cat-costa-un-site-de-prezentare');
  });

  it('on the day (midnight in Bucharest): the scheduled post is everywhere; the drafts still are not', async () => {
    at('2026-12-09T22:00:00Z');
    for (const locale of ['ro', 'en'] as const) {
      expect(slugs(getArticles(locale))).toContain(SCHEDULED);
      expect(slugs(getArticles(locale))).not.toContain(DRAFT);
      expect(await feedResponse(locale).text()).toContain(`/blog/${SCHEDULED}<`);
    }
    // Newest first: the post of the day leads the list.
    expect(getArticles()[0]!.slug).toBe(SCHEDULED);
    expect(sitemapEntries().some((entry) => entry.url.endsWith(`/en/blog/${SCHEDULED}`))).toBe(true);
    expect(slugs(getProjects())).not.toContain(DRAFT_PROJECT);
  });

  it('npm run dev shows them all, each marked with why it is not on the site', () => {
    at('2026-11-26T10:00:00Z', true);
    const articles = getArticles();
    expect(articles.find((a) => a.slug === SCHEDULED)?.unpublished).toBe('scheduled');
    expect(articles.find((a) => a.slug === DRAFT)?.unpublished).toBe('draft');
    expect(articles.filter((a) => a.unpublished)).toHaveLength(2);
    // The translation follows its Romanian entry.
    expect(getArticles('en').find((a) => a.slug === DRAFT)?.unpublished).toBe('draft');
    expect(getProjects().find((p) => p.slug === DRAFT_PROJECT)?.unpublished).toBe('draft');
  });
});
