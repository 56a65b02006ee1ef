import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, parseEntry, projectFrontMatter } from '@/lib/content';
import { articleSources, bodyImageRefs, projectSources, type ProjectEntry } from '@/lib/images/sources';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-test-'));
  fs.mkdirSync(path.join(root, 'content', 'portfolio', 'un-proiect', 'gallery'), { recursive: true });
  fs.mkdirSync(path.join(root, 'content', 'blog'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const MD = 'content/portfolio/un-proiect.md';
const put = (rel: string, fixture = 'phone-portrait.jpg') =>
  fs.copyFileSync(path.join(FIXTURES, fixture), path.join(root, 'content', 'portfolio', 'un-proiect', rel));

function project(frontMatter = '', body = 'Text.'): ProjectEntry {
  const source = `---
title: "Un proiect de test"
client: "Brutăria Spicul Auriu, Sibiu"
categories: ["branding"]
description: "O descriere suficient de lungă pentru schemă."
emoji: "🥖"
imageAlt: "Pâine"
tech: ["Figma"]
year: 2025
result: "+62% comenzi"
${frontMatter}
---
${body}`;
  return parseEntry(projectFrontMatter, MD, source);
}

describe('projectSources', () => {
  it('has no picture when the owner added none and asked for no sample: the emoji stays', () => {
    const sources = projectSources(root, MD, project());
    expect(sources.cover).toBeUndefined();
    expect(sources.gallery).toEqual([]);
  });

  it('finds cover.* beside the entry, with its alt from the front matter', () => {
    put('cover.jpg');
    const sources = projectSources(root, MD, project('cover: { alt: "Vitrina brutăriei" }'));
    expect(sources.cover).toMatchObject({
      file: 'content/portfolio/un-proiect/cover.jpg',
      alt: 'Vitrina brutăriei',
      sample: false,
    });
  });

  it('fails naming the file and the field when a cover has no alt text', () => {
    put('cover.jpg');
    expect(() => projectSources(root, MD, project())).toThrow(ContentError);
    expect(() => projectSources(root, MD, project())).toThrow(
      /content\/portfolio\/un-proiect\.md[\s\S]*cover\.alt: content\/portfolio\/un-proiect\/cover\.jpg has no alt text/,
    );
    // `cover: cover.jpg` alone fails in the schema, on the same field.
    expect(() => project('cover: cover.jpg')).toThrow(/cover\.alt: .*alt text is required/);
  });

  it('fails naming every gallery file the front matter does not describe', () => {
    put('gallery/01.jpg');
    put('gallery/02.png', 'transparent.png');
    const entry = project(
      'gallery:\n  - { src: gallery/01.jpg, alt: "Ambalajul nou", caption: "Cutia de tort" }',
    );
    expect(() => projectSources(root, MD, entry)).toThrow(
      /gallery: content\/portfolio\/un-proiect\/gallery\/02\.png has no alt text/,
    );
    expect(() => project('gallery:\n  - { src: gallery/01.jpg }')).toThrow(
      /gallery\.0\.alt: .*alt text is required/,
    );
  });

  it('keeps the gallery order and captions of the front matter', () => {
    put('gallery/01.jpg');
    put('gallery/02.png', 'transparent.png');
    const entry = project(
      'gallery:\n  - { src: gallery/02.png, alt: "Logoul pe transparent" }\n  - { src: gallery/01.jpg, alt: "Ambalajul nou", caption: "Cutia de tort" }',
    );
    const { gallery } = projectSources(root, MD, entry);
    expect(gallery.map((g) => [g.file, g.alt, g.caption])).toEqual([
      ['content/portfolio/un-proiect/gallery/02.png', 'Logoul pe transparent', undefined],
      ['content/portfolio/un-proiect/gallery/01.jpg', 'Ambalajul nou', 'Cutia de tort'],
    ]);
  });

  it('fails on a missing file named in the front matter, and on a URL', () => {
    expect(() => projectSources(root, MD, project('cover: { src: lipsa.jpg, alt: "Ceva anume" }'))).toThrow(
      /cover\.src: no file "lipsa\.jpg" in content\/portfolio\/un-proiect\//,
    );
    expect(() =>
      projectSources(root, MD, project('cover: { src: "https://cdn.example/x.jpg", alt: "Ceva anume" }')),
    ).toThrow(/not a URL/);
  });

  it('draws nothing for a case study: samplePictures only marks its files as the example’s', () => {
    // The sample case studies' pictures are committed files (scripts/sample-work/); nothing is generated.
    const bare = projectSources(root, MD, project('samplePictures: true'));
    expect(bare.cover).toBeUndefined();
    expect(bare.gallery).toHaveLength(0);
    put('cover.jpg');
    const real = projectSources(root, MD, project('samplePictures: true\ncover: { alt: "Vitrina brutăriei" }'));
    // …encoded at the samples' lower effort while it is the example's (scripts/images.ts), as the owner's own is not.
    expect(real.cover).toMatchObject({ sample: false, example: true, alt: 'Vitrina brutăriei', file: 'content/portfolio/un-proiect/cover.jpg' });
    expect(projectSources(root, MD, project('cover: { alt: "Vitrina brutăriei" }')).cover?.example).toBeUndefined();
  });

  it('takes the pictures of the Markdown body, and fails on one without alt text', () => {
    put('detaliu.jpg');
    const ok = projectSources(
      root,
      MD,
      project('', 'Text.\n\n![Rafturile cu pâine](./detaliu.jpg "Raftul nou")'),
    );
    expect(Object.keys(ok.body)).toEqual(['./detaliu.jpg']);
    expect(ok.body['./detaliu.jpg']).toMatchObject({ alt: 'Rafturile cu pâine', role: 'body' });
    expect(() => projectSources(root, MD, project('', '![](./detaliu.jpg)'))).toThrow(
      /body !\[…\]\(\.\/detaliu\.jpg\): content\/portfolio\/un-proiect\/detaliu\.jpg has no alt text/,
    );
  });
});

describe('articleSources', () => {
  const drawn = (slug: string) => {
    fs.mkdirSync(path.join(root, 'content', 'samples', 'blog'), { recursive: true });
    fs.copyFileSync(
      path.join(FIXTURES, 'phone-portrait.jpg'),
      path.join(root, 'content', 'samples', 'blog', `${slug}.webp`),
    );
    fs.writeFileSync(
      path.join(root, 'content', 'samples', 'blog', 'index.json'),
      JSON.stringify({
        [slug]: {
          alt: {
            ro: 'Literele ș și ț mari, cu virgula dedesubt',
            en: 'The letters ș and ț set large, with the comma below',
          },
          fonts: [],
          source: '0123456789abcdef',
        },
      }),
    );
  };
  const entry = (samplePictures: boolean) => ({
    slug: 'un-articol',
    title: 'Tipografia brandului și diacriticele',
    body: 'Text.',
    samplePictures,
  });

  it('takes the committed sample cover when asked to, described in the entry’s language, the same bytes for both', () => {
    drawn('un-articol');
    const ro = articleSources(root, 'content/blog/un-articol.md', entry(true)).cover;
    const en = articleSources(root, 'content/blog/un-articol.en.md', entry(true)).cover;
    expect(ro).toMatchObject({
      file: 'content/samples/blog/un-articol.webp',
      alt: 'Literele ș și ț mari, cu virgula dedesubt',
      role: 'cover',
      name: 'un-articol-cover',
      sample: true,
      lang: 'ro',
    });
    expect(en).toMatchObject({
      alt: 'The letters ș and ț set large, with the comma below',
      name: 'un-articol-cover',
      lang: 'en',
    });
    expect(en!.data.equals(ro!.data)).toBe(true);
  });

  it('keeps the emoji when the article asks for no sample, or has no drawn cover; the owner’s cover wins', () => {
    drawn('un-articol');
    expect(articleSources(root, 'content/blog/un-articol.md', entry(false)).cover).toBeUndefined();
    expect(
      articleSources(root, 'content/blog/alt-articol.md', { ...entry(true), slug: 'alt-articol' }).cover,
    ).toBeUndefined();
    fs.mkdirSync(path.join(root, 'content', 'blog', 'un-articol'), { recursive: true });
    fs.copyFileSync(
      path.join(FIXTURES, 'phone-portrait.jpg'),
      path.join(root, 'content', 'blog', 'un-articol', 'cover.jpg'),
    );
    const own = articleSources(root, 'content/blog/un-articol.md', {
      ...entry(true),
      cover: { alt: 'Fotografia mea' },
    }).cover;
    expect(own).toMatchObject({
      file: 'content/blog/un-articol/cover.jpg',
      alt: 'Fotografia mea',
      sample: false,
    });
  });
});

describe('bodyImageRefs', () => {
  it('finds pictures in paragraphs, lists and links', () => {
    expect(
      bodyImageRefs('![a](x.jpg)\n\n- item ![b](y.png)\n\n[![c](z.webp)](/link)').map((r) => r.src),
    ).toEqual(['x.jpg', 'y.png', 'z.webp']);
  });
});
