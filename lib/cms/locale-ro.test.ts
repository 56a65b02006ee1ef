import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RO_PHRASES, type Phrases } from './locale-ro';

const require = createRequire(import.meta.url);

/** Decap's English phrases: the keys the editor asks for (decap-cms-locales, bundled in decap-cms.js). */
async function english(): Promise<Phrases> {
  const file = require.resolve('decap-cms-locales/dist/esm/en/index.js');
  return ((await import(file)) as { default: Phrases }).default;
}

function flatten(phrases: Phrases, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(phrases).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

/** Left as they are in Romanian: names, and phrases made only of placeholders. */
const SAME_AS_ENGLISH = new Set([
  'collection.collectionTop.newButton',
  'editor.editorWidgets.markdown.link',
  'editor.editorWidgets.markdown.markdown',
  'ui.toast.onFailToAuth',
  'workflow.workflowCard.lastChangeNoAuthor',
]);

describe('the Romanian locale of the editor (issue 32)', () => {
  it('has exactly the keys of Decap’s English locale, so nothing falls back to English', async () => {
    const en = flatten(await english());
    const ro = flatten(RO_PHRASES);
    expect(Object.keys(ro).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ro).length).toBeGreaterThan(240);
  });

  it('keeps every placeholder of each phrase, and translates each phrase', async () => {
    const en = flatten(await english());
    for (const [key, text] of Object.entries(flatten(RO_PHRASES))) {
      expect(placeholders(text), key).toEqual(placeholders(en[key]!));
      if (!SAME_AS_ENGLISH.has(key)) expect(text, key).not.toBe(en[key]);
    }
  });

  it('gives counted phrases Romanian’s three forms: 1 element, 2 elemente, 20 de elemente', () => {
    const Polyglot = require('node-polyglot') as new (options: { locale: string; phrases: Phrases }) => {
      t(key: string, options: Record<string, unknown>): string;
    };
    const polyglot = new Polyglot({ locale: 'ro', phrases: RO_PHRASES });
    const count = (n: number) => polyglot.t('workflow.workflowList.currentEntries', { smart_count: n });
    expect([0, 1, 2, 19, 20, 100].map(count)).toEqual(['0 elemente', '1 element', '2 elemente', '19 elemente', '20 de elemente', '100 de elemente']);
    expect(polyglot.t('workflow.workflow.description', { smart_count: 1, readyCount: 3 })).toBe(
      '1 element așteaptă verificarea, 3 gata de publicare.',
    );
    expect(polyglot.t('workflow.workflow.description', { smart_count: 25, readyCount: 0 })).toMatch(/^25 de elemente așteaptă/);
    for (const [key, text] of Object.entries(flatten(RO_PHRASES)))
      if (text.includes('smart_count')) expect(text.split('||||'), key).toHaveLength(3);
  });

  it('writes validation messages with both Romanian quotes, and no count in a form it does not fit', () => {
    const polyglot = new (require('node-polyglot') as new (o: object) => { t(k: string, o: object): string })({ locale: 'ro', phrases: RO_PHRASES });
    expect(polyglot.t('editor.editorControlPane.widget.required', { fieldLabel: 'Titlu' })).toBe('„Titlu” este obligatoriu.');
    expect(polyglot.t('editor.editorControlPane.widget.rangeCountExact', { fieldLabel: 'Culorile clientului', count: 4 })).toBe(
      'Numărul de elemente din „Culorile clientului” trebuie să fie exact 4.',
    );
    expect(polyglot.t('editor.editorWidgets.list.add', { item: 'etichetă' })).toBe('Adaugă etichetă');
    for (const [key, text] of Object.entries(flatten(RO_PHRASES))) {
      // Quotes open „ and close ”, in pairs; no straight quotes around words.
      expect(text.split('„').length, key).toBe(text.split('”').length);
      expect(text, key).not.toMatch(/["']/);
      // Comma-below ș ț, never the cedilla letters; the ellipsis as one character.
      expect(text, key).not.toMatch(/[\u015e\u015f\u0162\u0163]|\.\.\./);
    }
  });
});
