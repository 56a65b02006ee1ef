import { atPhoneWidth, expect, test } from './fixtures';

/** Every call to action of spec section 2, by page: [accessible name, expected href]. */
const CTAS: Record<string, [string | RegExp, string][]> = {
  '/': [
    // The free consultation, booked on the site (issue 48).
    ['Programează o consultanță gratuită', '/programare'],
    ['Începe Colaborarea', '/contact'],
    ['Vezi Portofoliul', '/portfolio'],
    ['Vezi tot portofoliul', '/portfolio'],
    ['Vezi toate serviciile', '/services'],
    ['Devino următorul client mulțumit', '/contact'],
    ['Contactează-mă', '/contact'],
    ['Vezi serviciile', '/services'],
  ],
  '/about': [
    ['Contactează-mă', '/contact'],
    ['Vezi portofoliul', '/portfolio'],
  ],
  '/services': [
    ['Solicită ofertă pentru Web design', '/contact?serviciu=web-design'],
    ['Solicită ofertă pentru Dezvoltare WordPress', '/contact?serviciu=wordpress'],
    ['Solicită ofertă pentru Design grafic', '/contact?serviciu=graphic-design'],
    ['Solicită ofertă pentru Marketing digital', '/contact?serviciu=marketing'],
    ['Vreau pachetul Start-up', '/contact?serviciu=pachet-start-up'],
    ['Cere o consultanță gratuită', '/programare'],
    ['Vezi portofoliul', '/portfolio'],
  ],
  '/portfolio': [
    ['Începe un proiect', '/contact'],
    ['Vezi serviciile', '/services'],
  ],
  '/blog': [
    ['Află mai multe despre mine', '/about'],
    ['Contactează-mă', '/contact'],
  ],
  '/contact': [
    ['Programează o întâlnire', '/programare'],
    ['Vezi portofoliul', '/portfolio'],
  ],
};

test.describe('calls to action', () => {
  // Where each call to action leads, and what the contact form makes of it: the same links at every width.
  // The hero's buttons are clicked at phone width too (the header and the hero's layout change there).
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    // The six pages in one tab, one after the other: one browser context instead of six.
    test('every page links every call to action to its target', async ({ page }) => {
      // The time each page had as a test of its own (the project's: 30 s, 60 s on Cloudflare).
      test.setTimeout(Object.keys(CTAS).length * test.info().timeout);
      for (const [path, ctas] of Object.entries(CTAS)) {
        await page.goto(path);
        const main = page.getByRole('main');
        for (const [name, href] of ctas) {
          // Soft: a wrong link on one page does not hide the others'.
          await expect.soft(main.getByRole('link', { name, exact: true }).first(), path).toHaveAttribute('href', href);
        }
      }
    });

    test('a request-an-offer button opens the form with that service checked', async ({ page }) => {
      await page.goto('/services');
      await page.getByRole('link', { name: 'Solicită ofertă pentru Dezvoltare WordPress' }).click();
      await expect(page).toHaveURL(/\/contact\?serviciu=wordpress$/);
      await expect(page.getByRole('checkbox', { name: 'Dezvoltare WordPress' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Web design' })).not.toBeChecked();
    });

    // "Programează o întâlnire" books on the site now (e2e/booking.spec.ts); a link with the meeting
    // subject (an e-mail, an old bookmark, BOOKING_URL's fallback before issue 48) still sets it.
    test('a link with the meeting subject sets it on the contact form', async ({ page }) => {
      await page.goto('/contact?subiect=intalnire#formular');
      await expect(page.getByText('Programează o întâlnire: spune-mi pe scurt')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Detalii Proiect *' })).toHaveValue(/programăm o întâlnire/);
    });

    test('contact methods open mail, phone and WhatsApp links', async ({ page }) => {
      await page.goto('/contact');
      const direct = page.getByRole('region', { name: 'Contact direct' });
      await expect(direct.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:contact@studiocreativ\.ro\?subject=/);
      await expect(direct.getByRole('link', { name: /^Telefon/ })).toHaveAttribute('href', 'tel:+40712345678');
      await expect(direct.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/40712345678\?text=/);
    });
  });

  test('the home page hero buttons navigate', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Începe Colaborarea' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Vezi Portofoliul', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});
