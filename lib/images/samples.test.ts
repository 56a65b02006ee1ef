import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEntry, projectFrontMatter } from '@/lib/content';
import { projectCover, projectGallery } from '@/lib/images/samples';

/** The words inside the drawn sample pictures follow the page's language (issue 34). */
const entry = (file: string) => parseEntry(projectFrontMatter, file, fs.readFileSync(file, 'utf8'));
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('sample pictures', () => {
  it('print their own words in the entry’s language; a fall keeps its minus sign in English too', () => {
    const ro = entry('content/portfolio/google-ads-firma-instalatii.md');
    const en = entry('content/portfolio/google-ads-firma-instalatii.en.md');
    const romanian = words(projectCover({ ...ro, locale: 'ro' }).svg);
    const english = words(projectCover({ ...en, locale: 'en' }).svg);
    expect(romanian).toEqual(expect.arrayContaining(['Rezultatul campaniei', 'Sponsorizat', 'Cere o ofertă']));
    expect(english).toEqual(expect.arrayContaining(['Campaign result', 'Sponsored', 'Get a quote']));
    for (const word of ['Rezultatul campaniei', 'Sponsorizat', 'Cere o ofertă']) expect(english).not.toContain(word);
    expect(romanian.find((w) => /\d%/.test(w))).toMatch(/^[−-]42%$/);
    expect(english.find((w) => /\d%/.test(w))).toBe('−42%');
    const gallery = projectGallery({ ...en, locale: 'en' }).flatMap((picture) => words(picture.svg));
    for (const word of ['Comandă acum', 'Sponsorizat', 'Cere o ofertă', 'Rezultatul campaniei']) expect(gallery).not.toContain(word);
  });
});
