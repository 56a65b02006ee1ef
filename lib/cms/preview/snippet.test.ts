import { describe, expect, it } from 'vitest';
import { cut, snippetWarnings } from './snippet';

describe('the search result snippet', () => {
  it('cuts a long title or description at a word, with an ellipsis; a short one stays whole', () => {
    expect(cut('Landing page-uri care convertesc: structura unei pagini care aduce clienți', 60)).toBe(
      'Landing page-uri care convertesc: structura unei pagini …',
    );
    expect(cut('Scurt și clar', 60)).toBe('Scurt și clar');
    expect([...cut('ă'.repeat(200), 160)].length).toBeLessThanOrEqual(162);
  });

  it('warns, in Romanian, of a title over 60 and a description outside 70–160 characters', () => {
    expect(snippetWarnings({ title: 'x'.repeat(61), description: 'd'.repeat(100) })).toEqual([
      'Titlul din rezultate are 61 de caractere: Google arată cam 60, restul se taie.',
    ]);
    expect(snippetWarnings({ title: 'Bun', description: 'Prea scurtă.' })).toEqual([
      'Descrierea are 12 caractere: prea scurtă, Google o poate înlocui cu alt text din pagină (bine e între 70 și 160).',
    ]);
    expect(snippetWarnings({ title: 'Bun', description: 'd'.repeat(161) })[0]).toBe(
      'Descrierea are 161 de caractere: Google arată cam 160, restul se taie.',
    );
    expect(snippetWarnings({ title: 'Un titlu bun', description: 'd'.repeat(120) })).toEqual([]);
  });
});
