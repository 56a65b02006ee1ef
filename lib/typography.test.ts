import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enDashRanges, keepClitics, keepCliticsHtml } from './typography';

const html = (text: string) => renderToStaticMarkup(createElement('h1', null, keepClitics(text)));

describe('keepClitics', () => {
  it('keeps a clitic form on one line and leaves long compounds and plain text alone', () => {
    expect(html('Site WordPress lent? Accelerează-l: găzduire, cache')).toBe(
      '<h1>Site WordPress lent? <span class="whitespace-nowrap">Accelerează-l</span>: găzduire, cache</h1>',
    );
    expect(html('Dă-mi un semn într-o zi')).toBe(
      '<h1><span class="whitespace-nowrap">Dă-mi</span> un semn <span class="whitespace-nowrap">într-o</span> zi</h1>',
    );
    expect(keepClitics('Design mobile-first din Cluj-Napoca')).toBe('Design mobile-first din Cluj-Napoca');
  });

  it('wraps the text of a heading’s HTML, never inside a tag', () => {
    expect(keepCliticsHtml('Cum verifici un plugin înainte să-l <code class="a-b">x</code> instalezi')).toBe(
      'Cum verifici un plugin înainte <span class="whitespace-nowrap">să-l</span> <code class="a-b">x</code> instalezi',
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
