import { describe, expect, it } from 'vitest';
import type { Immutable } from './decap';
import { isPlainDate } from './date-widget';
import { countedField } from './list-widget';
import { defaultToRawMode, MODE_STORAGE_KEY } from './markdown';
import { optionLabels } from './select-preview';

/** Enough of an Immutable Map for the widgets' field handling. */
function map(data: Record<string, unknown>): Immutable {
  return {
    get: (key, notSet) => (key in data ? data[String(key)] : notSet),
    set: (key, value) => map({ ...data, [key]: value }),
    map: () => {
      throw new Error('not used');
    },
    toJS: () => data,
  };
}
const list = (items: unknown[]): Immutable => ({ ...map({}), size: items.length, toJS: () => items });

describe('the editor’s widgets in Romanian', () => {
  it('hands Decap’s list a label in the form its count takes; the add button keeps the singular', () => {
    const tags = map({ name: 'tags', label: 'Etichete', label_singular: 'etichetă', label_plural: 'etichete' });
    const heading = (n: number) => `${n} ${String(countedField(tags, n).get('label')).toLowerCase()}`;
    expect([0, 2, 6, 19, 20, 101].map(heading)).toEqual(['0 etichete', '2 etichete', '6 etichete', '19 etichete', '20 de etichete', '101 etichete']);
    // One item: Decap writes label_singular itself; the add button always does ("Adaugă etichetă").
    expect(countedField(tags, 20).get('label_singular')).toBe('etichetă');
    // A list without nouns (not ours): its label, and the add button not turned into "Adaugă de …".
    const bare = countedField(map({ name: 'x', label: 'Elemente' }), 20);
    expect([bare.get('label'), bare.get('label_singular')]).toEqual(['de Elemente', 'Elemente']);
  });

  it('shows a select’s value by its option’s name in the preview', () => {
    const field = map({ options: list([{ label: 'Design Grafic', value: 'graphic-design' }, { label: 'Web Design', value: 'web-design' }]) });
    expect(optionLabels(field, 'graphic-design')).toEqual(['Design Grafic']);
    expect(optionLabels(field, list(['web-design', 'graphic-design']))).toEqual(['Web Design', 'Design Grafic']);
    expect(optionLabels(field, '')).toEqual([]);
    expect(optionLabels(map({ options: list(['a', 'b']) }), 'b')).toEqual(['b']);
  });

  it('takes over only the plain date fields, and opens Markdown bodies in raw mode unless the owner chose', () => {
    expect(isPlainDate(map({ format: 'YYYY-MM-DD', time_format: false }))).toBe(true);
    expect(isPlainDate(map({ format: 'YYYY-MM-DDTHH:mm' }))).toBe(false);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    defaultToRawMode(storage);
    expect(store.get(MODE_STORAGE_KEY)).toBe('raw');
    store.set(MODE_STORAGE_KEY, 'rich_text');
    defaultToRawMode(storage);
    expect(store.get(MODE_STORAGE_KEY)).toBe('rich_text');
  });
});
