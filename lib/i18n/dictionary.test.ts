import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems, getDictionary } from '@/lib/i18n/dictionary';

const ro = JSON.parse(fs.readFileSync('content/ui.json', 'utf8'));
const en = JSON.parse(fs.readFileSync('content/ui.en.json', 'utf8'));

describe('UI dictionaries', () => {
  it('the English dictionary has every Romanian key, with the same placeholders', () => {
    expect(dictionaryProblems(ro, en, 'content/ui.en.json')).toEqual([]);
  });

  it('a missing key is reported with the file, the key and the page', () => {
    const broken = { ...en, blog: { ...en.blog } };
    delete broken.blog.popularTags;
    expect(dictionaryProblems(ro, broken, 'content/ui.en.json')).toEqual([
      'content/ui.en.json: missing key "blog.popularTags" (page "blog")',
    ]);
  });

  it('an extra key, a changed placeholder and an empty text are errors too', () => {
    const extra = { ...en, layout: { ...en.layout, newButton: 'New' } };
    expect(dictionaryProblems(ro, extra, 'x.json')).toEqual(['x.json: unknown key "layout.newButton" (page "layout"), not in content/ui.json']);
    const placeholder = { ...en, cards: { ...en.cards, readingTime: '{mins} min read' } };
    expect(dictionaryProblems(ro, placeholder, 'x.json')).toEqual([
      'x.json: key "cards.readingTime" (page "cards") must use the placeholders {minutes}',
    ]);
    const empty = { ...en, legal: { updated: '  ' } };
    expect(dictionaryProblems(ro, empty, 'x.json')[0]).toMatch(/^x\.json: .*legal.*updated/s);
  });

  it('the English dictionary holds no Romanian letters and the Romanian one no cedilla letters', () => {
    expect(JSON.stringify(en)).not.toMatch(/[ăâîșțĂÂÎȘȚ]/);
    expect(JSON.stringify(ro)).not.toMatch(/[\u015f\u0163\u015e\u0162]/);
    expect(getDictionary('en').layout.home).toBe('Home');
    expect(getDictionary('ro').layout.home).toBe('Acasă');
  });
});
