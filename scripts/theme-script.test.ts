import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../server/headers';
import { THEME_COLORS, THEME_SCRIPT } from '../lib/theme';
import { withThemeScript } from './theme-script';
import { deferStartupScripts } from './startup-scripts';

const PAGE =
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><main></main></body></html>';

describe('withThemeScript', () => {
  it('puts the script first after the charset, before the loader and the style sheet', () => {
    const html = withThemeScript(deferStartupScripts(PAGE));
    const theme = html.indexOf(THEME_SCRIPT);
    expect(theme).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(theme).toBeLessThan(html.indexOf('data-startup'));
    expect(theme).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('is idempotent and its hash is one of the page policy hashes', () => {
    const once = withThemeScript(PAGE);
    expect(withThemeScript(once)).toBe(once);
    expect(inlineScriptHashes(once)).toHaveLength(1);
  });

  it('fails loudly on a page without the charset meta', () => {
    expect(() => withThemeScript('<html><head></head></html>')).toThrow(/charSet/);
  });
});

describe('THEME_SCRIPT', () => {
  function run(stored: string | null) {
    const attributes: Record<string, string> = {};
    const listeners: Record<string, (event: unknown) => void> = {};
    const html = {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      removeAttribute: (name: string) => delete attributes[name],
    };
    const metas = [
      { media: '(prefers-color-scheme: light)', content: '' },
      { media: '(prefers-color-scheme: dark)', content: '' },
    ];
    const document = {
      documentElement: html,
      querySelectorAll: () => metas,
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    };
    const store = new Map<string, string>(stored === null ? [] : [['tema', stored]]);
    const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    new Function('document', 'localStorage', THEME_SCRIPT)(document, localStorage);
    const click = () => listeners.click!({ target: { closest: () => ({}) } });
    return { attributes, metas, store, click };
  }

  it('leaves the theme to the system (the style sheet) without a stored choice', () => {
    const page = run(null);
    expect(page.attributes).toEqual({ 'data-theme-choice': 'system' });
    expect(page.metas.map((m) => m.content)).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
    expect(run('nonsense').attributes).toEqual({ 'data-theme-choice': 'system' });
  });

  it('applies a stored choice over the system, theme-color included', () => {
    const dark = run('dark');
    expect(dark.attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
    expect(dark.metas.map((m) => m.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(run('light').metas.map((m) => m.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it('cycles system → light → dark → system on the toggle and stores the choice', () => {
    const page = run(null);
    page.click();
    expect(page.attributes).toEqual({ 'data-theme': 'light', 'data-theme-choice': 'light' });
    expect(page.store.get('tema')).toBe('light');
    page.click();
    expect(page.attributes).toEqual({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
    page.click();
    expect(page.attributes).toEqual({ 'data-theme-choice': 'system' });
    expect(page.store.get('tema')).toBe('system');
  });
});
