/**
 * Bytes on the wire of one page load in a real Chromium (Playwright, the system Chromium): every response
 * of the load, from CDP Network events, grouped by type. A fresh context per page (empty cache), a
 * Lighthouse-like mobile viewport, and the load is over once the network has been idle for 500 ms (so
 * Next's prefetches of the links in view are counted: a visitor downloads them too).
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { PAYLOAD_DIR } from '../scripts/flight-payload';

export const WIRE_TYPES = ['html', 'js', 'css', 'font', 'image', 'other'] as const;
export type WireType = (typeof WIRE_TYPES)[number];

export type WireRequest = {
  url: string;
  type: WireType;
  status: number;
  encoding: string;
  /** Bytes of the body as sent (compressed). */
  body: number;
  /** Body plus response headers, as CDP's loadingFinished.encodedDataLength counts them. */
  transfer: number;
};

export type WireResult = {
  status: number;
  requests: number;
  /** Body bytes per type. */
  bytes: Record<WireType, number>;
  totalBody: number;
  totalTransfer: number;
  /** The `<h1>` text after the page's JavaScript ran (null when there is none). */
  renderedH1: string | null;
  entries: WireRequest[];
};

const TYPE_OF: Record<string, WireType> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Font: 'font',
  Image: 'image',
};

export async function launchBrowser(): Promise<Browser> {
  const found = findChromium() as { path: string } | undefined;
  return chromium.launch({ executablePath: found?.path, args: CHROMIUM_ARGS });
}

export async function measureWire(browser: Browser, url: string): Promise<WireResult> {
  const context = await browser.newContext({
    // Lighthouse's mobile screen (moto g power).
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  type Pending = { url: string; type: WireType; status: number; encoding: string; headerBytes: number };
  const pending = new Map<string, Pending>();
  const entries: WireRequest[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(
      ([k]) => k.toLowerCase() === 'content-encoding',
    )?.[1];
    pending.set(e.requestId, {
      url: e.response.url,
      // The page's RSC payload file is the part of the page postbuild moved out of the HTML
      // (scripts/flight-payload.ts): counted with the HTML, as before the move.
      type: new URL(e.response.url).pathname.startsWith(PAYLOAD_DIR) ? 'html' : (TYPE_OF[e.type] ?? 'other'),
      status: e.response.status,
      encoding: encoding ?? '',
      // At responseReceived, the bytes received so far are the status line and headers.
      headerBytes: e.response.encodedDataLength,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p || p.url.startsWith('data:')) return;
    entries.push({
      url: p.url,
      type: p.type,
      status: p.status,
      encoding: p.encoding,
      body: Math.max(0, e.encodedDataLength - p.headerBytes),
      transfer: e.encodedDataLength,
    });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const h1 = page.locator('h1').first();
  const renderedH1 =
    (await h1.count()) > 0 ? ((await h1.textContent()) ?? '').replace(/\s+/g, ' ').trim() : null;
  await context.close();

  const bytes = Object.fromEntries(WIRE_TYPES.map((t) => [t, 0])) as Record<WireType, number>;
  for (const e of entries) bytes[e.type] += e.body;
  return {
    status: response?.status() ?? 0,
    requests: entries.length,
    bytes,
    totalBody: entries.reduce((s, e) => s + e.body, 0),
    totalTransfer: entries.reduce((s, e) => s + e.transfer, 0),
    renderedH1,
    entries: entries.sort((a, b) => b.body - a.body),
  };
}
