import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * A slow phone, as Lighthouse's mobile profile models it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up, the CPU 6× slower. Chromium's own throttling (CDP), so the page's script really starts seconds
 * after the form is on screen, the window in which a visitor may already be typing.
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** React has taken this element over: its fiber is attached (the framework's own hydration marker). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

/**
 * The page at its first bytes, and the element once it is in the page, before React takes it over: what
 * a visitor on a slow phone sees and starts typing into. The page's scripts (and its RSC payload) wait
 * until the returned `release()`: under 6× CPU throttling each of Playwright's own steps is slow too, and
 * on a busy machine React could otherwise arrive in the middle of the typing; held, it never does, so
 * every run tests the same thing. Released, they load at the phone's speed.
 */
export async function openBeforeHydration(page: Page, path: string, element: Locator): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The scripts only: the style sheet (also under chunks/) is not held, the page paints as it would.
  await page.route(/\/_next\/static\/(chunks|flight)\/[^?]*\.js/, async (route: Route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await element.waitFor({ state: 'visible' });
  expect(await isHydrated(element), 'the form is already hydrated: the test would not see typing before the script').toBe(false);
  return async () => {
    expect(await isHydrated(element), 'all of it was typed before React took the form over').toBe(false);
    release();
  };
}

/** Waits until React has the element and every startup script has run (the re-renders after hydration included). */
export async function untilScriptStarted(page: Page, element: Locator): Promise<void> {
  await expect.poll(() => isHydrated(element), { timeout: 30_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Moves the caret of the focused one-line text field back to `at`, with the arrow keys. */
export async function putCaret(field: Locator, at: number): Promise<void> {
  const length = (await field.inputValue()).length;
  for (let i = at; i < length; i++) await field.page().keyboard.press('ArrowLeft');
}

/** Where the caret is in the focused field: [start, end] of its selection. */
export function caretOf(field: Locator): Promise<[number | null, number | null]> {
  return field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd]);
}
