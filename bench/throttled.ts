/**
 * One page load as a phone on a slow network lives it, measured rather than simulated: Chromium's own
 * network and CPU throttling (the constants of Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s
 * down, 750 kbit/s up, CPU 4× slower), an empty cache, and the page's own paint timings.
 *
 * Why next to Lighthouse: Lighthouse's default (simulated) throttling loads the page unthrottled and
 * replays that trace on a model. Served from this machine, the scripts finish loading around the first
 * paint, and the model counts those that finished before it into the largest paint. Here the browser
 * really waits on the network, and the figures say when the visitor sees the content (FCP, LCP) and when
 * React has taken over the page (hydrated: the first <main>, else <h1>, carries React's fiber).
 *
 * What it does not model: Chromium's throttling adds latency per request and caps throughput, but knows
 * nothing of TCP slow start (an HTML document over ~14 KB takes a second round trip on a new connection)
 * or of TLS. Compare variants with both tables, not this one alone.
 */
import type { Browser } from '@playwright/test';

export const SLOW_4G = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 } as const;

export type ThrottledLoad = { fcp: number | null; lcp: number | null; hydrated: number | null };

declare global {
  interface Window {
    __benchLcp?: number;
    __benchHydrated?: number;
  }
}

async function loadOnce(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.rttMs,
      downloadThroughput: (SLOW_4G.downKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await page.addInitScript(`
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      (function poll() {
        const root = document.querySelector('main') || document.querySelector('h1');
        if (root && Object.keys(root).some((key) => key.startsWith('__reactFiber$')))
          window.__benchHydrated = performance.now();
        else setTimeout(poll, 10);
      })();
    `);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__benchHydrated !== undefined, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    // LCP entries stop at the first input; none comes, so let late candidates land.
    await page.waitForTimeout(500);
    const [fcp, lcp, hydrated] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      window.__benchLcp,
      window.__benchHydrated,
    ]);
    const round = (v: number | undefined) => (v === undefined ? null : Math.round(v));
    return { fcp: round(fcp), lcp: round(lcp), hydrated: round(hydrated) };
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : known[Math.floor(known.length / 2)]!;
};

/** The median of each figure over `runs` loads. */
export async function measureThrottled(
  browser: Browser,
  url: string,
  runs: number,
): Promise<{ median: ThrottledLoad; runs: ThrottledLoad[] }> {
  const loads: ThrottledLoad[] = [];
  for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, url));
  return {
    median: {
      fcp: median(loads.map((l) => l.fcp)),
      lcp: median(loads.map((l) => l.lcp)),
      hydrated: median(loads.map((l) => l.hydrated)),
    },
    runs: loads,
  };
}
