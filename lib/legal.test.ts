import { describe, expect, it } from 'vitest';
import { fillLegal, legalValues, loadLegal, vatInEnglish } from '@/lib/legal';
import { siteConfig } from '@/lib/site';

describe('legal texts', () => {
  it('fills tokens and optional parts, and fails on an unknown token naming the file', () => {
    const values = { 'site.name': 'Studio', 'legal.registeredAddress': '' };
    expect(fillLegal('By {site.name}{?legal.registeredAddress}, at {legal.registeredAddress}{/?}.', values, 'f.md')).toBe('By Studio.');
    expect(() => fillLegal('{site.phone}', values, 'content/legal/x.en.md')).toThrow(/content\/legal\/x\.en\.md[\s\S]*\{site\.phone\}/);
  });

  it('the English texts say in English what the config says in Romanian', () => {
    const en = legalValues('en');
    expect(en['site.leadRetentionMonths']).toBe(`${siteConfig.leadRetentionMonths} months`);
    expect(en['legal.vatStatement']).toBe(vatInEnglish(siteConfig.legal.vatStatement));
    expect(vatInEnglish('+ TVA')).toBe('plus VAT');
    expect(en['legal.registration']).not.toMatch(/Nr\. Reg\. Com\./);
  });

  it('the English privacy policy names the Romanian text as binding and links to it', () => {
    const { html, title } = loadLegal('privacy', 'en');
    expect(title).toBe('Privacy policy');
    expect(html).toContain('href="/privacy"');
    expect(html).toMatch(/legally binding/);
    expect(html).not.toMatch(/\{[a-z]+\.\w+\}/);
  });
});
