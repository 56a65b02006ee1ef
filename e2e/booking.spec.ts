import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import ICAL from 'ical.js';
import { calendarPart, freePort, startSmtpSink, type SmtpSink } from '../server/testing';
import { cloudflareSink, isCloudflare, queryD1 } from './cloudflare';
import { expect, test } from './fixtures';

/**
 * The free consultation booked in Chromium with JavaScript (issue 48), on the Node server (a service of
 * this worker's own: SQLite file, SMTP sink) and on the Worker's preview (cloudflare project: local D1,
 * the preview's sink). Without JavaScript: e2e/no-js.spec.ts. The Worker's D1 also takes 20 concurrent
 * posts for one slot here (SQLite and PostgreSQL: server/booking.test.ts).
 */

let server: ChildProcess | undefined;
let ownSink: SmtpSink | undefined;
let origin = '';
let dataDir = '';

function query<T>(sql: string, ...params: unknown[]): T[] {
  if (isCloudflare(test.info())) return queryD1<T>(sql, params);
  const handle = new Database(path.join(dataDir, 'forms.db'), { readonly: true });
  try {
    return handle.prepare(sql).all(...params) as T[];
  } finally {
    handle.close();
  }
}

const sink = () => (isCloudflare(test.info()) ? cloudflareSink : ownSink!);
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@firma.ro`;

test.describe('booking the free consultation', () => {
  test.use({
    baseURL: async ({ baseURL }, provide, info) => provide(isCloudflare(info) ? baseURL : origin),
    // A visitor in London (two hours behind Bucharest all year): each time shows the visitor's own too.
    timezoneId: 'Europe/London',
  });

  test.beforeAll(async ({}, info) => {
    if (isCloudflare(info)) return;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-booking-'));
    ownSink = await startSmtpSink();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${ownSink.port}`,
        PUBLIC_URL: origin,
        // Playwright types faster than any person; the timer itself is covered by server/api.test.ts.
        MIN_FILL_MS: '0',
        OUTBOX_POLL_MS: '200',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the forms service did not start');
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await ownSink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('typed before the script runs and kept; a slot, then the form; the invitation reads back; its cancel link frees the slot', async ({ page }) => {
    const email = uniqueEmail('programare');
    // (That the calls to action lead here: e2e/cta.spec.ts.) The page's scripts wait until released, as
    // on a slow network: the visitor starts typing into the server-rendered form meanwhile.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await gate;
      await route.continue();
    });
    // Not page.goto: the fixture's goto waits for hydration. A JSON address first gives the page its origin.
    await page.goto('/api/health');
    await page.evaluate((url) => {
      window.location.href = url;
    }, new URL('/programare', page.url()).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programează o discuție de 30 de minute');
    await page.getByRole('textbox', { name: 'Nume complet *' }).fill('Ana Ionescu');
    await page.getByRole('textbox', { name: 'Despre ce vrei să vorbim? *' }).fill('Un site nou pentru cabinet');
    expect(await page.locator('button[data-start]').count()).toBe(0);
    release();
    // The dates are a row; the first one's times show. Click one: the second date (the first may have a
    // single time left today), then its second time (the other tests take other dates' times).
    const dates = page.getByRole('group', { name: 'Alege ziua' }).getByRole('button');
    await expect(dates.first()).toHaveAttribute('aria-pressed', 'true');
    const second = dates.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('fieldset legend')).toHaveText((await second.getAttribute('data-day'))!);
    const slot = page.locator('button[data-start]').nth(1);
    await expect(slot).toBeVisible();
    const start = (await slot.getAttribute('data-start'))!;
    const own = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(new Date(start));
    const bucharest = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', hour: '2-digit', minute: '2-digit' }).format(new Date(start));
    await expect(slot).toContainText(bucharest);
    await expect(slot).toContainText(new RegExp(`la tine: .*${own}`));
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Ai ales: /)).toBeVisible();
    // What was typed before the script ran is still there (uncontrolled fields, read with FormData).
    await expect(page.getByRole('textbox', { name: 'Nume complet *' })).toHaveValue('Ana Ionescu');
    await expect(page.getByRole('textbox', { name: 'Despre ce vrei să vorbim? *' })).toHaveValue('Un site nou pentru cabinet');
    await page.getByRole('textbox', { name: 'Email *' }).fill(email);
    // Click two.
    await page.getByRole('button', { name: 'Confirmă programarea' }).click();
    await expect(page.getByRole('status').getByRole('heading')).toHaveText('Gata, ești programat!');

    const [row] = query<{ start_at: number; status: string; page: string }>(
      'SELECT b.start_at, b.status, l.page FROM bookings b JOIN leads l ON l.ref = b.lead_ref WHERE l.email = ?',
      email,
    );
    expect(row).toEqual({ start_at: Date.parse(start), status: 'pending', page: '/programare' });

    // The invitation: a text/calendar METHOD:REQUEST whose event ical.js places at the chosen instant.
    const [invitation] = await sink().waitFor(1, (m) => m.rcpt.includes(email) && /Consultanță programată/.test(m.header('subject') ?? ''));
    const calendar = new ICAL.Component(ICAL.parse(calendarPart(invitation!)!));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate.toJSDate().toISOString()).toBe(start);

    // The cancel link: a page with one button; the button frees the slot.
    const cancel = /anulează aici[^\n]*\n(\S+)/.exec(invitation!.text)![1]!;
    await page.goto(cancel.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anulezi programarea?');
    expect(query('SELECT status FROM bookings WHERE start_at = ? AND status = ?', Date.parse(start), 'pending')).toHaveLength(1);
    await page.getByRole('button', { name: 'Anulează programarea' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programarea este anulată și intervalul este liber.');
    const free = (await (await page.request.get('/api/booking/slots')).json()) as { slots: { start: string }[] };
    expect(free.slots.map((s) => s.start)).toContain(start);
  });

  test.describe('one consultation ahead per inbox', () => {
    // The refused post is the point here: Chromium logs its 409.
    test.use({ expectedConsole: /Failed to load resource: (the server responded with a status of 409|409 \S+\/api\/booking$)/ });

    test('a second booking for the same address is refused at the email field, the chosen time kept', async ({ page }) => {
      const email = uniqueEmail('a-doua');
      // The first, booked as the form posts it: a slot a quarter into the list (the other tests take the
      // second date's and the middle one).
      const { slots } = (await (await page.request.get('/api/booking/slots')).json()) as { slots: { start: string }[] };
      const first = await page.request.post('/api/booking', {
        data: { name: 'Ana Ionescu', email, topic: 'Un logo', start: slots[Math.floor(slots.length / 4)]!.start, lang: 'ro', elapsedMs: 5000 },
      });
      expect(first.status()).toBe(201);
      // The second, in the browser, for the same inbox spelled in capitals.
      await page.goto('/programare');
      await page.getByRole('group', { name: 'Alege ziua' }).getByRole('button').nth(2).click();
      const other = page.locator('button[data-start]').nth(2);
      await other.click();
      await page.getByRole('textbox', { name: 'Nume complet *' }).fill('Ana Ionescu');
      await page.getByRole('textbox', { name: 'Email *' }).fill(email.toUpperCase());
      await page.getByRole('textbox', { name: 'Despre ce vrei să vorbim? *' }).fill('Încă o discuție');
      await page.getByRole('button', { name: 'Confirmă programarea' }).click();
      const field = page.getByRole('textbox', { name: 'Email *' });
      await expect(field).toHaveAccessibleDescription(/deja programată o consultanță/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(other).toHaveAttribute('aria-pressed', 'true');
      expect(query('SELECT b.id FROM bookings b JOIN leads l ON l.ref = b.lead_ref WHERE l.email = ?', email)).toHaveLength(1);
    });
  });

  test.describe('the service out of reach', () => {
    test.use({ expectedConsole: /Failed to load resource: net::ERR_CONNECTION_REFUSED/ });
    // The browser is cut from the service here, so which host serves it changes nothing.
    test.beforeEach(({}, info) => test.skip(isCloudflare(info), 'the page alone: the Node project covers it'));

    test('the page says the times could not be loaded, asks again on a click, and offers e-mail', async ({ page }) => {
      // The first ask for the free times finds no service (offline, or a host without it); the second does.
      let asked = 0;
      await page.route('**/api/booking/slots*', (route) => (asked++ === 0 ? route.abort('connectionrefused') : route.continue()));
      await page.goto('/programare');
      const failed = page.getByRole('alert').filter({ hasText: 'Intervalele nu au putut fi încărcate.' });
      await expect(failed.getByRole('link', { name: 'Scrie-mi pe email' })).toHaveAttribute(
        'href',
        /^mailto:[^?]+@[^?]+\?subject=Programare%20consultan%C8%9B%C4%83%20gratuit%C4%83$/,
      );
      await failed.getByRole('button', { name: 'Încearcă din nou' }).click();
      await expect(page.getByRole('group', { name: 'Alege ziua' })).toBeVisible();
      await expect(page.locator('button[data-start]').first()).toBeVisible();
      expect(asked).toBe(2);
    });

    test('a booking that cannot be sent keeps what was typed and offers e-mail', async ({ page }) => {
      await page.goto('/programare');
      await page.locator('button[data-start]').first().click();
      await page.getByRole('textbox', { name: 'Nume complet *' }).fill('Ana Ionescu');
      await page.getByRole('textbox', { name: 'Email *' }).fill(uniqueEmail('fara-retea'));
      await page.getByRole('textbox', { name: 'Despre ce vrei să vorbim? *' }).fill('Un logo');
      await page.route('**/api/booking', (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: 'Confirmă programarea' }).click();
      const failed = page.getByRole('alert').filter({ hasText: 'Programarea nu a putut fi trimisă acum; ce ai scris a rămas aici.' });
      await expect(failed.getByRole('link', { name: 'Scrie-mi pe email' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('textbox', { name: 'Despre ce vrei să vorbim? *' })).toHaveValue('Un logo');
    });
  });

  test('on D1: of 20 concurrent posts for one slot, exactly one is booked (201), the rest 409, one row', async ({ request }) => {
    test.skip(!isCloudflare(test.info()), 'SQLite and PostgreSQL: server/booking.test.ts');
    const { slots } = (await (await request.get('/api/booking/slots')).json()) as { slots: { start: string }[] };
    // A slot in the middle of the list: the browser tests take the first day's and the last day's.
    const start = slots[Math.floor(slots.length / 2)]!.start;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request.post('/api/booking', {
          data: { name: 'Ion Pop', email: `concurent-${i}-${Date.now().toString(36)}@firma.ro`, topic: 'Logo', start, lang: 'ro', elapsedMs: 5000 },
        }),
      ),
    );
    expect(answers.map((r) => r.status()).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(query('SELECT id FROM bookings WHERE start_at = ?', Date.parse(start))).toHaveLength(1);
  });
});
