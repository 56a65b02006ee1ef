import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createTestDatabase } from '../server/test-postgres';
import { startSmtpSink, type SmtpSink } from '../server/testing';
import type { Page } from '@playwright/test';
import { formatRgb } from 'culori';
import { derivePalettes } from '../lib/brand';
import { siteConfig } from '../lib/site';
import { cloudflareSink, isCloudflare, queryD1 } from './cloudflare';
import { atPhoneWidth, expect, seriousViolations, test } from './fixtures';
import { caretOf, openBeforeHydration, putCaret, throttleLikeAPhone, untilScriptStarted } from './phone-profile';

/**
 * The forms end to end. The first block drives Chromium against a forms service of its own (one per
 * worker: a real server process, a temp SQLite file, a local SMTP sink), so it never depends on the
 * shared web server's state. The desktop-postgres project runs that block with the service on
 * PostgreSQL (a database of its own on the run's embedded server, e2e/global-setup.ts); the cloudflare
 * project runs it against the Worker's preview that its specs share (its sink and local D1 through
 * e2e/cloudflare.ts). The last block uses the shared server and cuts the API off in the browser.
 */

function freePortSync(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]),
  );
}

// Computed when the module loads (once per worker), so test.use() can point baseURL at it.
const PORT = freePortSync();
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
/** The worker's own sink (Node targets); `sink` is what the tests read, that one or the preview's. */
let ownSink: SmtpSink | undefined;
let sink: Pick<SmtpSink, 'messages' | 'waitFor'> | undefined;
let onCloudflare = false;
let dataDir = '';
let database: { url: string; drop(): Promise<void> } | undefined;

/** What the service stored, read from SQLite or PostgreSQL (`?` placeholders either way). */
async function query<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  if (onCloudflare) return queryD1<T>(sql, params);
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }
  const handle = new Database(path.join(dataDir, 'forms.db'), { readonly: true });
  try {
    return handle.prepare(sql).all(...params) as T[];
  } finally {
    handle.close();
  }
}

async function startService() {
  // The Worker's preview is already running (e2e/cloudflare-setup.ts), shared by the project's specs.
  if (isCloudflare(test.info())) {
    onCloudflare = true;
    sink = cloudflareSink;
    return;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-forms-'));
  if (test.info().project.metadata?.engine === 'postgres') {
    const adminUrl = process.env.E2E_PG_ADMIN_URL;
    if (!adminUrl) throw new Error('E2E_PG_ADMIN_URL is not set (e2e/global-setup.ts)');
    database = await createTestDatabase(adminUrl, 'e2e');
  }
  sink = ownSink = await startSmtpSink();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: `smtp://127.0.0.1:${ownSink.port}`,
      PUBLIC_URL: ORIGIN,
      // Playwright types faster than any person; the timer itself is covered by server/api.test.ts.
      MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      OUTBOX_POLL_MS: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the forms service did not start');
}

async function stopService() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await ownSink?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * A page the forms service wrote itself looks like the site: the site's stylesheet and font applied,
 * the header with the logo linking home, the footer, and its button styled as the site's buttons.
 * (The guard fixture fails the test on any CSP violation or console error.)
 */
async function expectSiteLook(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Studio Creativ, pagina principală' }),
  ).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText('Studio Creativ SRL');
  expect(await page.locator('link[rel="stylesheet"][href^="/_next/static/"]').count()).toBeGreaterThan(0);
  expect(await page.locator('script').count()).toBe(0);
  // The kit's text face (app/fonts.ts names it "body"), loaded.
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(fontFamily).toMatch(/^"?body"?,/);
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'body' && f.status === 'loaded'),
    ),
  ).toBe(true);
  const main = page.getByRole('main');
  const action = main.getByRole('button').or(main.getByRole('link')).first();
  // bg-primary on a button or a filled link, border-primary on an outline link: never the browser's default.
  const colors = await action.evaluate((el) => [
    getComputedStyle(el).backgroundColor,
    getComputedStyle(el).borderTopColor,
    getComputedStyle(el).borderRadius,
  ]);
  expect(colors.join(' ')).toContain(formatRgb(derivePalettes(siteConfig.brand).light.primary));
  expect(parseFloat(colors[2]!)).toBeGreaterThan(20);
}

/** An address no other test (or project) uses. */
function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@firma.ro`;
}

test.describe('forms with the forms service', () => {
  // A service of this worker's own, or on Cloudflare the project's shared preview (its baseURL).
  test.use({ baseURL: async ({ baseURL }, provide, testInfo) => provide(isCloudflare(testInfo) ? baseURL : ORIGIN) });
  test.beforeAll(startService);
  test.afterAll(stopService);

  test('a valid enquiry shows the success state and lands as a row and two e-mails', async ({ page }) => {
    const email = uniqueEmail('ana');
    // The visit lands on an article from a search engine, then goes to the contact page (issue 35).
    await page.goto('/blog/buget-marketing-digital-pentru-o-afacere-mica', { referer: 'https://www.google.com/' });
    await page.goto('/contact?serviciu=marketing');
    await page.getByRole('textbox', { name: 'Nume Complet *' }).fill('Ana Ionescu');
    await page.getByRole('textbox', { name: 'Email *' }).fill(email);
    await page.getByRole('textbox', { name: 'Telefon' }).fill('0712 345 678');
    await page.getByRole('checkbox', { name: 'Web design' }).check();
    await page.getByRole('combobox', { name: 'Buget' }).selectOption({ label: '3.000–5.000 RON' });
    await page
      .getByRole('textbox', { name: 'Detalii Proiect *' })
      .fill('Vreau o strategie de marketing pentru magazinul meu online.');
    await page.getByRole('button', { name: 'Trimite mesajul' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Mesajul a ajuns' });
    await expect(success.getByRole('heading')).toHaveText('Mulțumesc, Ana! Mesajul a ajuns.');
    await expect(success).toContainText('Îți răspund în cel mult 24 de ore');
    // The toast, whose code loaded when the visitor started on the form.
    const toasts = page.getByRole('region', { name: /^Notificări/ });
    await expect(
      toasts.getByText('Mesajul a fost trimis. Îți răspund în cel mult 24 de ore.'),
    ).toBeVisible();
    await expect(toasts.getByRole('button', { name: 'Închide notificarea' })).toBeVisible();
    await expect(success).toBeFocused();
    await expect(page.getByText('Mesajul a fost trimis. Îți răspund în cel mult 24 de ore.')).toBeVisible();

    const rows = await query<Record<string, string>>('SELECT * FROM leads WHERE email = ?', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ana Ionescu',
      phone: '0712 345 678',
      services: '["marketing","web-design"]',
      budget: '3000-5000',
      // Where it came from: from the visitor's sessionStorage, sent with the message, no cookie.
      page: '/contact',
      landing: '/blog/buget-marketing-digital-pentru-o-afacere-mica',
      referrer: 'www.google.com',
      status: 'new',
    });

    const [toOwner] = await sink!.waitFor(1, (m) => m.header('reply-to')?.includes(email) ?? false);
    expect(toOwner!.rcpt).toEqual(['contact@studiocreativ.ro']);
    // worker-mailer quotes every display name (the same mailbox, RFC 5322); nodemailer only when needed.
    expect(toOwner!.header('reply-to')).toBe(onCloudflare ? `"Ana Ionescu" <${email}>` : `Ana Ionescu <${email}>`);
    expect(toOwner!.header('subject')).toBe('Cerere nouă de ofertă: Ana Ionescu');
    expect(toOwner!.text).toContain('Servicii: Marketing digital, Web design');
    expect(toOwner!.text).toContain('Trimisă de pe pagina: https://www.studiocreativ.ro/contact');
    expect(toOwner!.text).toContain(
      'Prima pagină a vizitei: https://www.studiocreativ.ro/blog/buget-marketing-digital-pentru-o-afacere-mica',
    );
    expect(toOwner!.text).toContain('Venit de la: www.google.com');
    // The owner's "Am răspuns" link: a page with one button, in the site's look; the button marks the lead.
    const answered = /Am răspuns: (\S+)/.exec(toOwner!.text)![1]!;
    await page.goto(answered);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ai răspuns la această cerere?');
    await page.getByRole('button', { name: 'Marchează: am răspuns' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gata: ai răspuns');
    expect(await query('SELECT status FROM leads WHERE email = ?', email)).toEqual([{ status: 'answered' }]);
    const [reply] = await sink!.waitFor(1, (m) => m.rcpt.includes(email));
    expect(reply!.header('to')).toBe(email);
    expect(reply!.header('auto-submitted')).toBe('auto-replied');
    expect(reply!.text).not.toContain('Ana');
    expect(reply!.text).not.toContain('magazinul');
  });

  test.describe('typed before the page script starts, on a slow phone', () => {
    test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });
    test.skip(atPhoneWidth, 'sets its own viewport: runs in the desktop project only');
    // What the browser does before and at hydration is the same files whatever answers the post; the
    // service's side of a lead is proven on every engine by the enquiry above.
    test.skip(
      () => isCloudflare(test.info()) || test.info().project.metadata?.engine === 'postgres',
      'client-side: runs against Node and SQLite',
    );

    test('the contact form keeps every field, the focus and the caret; the lead is stored and both e-mails go out', async ({ page }) => {
      test.setTimeout(60_000);
      const email = uniqueEmail('devreme-contact');
      await throttleLikeAPhone(page);
      const form = page.locator('form[action^="/api/contact"]');
      const release = await openBeforeHydration(page, '/contact', form);
      // The visitor starts at once, on the server-rendered form.
      await form.getByRole('textbox', { name: 'Nume Complet *' }).fill('Ioana Marin');
      await form.getByRole('textbox', { name: 'Email *' }).fill(email);
      await form.getByRole('textbox', { name: 'Telefon' }).fill('0722 111 222');
      await form.getByRole('checkbox', { name: 'Web design' }).dispatchEvent('click');
      await form.getByRole('checkbox', { name: 'Design grafic' }).dispatchEvent('click');
      await form.getByRole('combobox', { name: 'Buget' }).selectOption({ label: '3.000–5.000 RON' });
      const message = form.getByRole('textbox', { name: 'Detalii Proiect *' });
      await message.focus();
      await page.keyboard.type('Vreau un site pentru cabinetul veterinar.');
      // The caret back in the text, before "veterinar.".
      const at = 'Vreau un site pentru cabinetul '.length;
      await putCaret(message, at);
      await release();

      await untilScriptStarted(page, form);
      await expect(form.getByRole('textbox', { name: 'Nume Complet *' })).toHaveValue('Ioana Marin');
      await expect(form.getByRole('textbox', { name: 'Email *' })).toHaveValue(email);
      await expect(form.getByRole('textbox', { name: 'Telefon' })).toHaveValue('0722 111 222');
      await expect(form.getByRole('checkbox', { name: 'Web design' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Design grafic' })).toBeChecked();
      await expect(form.getByRole('checkbox', { name: 'Marketing digital' })).not.toBeChecked();
      await expect(form.getByRole('combobox', { name: 'Buget' })).toHaveValue('3000-5000');
      await expect(message).toBeFocused();
      expect(await caretOf(message)).toEqual([at, at]);
      // Typing goes on where the caret is.
      await page.keyboard.type('nostru ');
      await expect(message).toHaveValue('Vreau un site pentru cabinetul nostru veterinar.');
      // The values were taken over by the form's state (lib/forms/use-form-values.ts), not only left in the DOM.
      await expect(form).toHaveAttribute('data-hydrated', 'true');

      await form.getByRole('button', { name: 'Trimite mesajul' }).click();
      await expect(page.getByRole('status').getByRole('heading')).toHaveText('Mulțumesc, Ioana! Mesajul a ajuns.', { timeout: 20_000 });
      expect(await query('SELECT name, phone, services, budget, message FROM leads WHERE email = ?', email)).toEqual([
        {
          name: 'Ioana Marin',
          phone: '0722 111 222',
          services: '["web-design","graphic-design"]',
          budget: '3000-5000',
          message: 'Vreau un site pentru cabinetul nostru veterinar.',
        },
      ]);
      const [toOwner] = await sink!.waitFor(1, (m) => m.header('reply-to')?.includes(email) ?? false);
      expect(toOwner!.text).toContain('Vreau un site pentru cabinetul nostru veterinar.');
      const [reply] = await sink!.waitFor(1, (m) => m.rcpt.includes(email));
      expect(reply!.header('auto-submitted')).toBe('auto-replied');
    });
  });

  // The service's answers (stored, mailed, in English, the newsletter's round trip): the same at every width.
  // The enquiry above runs at phone width too, for its success state and toast there.
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('a filled-in honeypot looks like success to the bot, but nothing is stored or sent', async ({
      page,
    }) => {
      const email = uniqueEmail('bot');
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Nume Complet *' }).fill('Robot Spam');
      await page.getByRole('textbox', { name: 'Email *' }).fill(email);
      await page.getByRole('checkbox', { name: 'Design grafic' }).check();
      await page
        .getByRole('textbox', { name: 'Detalii Proiect *' })
        .fill('Cumpără acum cele mai bune produse, ofertă limitată!');
      await page
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
      await page.getByRole('button', { name: 'Trimite mesajul' }).click();
      await expect(page.getByRole('heading', { name: 'Mulțumesc, Robot! Mesajul a ajuns.' })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await query('SELECT id FROM leads WHERE email = ?', email)).toHaveLength(0);
      expect(sink!.messages.filter((m) => m.rcpt.includes(email) || m.text.includes(email))).toHaveLength(0);
    });

    test('in English: English errors, an English auto-reply, the owner told the language; the newsletter in English', async ({
      page,
    }) => {
      const email = uniqueEmail('jane');
      await page.goto('/en/contact');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // Errors from the same schemas, in English, tied to their fields.
      await page.getByRole('button', { name: 'Send message' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Please correct:' });
      await expect(summary).toContainText('Full name: Your full name must have at least 2 characters.');
      const name = page.getByRole('textbox', { name: 'Full name *' });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await name.getAttribute('aria-describedby')}`)).toHaveText('Your full name must have at least 2 characters.');
      await page.getByRole('textbox', { name: 'Email *' }).fill('jane@');
      await page.getByRole('textbox', { name: 'Email *' }).blur();
      await expect(page.getByText('Your email is not valid (example: name@company.com).')).toBeVisible();

      await name.fill('Jane Smith');
      await page.getByRole('textbox', { name: 'Email *' }).fill(email);
      await page.getByRole('checkbox', { name: 'Graphic design' }).check();
      await page.getByRole('textbox', { name: 'Project details *' }).fill('We need a new visual identity for our London bakery.');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').getByRole('heading')).toHaveText('Thank you, Jane! Your message has arrived.');

      const [toOwner] = await sink!.waitFor(1, (m) => m.header('reply-to')?.includes(email) ?? false);
      // The owner's e-mail stays Romanian and says the visitor wrote in English.
      expect(toOwner!.header('subject')).toBe('Cerere nouă de ofertă: Jane Smith');
      expect(toOwner!.text).toContain('Limba formularului: engleză');
      const [reply] = await sink!.waitFor(1, (m) => m.rcpt.includes(email));
      expect(reply!.header('subject')).toBe('We have received your message - Studio Creativ');
      expect(reply!.text).toContain('Thank you for your message.');
      expect(reply!.text).not.toMatch(/mulțumesc|Bună ziua/i);

      // The server answers a request with an error in the language the form states.
      const bad = await page.request.post('/api/contact', { data: { lang: 'en', name: 'J', email: 'x', services: [], message: 'short' } });
      expect(bad.status()).toBe(422);
      const body = (await bad.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toBe('Some fields are not filled in correctly.');
      expect(body.errors.name).toBe('Your full name must have at least 2 characters.');
      expect(body.errors.services).toBe('Choose at least one service you need.');

      // The newsletter on the English blog: an English confirmation e-mail and English pages.
      const reader = uniqueEmail('reader');
      await page.goto('/en/blog');
      const box = page.getByRole('region', { name: 'Subscribe to the newsletter' });
      await box.getByRole('textbox', { name: 'Your email address' }).fill(reader);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(box.getByRole('status')).toContainText('you will get a confirmation email');
      const [mail] = await sink!.waitFor(1, (m) => m.rcpt.includes(reader));
      expect(mail!.header('subject')).toBe('Confirm your subscription to the Studio Creativ newsletter');
      const confirmUrl = /http:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+&lang=en/.exec(mail!.text)![0];
      await page.goto(confirmUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
      await page.getByRole('button', { name: 'Confirm the subscription' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed');
      expect(await query('SELECT status FROM subscribers WHERE email = ?', reader)).toEqual([{ status: 'confirmed' }]);
    });

    test('newsletter: sign up in the blog sidebar, confirm from the e-mail, unsubscribe', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('cititor');
      await page.goto('/blog');
      const box = page.getByRole('region', { name: 'Abonează-te la newsletter' });
      await box.getByRole('textbox', { name: 'Adresa ta de email' }).fill(email);
      // The consent wording the box shows, by version (lib/forms/consent.ts), is kept with the subscriber.
      const shown = await box.locator('input[name="consent"]').inputValue();
      expect(shown).toMatch(/^ro-[0-9a-f]{16}$/);
      await box.getByRole('button', { name: 'Abonează-te' }).click();
      await expect(box.getByRole('status')).toContainText('primești un email de confirmare');
      await expect(page.getByText('Aproape gata! Verifică-ți emailul și confirmă abonarea.')).toBeVisible();
      expect(await query('SELECT status, source, consent_version FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'pending', source: 'blog', consent_version: shown },
      ]);

      const [mail] = await sink!.waitFor(1, (m) => m.rcpt.includes(email));
      expect(mail!.header('list-unsubscribe')).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
      );
      const confirmUrl = /http:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail!.text)![0];
      // Opening the link, as a mail scanner does too, only shows a button.
      await page.goto(confirmUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmă abonarea');
      await expect(page).toHaveTitle('Confirmă abonarea | Studio Creativ');
      expect(await query('SELECT status FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'pending' },
      ]);
      await expectSiteLook(page);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Confirmă abonarea' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonarea este confirmată');
      expect(await query('SELECT status FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'confirmed' },
      ]);
      await expectSiteLook(page);

      await page.getByRole('link', { name: 'Dezabonează-te' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te dezabonezi?');
      expect(await query('SELECT status FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'confirmed' },
      ]);
      await page.getByRole('button', { name: 'Dezabonează-mă' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te-ai dezabonat');
      expect(await query('SELECT status FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'unsubscribed' },
      ]);

      // The confirmation link is single use.
      const reused = await request.get(confirmUrl);
      expect(reused.status()).toBe(404);
      expect(await reused.text()).toMatch(/<h1\b[^>]*>Linkul nu mai este valid<\/h1>/);
    });
  });

  test.describe('newsletter code loaded on approach', () => {
    // A phone screen: the box sits far below the first screen of /blog.
    test.use({ viewport: { width: 390, height: 700 } });
    // That viewport in either project: the mobile project's run would be the same test again.
    test.skip(atPhoneWidth, 'sets its own viewport: runs in the desktop project only');
    // A property name of the form's code (its words arrive with the page's data, not in the code).
    const NEWSLETTER_CODE = 'newsletterSchema';
    /**
     * From here on, every script the page asks for waits until the test calls `release()` (a slow network
     * that the test controls, so a slow machine cannot let the code arrive before the step that needs it
     * missing).
     */
    const holdScripts = async (page: Page) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/**', async (route) => {
        await gate;
        await route.continue();
      });
      return release;
    };

    test('is not downloaded with the page; typing and a submit made before it arrives are kept and sent', async ({
      page,
    }) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text()));
      await page.goto('/blog');
      await page.waitForLoadState('networkidle');
      const holder = page.locator('[data-newsletter]');
      await expect(holder).toHaveAttribute('data-newsletter', 'idle');
      expect((await Promise.all(scripts)).some((body) => body.includes(NEWSLETTER_CODE))).toBe(false);

      const release = await holdScripts(page);
      const email = uniqueEmail('devreme');
      const box = page.getByRole('region', { name: 'Abonează-te la newsletter' });
      const field = box.getByRole('textbox', { name: 'Adresa ta de email' });
      await field.focus();
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      // Still the server-rendered form: the submit waited instead of leaving the page.
      await page.waitForTimeout(300);
      await expect(holder).toHaveAttribute('data-newsletter', 'idle');
      await expect(page).toHaveURL(/\/blog$/);
      release();
      await expect(box.getByRole('status')).toContainText('primești un email de confirmare');
      await expect(holder).toHaveAttribute('data-newsletter', 'ready');
      await expect(page).toHaveURL(/\/blog$/);
      expect((await Promise.all(scripts)).some((body) => body.includes(NEWSLETTER_CODE))).toBe(true);
      expect(await query('SELECT status, source FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'pending', source: 'blog' },
      ]);
    });

    test('a bad address submitted before the code arrives gets the field message and stores nothing', async ({
      page,
    }) => {
      await page.goto('/blog');
      await page.waitForLoadState('networkidle');
      const release = await holdScripts(page);
      const box = page.getByRole('region', { name: 'Abonează-te la newsletter' });
      const field = box.getByRole('textbox', { name: 'Adresa ta de email' });
      await field.focus();
      await page.keyboard.type('ana@');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      await expect(page.locator('[data-newsletter]')).toHaveAttribute('data-newsletter', 'idle');
      release();
      await expect(page.locator('[data-newsletter]')).toHaveAttribute('data-newsletter', 'ready');
      await expect(box.getByRole('alert')).toHaveText('Emailul nu este valid (exemplu: nume@firma.ro).');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/blog$/);
      expect(await query('SELECT email FROM subscribers WHERE email = ?', 'ana@')).toEqual([]);
    });

    test('focus and the text typed so far carry over to the loaded form', async ({ page }) => {
      // The browser alone (no request reaches the service): once is enough, not again on PostgreSQL.
      test.skip(test.info().project.metadata?.engine === 'postgres', 'client-side only: runs where the service is on SQLite');
      await page.goto('/blog');
      await page.waitForLoadState('networkidle');
      const release = await holdScripts(page);
      const holder = page.locator('[data-newsletter]');
      const field = page.getByRole('textbox', { name: 'Adresa ta de email' });
      await field.focus();
      await page.keyboard.type('ana@');
      await expect(holder).toHaveAttribute('data-newsletter', 'idle');
      release();
      await expect(holder).toHaveAttribute('data-newsletter', 'ready');
      await expect(field).toBeFocused();
      await page.keyboard.type('firma.ro');
      await expect(field).toHaveValue('ana@firma.ro');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // A plain form post and the service's page: no viewport in it.
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('the server-rendered newsletter form posts by itself and the service answers with a page', async ({
      page,
    }) => {
      const email = uniqueEmail('fara-js-newsletter');
      await page.goto('/blog');
      const box = page.getByRole('region', { name: 'Abonează-te la newsletter' });
      await box.getByRole('textbox', { name: 'Adresa ta de email' }).fill(email);
      await box.getByRole('button', { name: 'Abonează-te' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aproape gata!');
      expect(await query('SELECT status, source FROM subscribers WHERE email = ?', email)).toEqual([
        { status: 'pending', source: 'blog' },
      ]);
    });

    test('the contact form posts by itself and the service answers with a page', async ({ page }) => {
      const email = uniqueEmail('fara-js');
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Nume Complet *' }).fill('Mihai Georgescu');
      await page.getByRole('textbox', { name: 'Email *' }).fill(email);
      await page.getByRole('checkbox', { name: 'Dezvoltare WordPress' }).check();
      await page.getByRole('checkbox', { name: 'Design grafic' }).check();
      await page
        .getByRole('textbox', { name: 'Detalii Proiect *' })
        .fill('Am nevoie de un magazin WordPress și de un logo nou.');
      await page.getByRole('button', { name: 'Trimite mesajul' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mulțumesc! Mesajul a ajuns.');
      await expectSiteLook(page);
      // Without a script the form still says which page it was sent from (nothing of the visit before it).
      expect(await query('SELECT name, services, page, landing FROM leads WHERE email = ?', email)).toEqual([
        { name: 'Mihai Georgescu', services: '["wordpress","graphic-design"]', page: '/contact', landing: null },
      ]);
    });
  });
});

test.describe('forms when the service cannot be reached', () => {
  // Field errors, the e-mail fallbacks: what the form does, the same at every width.
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('the contact form shows Romanian errors tied to their fields', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Trimite mesajul' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Te rog să corectezi' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(
      'Nume complet: Numele complet trebuie să aibă cel puțin 2 caractere.',
    );
    await expect(summary).toContainText('Email: Emailul este obligatoriu.');
    await expect(summary).toContainText(
      'Serviciile de care ai nevoie: Alege cel puțin un serviciu de care ai nevoie.',
    );
    await expect(summary).toContainText('Detalii proiect: Descrie proiectul în cel puțin 20 de caractere.');
    const name = page.getByRole('textbox', { name: 'Nume Complet *' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Numele complet trebuie să aibă cel puțin 2 caractere.');
    const email = page.getByRole('textbox', { name: 'Email *' });
    await email.fill('nu-e-email');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Emailul nu este valid (exemplu: nume@firma.ro).');
    await email.fill('ana@firma.ro');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test.describe('network down', () => {
    test.use({ expectedConsole: /Failed to load resource: net::ERR_CONNECTION_REFUSED/ });

    test('the message is kept and offered as an e-mail', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
      await page.goto('/contact?serviciu=marketing');
      await page.getByRole('textbox', { name: 'Nume Complet *' }).fill('Ana Ionescu');
      await page.getByRole('textbox', { name: 'Email *' }).fill('ana@firma.ro');
      await page
        .getByRole('textbox', { name: 'Detalii Proiect *' })
        .fill('Vreau o strategie de marketing pentru magazinul meu online.');
      await page.getByRole('button', { name: 'Trimite mesajul' }).click();
      await expect(
        page.getByText('Serviciul de mesaje nu răspunde acum, dar mesajul tău nu s-a pierdut.'),
      ).toBeVisible();
      const mail = page.getByRole('link', { name: 'Trimite prin email' });
      const href = decodeURIComponent((await mail.getAttribute('href'))!);
      expect(href).toMatch(/^mailto:contact@studiocreativ\.ro\?subject=Cerere de ofertă: Ana Ionescu&body=/);
      expect(href).toContain('Servicii: Marketing digital');
      expect(href).toContain('Vreau o strategie de marketing pentru magazinul meu online.');
      await expect(page.getByRole('textbox', { name: 'Detalii Proiect *' })).toHaveValue(
        'Vreau o strategie de marketing pentru magazinul meu online.',
      );
    });
  });

  test.describe('no service deployed', () => {
    test.use({ expectedConsole: /Failed to load resource: .*\b404\b/ });

    test('the newsletter box validates and falls back to e-mail', async ({ page }) => {
      // What a static host answers where no forms service runs.
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404</h1>' }),
      );
      await page.goto('/blog');
      const box = page.getByRole('region', { name: 'Abonează-te la newsletter' });
      // Checked on leaving the field, then as the visitor types; the message goes once the address is right.
      const email = box.getByRole('textbox', { name: 'Adresa ta de email' });
      await email.fill('ana@');
      await expect(box.getByRole('alert')).toHaveCount(0);
      await email.blur();
      await expect(box.getByRole('alert')).toHaveText('Emailul nu este valid (exemplu: nume@firma.ro).');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill('');
      await expect(box.getByRole('alert')).toHaveText('Emailul este obligatoriu.');
      await box.getByRole('button', { name: 'Abonează-te' }).click();
      await expect(box.getByRole('alert')).toHaveText('Emailul este obligatoriu.');
      await email.fill('ana@firma.ro');
      await expect(box.getByRole('alert')).toHaveCount(0);
      await box.getByRole('button', { name: 'Abonează-te' }).click();
      await expect(box.getByRole('link', { name: 'Trimite cererea prin email' })).toHaveAttribute(
        'href',
        /^mailto:contact@studiocreativ\.ro\?subject=Abonare%20newsletter/,
      );
    });
  });
});
