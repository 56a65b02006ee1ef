import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDir, parseEntry, projectFrontMatter } from '@/lib/content';
import { WORDS } from '@/lib/images/sample-scenes';
import { projectCover, projectGallery } from '@/lib/images/samples';

/** The sample pictures (issue 34): drawn per case study, no words a crop can cut, English on English pages. */

const words = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/**
 * A drawing's structure: its element names and path commands in order, without any text, number or colour.
 * Two pictures from one layout with other words or another palette have the same structure.
 */
function structure(svg: string): string[] {
  const tokens: string[] = [];
  for (const [, tag, attrs] of svg
    .replace(/<text[^>]*>[^<]*<\/text>/g, '')
    .matchAll(/<([a-z]+)\b([^>]*)>/g)) {
    tokens.push(tag!);
    tokens.push(...(/\sd="([^"]*)"/.exec(attrs!)?.[1]!.match(/[MLCQSTAHVZ]/gi) ?? []));
  }
  return tokens;
}

/** How alike two structures are: 1 for the same sequence, 0 for nothing in common (longest common subsequence). */
function likeness(a: string[], b: string[]): number {
  let previous = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const row = new Uint16Array(b.length + 1);
    for (let j = 1; j <= b.length; j++)
      row[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!);
    previous = row;
  }
  return (2 * previous[b.length]!) / (a.length + b.length);
}

const projects = loadDir('portfolio', projectFrontMatter);
const englishProjects = loadDir('portfolio', projectFrontMatter, 'en');

describe('case-study sample pictures', () => {
  it('each cover is a drawing of its own, not one layout with other words or colours, and carries no words', () => {
    expect(projects).toHaveLength(12);
    const covers = projects.map((p) => ({ slug: p.slug, svg: projectCover({ ...p, locale: 'ro' }).svg }));
    for (const cover of covers) expect(words(cover.svg), cover.slug).toEqual([]);
    const shapes = covers.map((c) => structure(c.svg));
    for (let i = 0; i < covers.length; i++)
      for (let j = i + 1; j < covers.length; j++)
        expect(likeness(shapes[i]!, shapes[j]!), `${covers[i]!.slug} vs ${covers[j]!.slug}`).toBeLessThan(
          0.7,
        );
  });

  it('no gallery picture repeats another case study’s layout', () => {
    const pictures = projects.flatMap((p) =>
      projectGallery({ ...p, locale: 'ro' }).map((g, i) => ({
        name: `${p.slug} #${i + 1}`,
        slug: p.slug,
        shape: structure(g.svg),
      })),
    );
    expect(pictures).toHaveLength(36);
    for (let i = 0; i < pictures.length; i++)
      for (let j = i + 1; j < pictures.length; j++)
        if (pictures[i]!.slug !== pictures[j]!.slug)
          expect(
            likeness(pictures[i]!.shape, pictures[j]!.shape),
            `${pictures[i]!.name} vs ${pictures[j]!.name}`,
          ).toBeLessThan(0.9);
  });

  it('show what the text says: the bakery’s wheat ear is one continuous line', () => {
    const bakery = projects.find((p) => p.slug === 'brutarie-artizanala-spicul-auriu')!;
    expect(bakery.body).toMatch(/un spic stilizat desenat dintr-o singură linie/);
    const logo = projectGallery({ ...bakery, locale: 'ro' })[0]!.svg;
    // The ear: one stroked path (a single `M`, no fill), drawn on the light and on the dark panel.
    const ears = [...logo.matchAll(/<path d="(M[^"]*)" fill="none" stroke="[^"]+" stroke-width="10"/g)].map(
      (m) => m[1]!,
    );
    expect(ears).toHaveLength(2);
    for (const ear of ears) expect(ear.match(/M/g)).toHaveLength(1);
  });

  it('English pages’ pictures print English: no Romanian word, diacritics only in the names the English text uses', () => {
    const romanianOnly = Object.values(WORDS)
      .filter(([ro, en]) => ro !== en)
      .map(
        ([ro]) => new RegExp(`(^|[^\\p{L}])${ro.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u'),
      );
    expect(englishProjects).toHaveLength(12);
    for (const project of englishProjects) {
      const source = fs.readFileSync(`content/portfolio/${project.slug}.en.md`, 'utf8');
      const pictures = [
        projectCover({ ...project, locale: 'en' }),
        ...projectGallery({ ...project, locale: 'en' }),
      ];
      const texts = pictures.flatMap((picture) => [
        ...words(picture.svg),
        picture.alt,
        picture.caption ?? '',
      ]);
      for (const text of texts) {
        for (const word of romanianOnly) expect(text, `${project.slug}: "${text}"`).not.toMatch(word);
        for (const word of text.match(/[\p{L}-]*[ăâîșțĂÂÎȘȚ][\p{L}-]*/gu) ?? [])
          expect(source, `${project.slug}: "${word}" in "${text}"`).toContain(word);
      }
    }
  });

  it('a fall keeps its minus sign in either language', () => {
    for (const locale of ['ro', 'en'] as const) {
      const file = `content/portfolio/google-ads-firma-instalatii${locale === 'en' ? '.en' : ''}.md`;
      const entry = parseEntry(projectFrontMatter, file, fs.readFileSync(file, 'utf8'));
      const printed = projectGallery({ ...entry, locale }).flatMap((g) => words(g.svg));
      expect(printed).toContain('−42%');
      expect(printed).toContain(locale === 'ro' ? 'Sponsorizat' : 'Sponsored');
    }
  });
});
