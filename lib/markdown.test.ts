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

describe('renderMarkdown pictures', () => {
  const image = {
    width: 1200,
    height: 800,
    avif: [
      { width: 400, url: '/img/a.1.400.avif' },
      { width: 1200, url: '/img/a.1.1200.avif' },
    ],
    webp: [
      { width: 400, url: '/img/a.1.400.webp' },
      { width: 800, url: '/img/a.1.800.webp' },
    ],
    placeholder: 'data:image/webp;base64,AAAA',
    alt: 'Raftul „nou” cu pâine',
  };

  it('turns a picture beside the entry into the encoded <picture>, AVIF first, lazy, with its caption', () => {
    const { html } = renderMarkdown('Text.\n\n![ignored](./detaliu.jpg "Raftul din laborator")', { images: { './detaliu.jpg': image } });
    // Not in a <p>, where a <figure> may not be; lazy, with the placeholder and its box's aspect ratio.
    expect(html).toContain(
      '<p>Text.</p>\n<figure><picture data-lazy="" style="--ph:url(data:image/webp;base64,AAAA);aspect-ratio:1200 / 800"><source type="image/avif" srcset="/img/a.1.400.avif 400w, /img/a.1.1200.avif 1200w"',
    );
    expect(html).toContain('<img src="/img/a.1.800.webp" alt="Raftul „nou” cu pâine" width="1200" height="800" decoding="async" loading="lazy"');
    expect(html).toContain('<figcaption>Raftul din laborator</figcaption></figure>');
  });

  it('keeps a picture inside a sentence in its paragraph, without a caption', () => {
    const { html } = renderMarkdown('Vedeți ![x](./detaliu.jpg) aici.', { images: { './detaliu.jpg': image } });
    expect(html).toMatch(/^<p>Vedeți <picture data-lazy=""[^>]*>.*<\/picture> aici\.<\/p>\n$/);
    expect(html).not.toContain('<figure>');
  });

  it('fails on a picture the image step did not encode', () => {
    expect(() => renderMarkdown('![Ceva](./lipsa.jpg)')).toThrow(/\.\/lipsa\.jpg was not encoded/);
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
        { slug: 'a', title: 'Preț <mic> & bun', excerpt: 'e', date: '2026-01-02', category: 'web-design', tags: [], emoji: 'x', imageAlt: 'x', featured: false, draft: false, samplePictures: false, readingMinutes: 3 },
      ],
    });
    expect(xml).toContain('<title>Preț &lt;mic&gt; &amp; bun</title>');
    expect(xml).toContain('<link>https://exemplu.ro/blog/a</link>');
    expect(xml).toContain('<title>Blog S &amp; Co</title>');
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 08:00:00 GMT</pubDate>');
  });
});
