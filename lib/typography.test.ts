import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enDashRanges, keepWhole, keepWholeHtml } from './typography';

const html = (text: string) => renderToStaticMarkup(createElement('h1', null, keepWhole(text)));

describe('keepWhole', () => {
  it('keeps a clitic form on one line and leaves long compounds and plain text alone', () => {
    expect(html('Site WordPress lent? Accelerează-l: găzduire, cache')).toBe(
      '<h1>Site WordPress lent? <span class="whitespace-nowrap">Accelerează-l</span>: găzduire, cache</h1>',
    );
    expect(html('Dă-mi un semn într-o zi')).toBe(
      '<h1><span class="whitespace-nowrap">Dă-mi</span> un semn <span class="whitespace-nowrap">într-o</span> zi</h1>',
    );
    expect(keepWhole('Design mobile-first din Cluj-Napoca')).toBe('Design mobile-first din Cluj-Napoca');
  });

  it('keeps a figure with its unit, ranges included, and leaves a figure before any other word alone', () => {
    expect(html('Îți răspund în cel mult 24 de ore.')).toBe('<h1>Îți răspund în cel mult <span class="whitespace-nowrap">24 de ore</span>.</h1>');
    expect(html('încă 150–400 RON pe pagină, 1,5 secunde, 2-3 săptămâni')).toBe(
      '<h1>încă <span class="whitespace-nowrap">150–400 RON</span> pe pagină, <span class="whitespace-nowrap">1,5 secunde</span>, ' +
        '<span class="whitespace-nowrap">2-3 săptămâni</span></h1>',
    );
    expect(html('from 10,000–15,000 RON, 3–5 pages')).toBe(
      '<h1>from <span class="whitespace-nowrap">10,000–15,000 RON</span>, <span class="whitespace-nowrap">3–5 pages</span></h1>',
    );
    // Not a unit, not a word of its own ("orele", "2024a"), a year before a comma: left as they are.
    expect(keepWhole('peste 1.200 de urmăritori în orele 2024, lunile de vară')).toBe('peste 1.200 de urmăritori în orele 2024, lunile de vară');
    expect(keepWhole('2 orele')).toBe('2 orele');
  });

  it('wraps the text of Markdown’s HTML, never inside a tag or a code sample', () => {
    expect(keepWholeHtml('Cum verifici un plugin înainte să-l <code class="a-b">x-y</code> instalezi')).toBe(
      'Cum verifici un plugin înainte <span class="whitespace-nowrap">să-l</span> <code class="a-b">x-y</code> instalezi',
    );
    expect(keepWholeHtml('<p title="24 de ore">în 24 de ore</p><pre><code>sleep 5 minute-l</code></pre><p>dă-mi</p>')).toBe(
      '<p title="24 de ore">în <span class="whitespace-nowrap">24 de ore</span></p><pre><code>sleep 5 minute-l</code></pre>' +
        '<p><span class="whitespace-nowrap">dă-mi</span></p>',
    );
  });
});

describe('enDashRanges', () => {
  it('sets ranges of figures closed up and ranges of words spaced, with an en dash', () => {
    expect(enDashRanges('2-4 săptămâni')).toBe('2–4 săptămâni');
    expect(enDashRanges('09:00 - 18:00')).toBe('09:00–18:00');
    expect(enDashRanges('1.000 - 3.000 RON')).toBe('1.000–3.000 RON');
    expect(enDashRanges('Luni - Vineri')).toBe('Luni – Vineri');
    expect(enDashRanges('un site-ul e-mail')).toBe('un site-ul e-mail');
  });
});
