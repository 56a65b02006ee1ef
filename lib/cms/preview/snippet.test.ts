import { describe, expect, it } from 'vitest';
import { cut } from './snippet';

describe('the search result snippet', () => {
  it('cuts a long title or description at a word, with an ellipsis; a short one stays whole', () => {
    expect(cut('Landing page-uri care convertesc: structura unei pagini care aduce clienți', 60)).toBe(
      'Landing page-uri care convertesc: structura unei pagini …',
    );
    expect(cut('Scurt și clar', 60)).toBe('Scurt și clar');
    expect([...cut('ă'.repeat(200), 160)].length).toBeLessThanOrEqual(162);
  });

});
