import fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { decapYaml } from '@/lib/data/decap-yaml';
import { editorDataFiles, editorForm } from './format-content';

describe('data files in the editor’s form', () => {
  const files = editorDataFiles();

  it('covers every data file the editor edits, both languages', () => {
    const names = files.map((f) => f.file);
    expect(names).toContain('content/services.yaml');
    expect(names).toContain('content/services.en.yaml');
    expect(names.filter((n) => n.endsWith('.en.yaml'))).toHaveLength(names.length / 2);
  });

  it.each(files.map((f) => [f.file, f.fieldOrder] as const))('%s is stored as the editor writes it (npm run format:content)', (file, order) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(editorForm(text, order)).toBe(text);
  });

  it('a changed price is a one-line change', () => {
    const { fieldOrder } = files.find((f) => f.file === 'content/services.yaml')!;
    const before = fs.readFileSync('content/services.yaml', 'utf8');
    const data = parse(before) as { cards: { price: { amount: number } }[] };
    data.cards[1]!.price.amount += 250;
    const after = decapYaml(data, fieldOrder).split('\n');
    const lines = before.split('\n');
    expect(after).toHaveLength(lines.length);
    const changed = lines.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(changed).toHaveLength(1);
    expect(changed[0]![1]).toMatch(/^ {6}amount: \d+$/);
  });

  it('sorts the top-level keys as Decap does: the form’s order, a key without a field left where it was', () => {
    expect(decapYaml({ b: 1, a: 3, x: 2 }, ['a', 'b'])).toBe('a: 3\nb: 1\nx: 2\n');
    expect(decapYaml({ long: 'word '.repeat(20).trim() }, [])).toBe(`long: ${'word '.repeat(15).trim()}\n  ${'word '.repeat(5).trim()}\n`);
  });
});
