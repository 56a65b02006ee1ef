import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console messages a test expects (excluded from the no-console-errors check). */
  expectedConsole: RegExp | null;
  /** Fails the test when the page logs an error, throws, or requests anything from another origin. */
  guard: void;
};

/**
 * Waits until React has hydrated the page (its fiber is attached to <main>): a test that types or clicks
 * before that races the framework, not our code. Pages that are not HTML are left alone.
 */
async function untilHydrated(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(
    () => {
      // Pages the forms service writes itself carry no Next.js app.
      if (!document.querySelector('script[src*="/_next/static/"]')) return true;
      const main = document.querySelector('main');
      return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { polling: 50 },
  );
}

export const test = base.extend<Fixtures>({
  expectedConsole: [null, { option: true }],
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) return provide(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilHydrated(page, response);
      return response;
    };
    await provide(page);
  },
  guard: [
    async ({ page, baseURL, expectedConsole }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (expectedConsole?.test(text)) return;
        // Reported with its URL by the response listener below.
        if (text.startsWith('Failed to load resource')) return;
        problems.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Anything the Content-Security-Policy blocks is a bug: report it even where Chromium logs nothing.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
        });
      });
      // Name the URL of a failed load (the console line alone does not).
      page.on('response', (response) => {
        if (response.status() >= 400 && !expectedConsole?.test(`Failed to load resource: ${response.status()} ${response.url()}`)) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) problems.push(`request to another origin: ${url}`);
      });
      await use();
      expect(problems, 'console errors, page errors or third-party requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every route of the specification plus the two policy pages, with its h1. */
export const ROUTES = [
  { path: '/', h1: 'Design și marketing care aduc clienți reali' },
  { path: '/about', h1: 'Design cu scop, marketing cu rezultate' },
  { path: '/services', h1: 'Servicii Premium' },
  { path: '/portfolio', h1: 'Proiecte care vorbesc de la sine' },
  { path: '/blog', h1: 'Idei și sfaturi pentru afacerea ta online' },
  { path: '/contact', h1: 'Hai să discutăm despre proiectul tău' },
  { path: '/privacy', h1: 'Politica de confidențialitate' },
  { path: '/terms', h1: 'Termeni și condiții' },
] as const;

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Serious and critical axe violations, WCAG 2.2 A/AA rules. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's text without markup, as a browser without JavaScript would show it. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}
