/**
 * How fast the page answers a tap: INP-style figures for the widgets a visitor uses first, before and
 * after React has hydrated the page, with Chromium's CPU throttled 4× (Lighthouse's mobile CPU).
 *
 * For each interaction, on a fresh page: the Event Timing API reports every event of the interaction
 * (pointerdown, pointerup, click, or keydown, input, keyup) with its duration, the time from the input to
 * the next paint after its handlers ran; the figure is the longest, as INP counts an interaction. Entries
 * under 16 ms (the API's smallest threshold) are not reported, but the page's first input always is
 * ('first-input'), so a fast answer reads as that entry's duration. Event Timing rounds to 8 ms.
 *
 * "Before hydration": the page is loaded while its startup scripts are held back (the HTML, the style
 * sheet and the inline scripts only: the theme script is one), so what answers is the platform and the
 * pre-rendered HTML; `works` says whether the interaction did its job without React (a menu opened, the
 * theme changed, the list changed). "After hydration": the scripts load and React takes the page first.
 *
 *   npx tsx bench/interactions.ts [--runs 5]     (after npm run build; npm run bench prints it too)
 */
import type { Browser, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;

type Interaction = {
  name: string;
  path: string;
  mobile: boolean;
  /** Performs the input. */
  act: (page: Page) => Promise<void>;
  /** Whether it did its job (checked after the input has been answered). */
  done: (page: Page) => Promise<boolean>;
};

export const INTERACTIONS: Interaction[] = [
  {
    name: 'mobile menu: open',
    path: '/',
    mobile: true,
    act: (page) => page.locator('button[aria-controls="mobile-menu"]').tap(),
    done: (page) => page.locator('#mobile-menu').isVisible(),
  },
  {
    name: 'services dropdown: open',
    path: '/',
    mobile: false,
    act: (page) => page.getByRole('button', { name: 'Submeniu Cu ce ne ocupăm' }).click(),
    done: (page) => page.getByRole('navigation', { name: 'Meniu principal' }).getByRole('link', { name: 'WordPress Development' }).isVisible(),
  },
  {
    name: 'portfolio filter: Branding',
    path: '/portfolio',
    mobile: false,
    act: (page) => page.getByRole('group', { name: 'Filtrează după categorie' }).getByRole('link', { name: /^Branding/ }).click(),
    // The chip says it is on (the grid's first page may hold six projects either way).
    done: async (page) =>
      (await page.getByRole('group', { name: 'Filtrează după categorie' }).getByRole('link', { name: /^Branding/ }).getAttribute('aria-current')) === 'true',
  },
  {
    name: 'blog: Încarcă mai multe',
    path: '/blog',
    mobile: false,
    act: (page) => page.getByRole('link', { name: 'Încarcă mai multe articole' }).click(),
    done: async (page) => !(await page.getByRole('link', { name: 'Încarcă mai multe articole' }).isVisible()) || (await page.locator('article').count()) > 10,
  },
  {
    name: 'blog search: first keystroke',
    path: '/blog',
    mobile: false,
    act: async (page) => {
      await page.getByRole('searchbox', { name: 'Caută articole' }).focus();
      await page.keyboard.press('w');
    },
    done: async (page) => (await page.getByRole('searchbox', { name: 'Caută articole' }).inputValue()) === 'w',
  },
  {
    name: 'theme toggle',
    path: '/',
    mobile: false,
    act: (page) => page.locator('[data-theme-toggle]').click(),
    done: (page) => page.evaluate(() => document.documentElement.dataset.themeChoice === 'light'),
  },
];

export type InteractionFigures = {
  name: string;
  path: string;
  before: { median: number | null; runs: (number | null)[]; works: boolean };
  after: { median: number | null; runs: (number | null)[]; works: boolean };
};

const OBSERVER = `
  window.__benchEvents = [];
  for (const type of ['event', 'first-input'])
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchEvents.push({ type: e.entryType, name: e.name, duration: e.duration, id: e.interactionId || 0 });
    }).observe({ type, buffered: true, durationThreshold: 16 });
  (function poll() {
    const root = document.querySelector('main');
    if (root && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))) window.__benchReady = true;
    else setTimeout(poll, 20);
  })();
`;

declare global {
  interface Window {
    __benchEvents?: { type: string; name: string; duration: number; id: number }[];
    __benchReady?: boolean;
  }
}

async function once(browser: Browser, origin: string, interaction: Interaction, hydrated: boolean) {
  const context = await browser.newContext(
    interaction.mobile
      ? { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  try {
    const page = await context.newPage();
    // Before hydration: the startup scripts never arrive (the request waits until the page is closed).
    if (!hydrated) await page.route('**/_next/static/chunks/*.js', () => new Promise(() => {}));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVER);
    // A widget missing from the build (an older one, measured for comparison) fails fast.
    page.setDefaultTimeout(10_000);
    await page.goto(`${origin}${interaction.path}`, { waitUntil: hydrated ? 'load' : 'domcontentloaded' });
    if (hydrated) await page.waitForFunction(() => window.__benchReady === true, undefined, { timeout: 60_000 });
    else await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Let the page settle (fonts, idle callbacks) so the input meets an idle main thread, as a tap would.
    await page.waitForTimeout(hydrated ? 1000 : 300);
    const acted = await interaction.act(page).then(() => true, () => false);
    if (!acted) return { latency: null, works: false };
    await page.waitForTimeout(600);
    const events = await page.evaluate(() => window.__benchEvents ?? []);
    const durations = events.filter((e) => e.type === 'first-input' || e.id > 0).map((e) => e.duration);
    const works = await interaction.done(page).catch(() => false);
    return { latency: durations.length ? Math.max(...durations) : null, works };
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)]! : null;
};

/** Every interaction, `runs` times before and after hydration, the runs interleaved. */
export async function measureInteractions(browser: Browser, origin: string, runs: number): Promise<InteractionFigures[]> {
  const figures: InteractionFigures[] = [];
  for (const interaction of INTERACTIONS) {
    const before: { latency: number | null; works: boolean }[] = [];
    const after: { latency: number | null; works: boolean }[] = [];
    for (let i = 0; i < runs; i += 1) {
      before.push(await once(browser, origin, interaction, false));
      after.push(await once(browser, origin, interaction, true));
    }
    figures.push({
      name: interaction.name,
      path: interaction.path,
      before: { median: median(before.map((r) => r.latency)), runs: before.map((r) => r.latency), works: before.every((r) => r.works) },
      after: { median: median(after.map((r) => r.latency)), runs: after.map((r) => r.latency), works: after.every((r) => r.works) },
    });
  }
  return figures;
}

/** The figures as a Markdown table. */
export function interactionsTable(figures: InteractionFigures[]): string {
  const cell = (f: InteractionFigures['before']) =>
    `${f.median === null ? 'n/a' : `${Math.round(f.median)} ms`}${f.works ? '' : ' (does nothing)'}`;
  const rows = figures.map((f) => `| ${f.name} (${f.path}) | ${cell(f.before)} | ${cell(f.after)} |`);
  return ['| interaction | before hydration | after hydration |', '|---|---:|---:|', ...rows].join('\n');
}

// Run by itself: serve out/ with our server and print the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const { parseArgs } = await import('node:util');
  const { launchBrowser } = await import('./wire');
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as import('node:net').AddressInfo;
      s.close(() => resolve(port));
    });
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: `${process.env.TMPDIR || '/tmp'}/bench-inp-${port}`, RATE_LIMIT_DISABLED: '1' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 300) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await launchBrowser();
    try {
      const figures = await measureInteractions(browser, origin, Number(values.runs));
      console.log(`Interaction latency, CPU ${CPU_SLOWDOWN}× slower, median of ${values.runs} (Event Timing: input to next paint)\n`);
      console.log(interactionsTable(figures));
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}
