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
  it('draws a sample cover of its subject when asked to, without words, described in the entry’s language', () => {
    const entry = { slug: 'un-articol', title: 'Tipografia brandului și diacriticele', category: 'branding' as const, emoji: '🖋️', body: 'Text.', samplePictures: true };
    const { cover } = articleSources(root, 'content/blog/un-articol.md', entry);
    expect(cover?.data.toString()).not.toContain('<text');
    expect(cover?.alt).toBe('Ilustrație de copertă: o peniță care scrie o virgulă sub literă, pe un model grafic de branding');
    expect(articleSources(root, 'content/blog/un-articol.en.md', entry).cover?.alt).toMatch(/^Cover illustration: a pen nib/);
  });
});

describe('bodyImageRefs', () => {
  it('finds pictures in paragraphs, lists and links', () => {
    expect(
      bodyImageRefs('![a](x.jpg)\n\n- item ![b](y.png)\n\n[![c](z.webp)](/link)').map((r) => r.src),
    ).toEqual(['x.jpg', 'y.png', 'z.webp']);
  });
});
