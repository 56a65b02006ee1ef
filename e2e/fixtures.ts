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
      // (The startup scripts are added by a loader after the first paint: scripts/startup-scripts.ts.)
      if (!document.querySelector('script[src*="/_next/static/"], script[data-startup]')) return true;
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
      // A test that asks for the page at its first bytes wants it before React takes over.
      if (options?.waitUntil !== 'commit') await untilHydrated(page, response);
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
      page.on('pageerror', (error) => {
        // Chromium's own note when a cross-document view transition (app/globals.css) meets a page that
        // has not opted in (the forms service's answer to a posted form): the navigation simply happens
        // without the cross-fade.
        if (/Transition was aborted because of invalid state\. ViewTransition opt-in disabled/.test(error.message)) return;
        problems.push(`page error: ${error.message}`);
      });
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
export const ROUTES: readonly { path: string; h1: string; content: readonly string[] }[] = [
  {
    path: '/',
    h1: 'Design și marketing care aduc clienți reali',
    content: ['Proiecte finalizate 50+', 'Clienți mulțumiți 95%', 'Ani de experiență 5+', 'Timp de răspuns 24h', 'Proiecte reprezentative'],
  },
  {
    path: '/about',
    h1: 'Design cu scop, marketing cu rezultate',
    content: ['Web design 95 %', 'Dezvoltare WordPress 90 %', 'Design grafic 98 %', 'Marketing digital 85 %', 'Strategie de brand 88 %', 'Experiența utilizatorului (UX) 92 %'],
  },
  {
    path: '/services',
    h1: 'Servicii Premium',
    content: ['de la 1.500 RON', 'de la 2.500 RON', 'de la 800 RON', '500 RON / oră', 'Cel Mai Popular', '4.500 RON', '6.000 RON', '3 luni de suport gratuit'],
  },
  {
    path: '/portfolio',
    h1: 'Proiecte care vorbesc de la sine',
    content: ['Proiecte în portofoliu 12', 'Clienți 50+', 'Rată de succes la proiectele încheiate 95%', 'Timp de răspuns 24h', 'Toate 12', 'Web Design 5', 'WordPress 4', 'Branding 6', 'Marketing 3'],
  },
  {
    path: '/blog',
    h1: 'Idei și sfaturi pentru afacerea ta online',
    content: ['Toate 24', 'Web Design 8', 'Marketing 6', 'WordPress 5', 'Branding 5', 'Recomandat', 'Încarcă mai multe articole'],
  },
  {
    path: '/contact',
    h1: 'Hai să discutăm despre proiectul tău',
    content: ['Sub 1.000 RON', 'Peste 10.000 RON', 'Luni – Vineri 09:00–18:00', 'Sâmbătă 10:00–14:00', 'Duminică Închis', 'Trimite mesajul'],
  },
  { path: '/privacy', h1: 'Politica de confidențialitate', content: ['ANSPDCP', 'cel mult 24 de luni'] },
  { path: '/terms', h1: 'Termeni și condiții', content: ['Studio Creativ SRL'] },
];

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * For `test.skip(atPhoneWidth, 'why')` in a group of tests whose subject does not depend on the viewport
 * (data, links, URLs, raw HTML, a page's own viewport): they run in the desktop project only, as the
 * VIEWPORT_FREE specs of playwright.config.ts do, which keeps the suite within CI's time. It reads the
 * project's viewport (not a group's own test.use one) and asks for no fixture, so the skipped test in the
 * mobile project opens no browser.
 */
export const atPhoneWidth = () => (test.info().project.use.viewport?.width ?? 1280) < 768;

/** Serious and critical axe violations, WCAG 2.2 A/AA rules. */
export async function seriousViolations(page: Page, only?: { rules: string[] }) {
  const axe = new AxeBuilder({ page });
  const results = await (only ? axe.withRules(only.rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])).analyze();
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
