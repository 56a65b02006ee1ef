import { describe, expect, it } from 'vitest';
import { countedNoun } from './plural';
import { formatRoDate, parseRoDate, todayIn } from './dates';
import { isTranslationPath, markdownExtension } from './translations';

describe('the editor’s dates: stored YYYY-MM-DD, shown and typed zz.ll.aaaa', () => {
  it('shows a stored date the Romanian way and reads back exactly what the files store', () => {
    expect(formatRoDate('2026-09-29')).toBe('29.09.2026');
    expect(parseRoDate('29.09.2026')).toBe('2026-09-29');
    for (const stored of ['2025-01-27', '2026-12-31', '2028-02-29']) expect(parseRoDate(formatRoDate(stored))).toBe(stored);
    expect(formatRoDate('')).toBe('');
    expect(formatRoDate(undefined)).toBe('');
    expect(formatRoDate('mâine')).toBe('mâine');
    expect(formatRoDate(new Date('2026-09-29'))).toBe('29.09.2026');
  });

  it('takes what an owner types or pastes, and refuses what is not a calendar date', () => {
    expect(parseRoDate('5.1.2026')).toBe('2026-01-05');
    expect(parseRoDate(' 05/01/2026 ')).toBe('2026-01-05');
    expect(parseRoDate('05-01-2026')).toBe('2026-01-05');
    expect(parseRoDate('2026-01-05')).toBe('2026-01-05');
    for (const bad of ['31.02.2026', '29.02.2027', '00.01.2026', '12.13.2026', '1.1.26', '01/05', '', 'azi'])
      expect(parseRoDate(bad), bad).toBeNull();
  });

  it('knows today in Europe/Bucharest, not in the browser’s zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Bucharest (UTC+2).
    const late = new Date(Date.UTC(2026, 11, 31, 22, 30));
    expect(todayIn('Europe/Bucharest', late)).toBe('2027-01-01');
    expect(todayIn('UTC', late)).toBe('2026-12-31');
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('Romanian counts and the translation files', () => {
  it('puts a counted noun in the form its number takes', () => {
    const tags = (n: number) => `${n} ${countedNoun(n, 'etichetă', 'etichete')}`;
    expect([0, 1, 2, 19, 20, 21, 100, 101, 120].map(tags)).toEqual([
      '0 etichete',
      '1 etichetă',
      '2 etichete',
      '19 etichete',
      '20 de etichete',
      '21 de etichete',
      '100 de etichete',
      '101 etichete',
      '120 de etichete',
    ]);
  });

  it('tells a translation by its name, as the site’s loader does', () => {
    expect(isTranslationPath('content/blog/cat-costa-un-site-de-prezentare.en.md')).toBe(true);
    expect(isTranslationPath('content/blog/cat-costa-un-site-de-prezentare.md')).toBe(false);
    expect(isTranslationPath('content/blog/green.md')).toBe(false);
    expect(isTranslationPath('content/services.en.yaml')).toBe(false);
    expect([markdownExtension('ro'), markdownExtension('en')]).toEqual(['md', 'en.md']);
  });
});
