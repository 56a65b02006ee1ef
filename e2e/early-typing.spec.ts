/**
 * What a visitor types before the page's script starts survives it, in every form but the contact form
 * (whose throttled test, with the lead stored and both e-mails, is in forms.spec.ts): on a slow phone
 * (e2e/phone-profile.ts), typing begins the moment the form is in the page, before React has it, and once
 * the script has run the values, the focus and the caret are where the visitor left them.
 */
import { atPhoneWidth, expect, test } from './fixtures';
import { caretOf, isHydrated, openBeforeHydration, putCaret, throttleLikeAPhone, untilScriptStarted } from './phone-profile';

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });
test.skip(atPhoneWidth, 'sets its own viewport: runs in the desktop project only');

test.beforeEach(async ({ page }) => {
  test.setTimeout(45_000);
  await throttleLikeAPhone(page);
});

test('English contact form: text, a checked service, the budget, the focus and the caret', async ({ page }) => {
  const form = page.locator('form[action^="/api/contact"]');
  const release = await openBeforeHydration(page, '/en/contact', form);
  await form.getByRole('checkbox', { name: 'Graphic design' }).dispatchEvent('click');
  await form.getByRole('combobox', { name: 'Budget' }).selectOption({ index: 2 });
  const budget = await form.getByRole('combobox', { name: 'Budget' }).inputValue();
  const name = form.getByRole('textbox', { name: 'Full name *' });
  await name.focus();
  await page.keyboard.type('Jane Smith');
  await putCaret(name, 'Jane '.length);
  await release();

  await untilScriptStarted(page, form);
  await expect(name).toHaveValue('Jane Smith');
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(form.getByRole('combobox', { name: 'Budget' })).toHaveValue(budget);
  expect(budget).not.toBe('');
  await expect(name).toBeFocused();
  expect(await caretOf(name)).toEqual([5, 5]);
  await page.keyboard.type('A. ');
  await expect(name).toHaveValue('Jane A. Smith');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
});

test('blog: the search query and the newsletter address; the focus and caret carry over to the loaded box', async ({ page }) => {
  const search = page.getByRole('search').filter({ has: page.locator('#cautare-blog') });
  const box = page.locator('[data-newsletter]');
  const release = await openBeforeHydration(page, '/blog', search);
  const query = search.getByRole('searchbox');
  await query.focus();
  await page.keyboard.type('logo bun');
  // Then down to the newsletter box (its code loads once the page's script finds the focus in it).
  const email = box.getByRole('textbox', { name: 'Adresa ta de email' });
  await email.focus();
  await page.keyboard.type('ana@');
  expect(await isHydrated(box), 'typed before React took the box over').toBe(false);
  await release();

  await untilScriptStarted(page, search);
  await expect(box).toHaveAttribute('data-newsletter', 'ready');
  await expect(query).toHaveValue('logo bun');
  // The query typed before the script is the article list's query too.
  await expect(page).toHaveURL(/[?&]q=logo(\+|%20)bun/);
  await expect(email).toHaveValue('ana@');
  await expect(email).toBeFocused();
  // An e-mail field has no caret position to read: the caret is after the text, where typing goes on.
  await page.keyboard.type('firma.ro');
  await expect(email).toHaveValue('ana@firma.ro');
  // Both forms took the values over through the shared hook (lib/forms/use-form-values.ts).
  await expect(search).toHaveAttribute('data-hydrated', 'true');
  await expect(box.locator('form')).toHaveAttribute('data-hydrated', 'true');
});

test.describe('404 page', () => {
  test.use({ expectedConsole: /User attempted to access non-existent route|Failed to load resource.*404/ });

  test('search: the query, the focus and the caret', async ({ page }) => {
    const search = page.getByRole('search').filter({ has: page.locator('#cautare-404') });
    const release = await openBeforeHydration(page, '/nu-exista-inca', search);
    const field = search.getByRole('searchbox');
    await field.focus();
    await page.keyboard.type('preturi site');
    await putCaret(field, 'preturi '.length);
    await release();

    await untilScriptStarted(page, search);
    await expect(field).toHaveValue('preturi site');
    await expect(field).toBeFocused();
    expect(await caretOf(field)).toEqual([8, 8]);
  });
});
