import { getArticles, getProjects } from '../lib/content';
import { expect, ROUTES, test } from './fixtures';

/**
 * Targets big enough for a thumb (issue 20), at 375 px: every control at least 24×24 px (WCAG 2.2's
 * 2.5.8 without leaning on its spacing exception), and the primary ones at least 44×44 px, as platform
 * guidelines ask: the menu toggle, the cards' actions, filters and view toggle, form controls and submit
 * buttons. A checkbox counts by its label, the row a thumb presses. Links inside a sentence are exempt
 * (WCAG's inline exception), as is text the browser sizes (the skip link until focused).
 */
const PRIMARY = [
  '[popovertarget="mobile-menu"]',
  '[data-card-action]',
  '[role="group"] button',
  'form input:not([type="hidden"]):not([tabindex="-1"])',
  'form textarea',
  'form select',
  'form button',
].join(', ');

test.describe('touch targets at 375 px', () => {
  test.skip(({ page }) => (page.viewportSize()?.width ?? 0) > 400, 'measured at 375 px');

  const paths = [...ROUTES.map((r) => r.path), `/blog/${getArticles()[0]!.slug}`, `/portfolio/${getProjects()[0]!.slug}`];
  for (const path of paths) {
    test(`${path}: every control is at least 24×24 px, the primary ones 44×44`, async ({ page }) => {
      await page.goto(path);
      const problems = await page.evaluate((primary) => {
        const out: string[] = [];
        const describe = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        const visible = (el: Element) => {
          const style = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          return style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1 && el.checkVisibility();
        };
        const inSentence = (el: Element) => {
          if (el.tagName !== 'A' || el.classList.contains('heading-anchor')) return false;
          const block = el.parentElement?.closest('p, li, dd, figcaption, small, td');
          return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 1;
        };
        for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')) {
          if (!visible(el) || inSentence(el) || el.closest('[aria-hidden="true"], .sr-only')) continue;
          // Honeypot fields sit off screen for bots.
          if ((el as HTMLInputElement).tabIndex === -1) continue;
          const isPrimary = el.matches(primary);
          const box = (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) || el;
          const { width, height } = box.getBoundingClientRect();
          const min = isPrimary ? 44 : 24;
          if (width + 0.5 < min || height + 0.5 < min)
            out.push(`${describe(el)}: ${width.toFixed(1)}×${height.toFixed(1)} < ${min}${isPrimary ? ' (primary)' : ''}`);
        }
        return out;
      }, PRIMARY);
      expect(problems).toEqual([]);
    });
  }
});
