import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';
import { buildRss } from '@/lib/rss';

describe('renderMarkdown', () => {
  it('gives headings stable, diacritic-free ids, an anchor link and returns them for the contents', () => {
    const { html, headings } = renderMarkdown('## Ce înseamnă „preț”?\n\ntext\n\n### Detalii\n\n## Ce înseamnă „preț”?\n');
    expect(headings).toEqual([
      { level: 2, id: 'ce-inseamna-pret', text: 'Ce înseamnă „preț”?' },
      { level: 3, id: 'detalii', text: 'Detalii' },
      { level: 2, id: 'ce-inseamna-pret-2', text: 'Ce înseamnă „preț”?' },
    ]);
    expect(html).toContain('<h2 id="ce-inseamna-pret">Ce înseamnă „preț”? <a class="heading-anchor" href="#ce-inseamna-pret"');
  });

  it('renders lists and emphasis', () => {
    const { html } = renderMarkdown('- **unu**\n- doi');
    expect(html).toContain('<li><strong>unu</strong></li>');
  });
});

describe('buildRss', () => {
  it('escapes text and writes absolute links', () => {
    const xml = buildRss({
      siteName: 'S & Co',
      siteUrl: 'https://exemplu.ro',
      description: 'd',
      author: 'Ana',
      categoryLabel: () => 'Web Design',
      articles: [
        { slug: 'a', title: 'Preț <mic> & bun', excerpt: 'e', date: '2026-01-02', category: 'web-design', tags: [], emoji: 'x', imageAlt: 'x', featured: false, samplePictures: false, readingMinutes: 3 },
      ],
    });
    expect(xml).toContain('<title>Preț &lt;mic&gt; &amp; bun</title>');
    expect(xml).toContain('<link>https://exemplu.ro/blog/a</link>');
    expect(xml).toContain('<title>Blog S &amp; Co</title>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 08:00:00 GMT</pubDate>');
  });
});
