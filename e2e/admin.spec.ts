/**
 * The editor at /admin (Decap CMS, issue 19): it loads from our own origin with its own policy and no
 * request elsewhere; and, in the local workflow (`npm run admin`, run here on a temporary copy of
 * content/), an article created through the editor's UI lands on disk as a Markdown file our loader
 * accepts. The editor's server answers only requests that name it and writes only inside content/
 * (issue 30, scripts/admin-guard.ts). Desktop only: one real browser session through the editor is enough,
 * and it is the slowest spec.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { formatRgb } from 'culori';
import sharp from 'sharp';
import { derivePalettes } from '../lib/brand';
import { brandFonts } from '../lib/fonts';
import { articleFrontMatter, parseEntry } from '../lib/content';
import { letterFrontMatter } from '../lib/newsletter';
import { inspectPicture } from '../lib/images/clean';
import { PHONE, phonePhoto } from '../lib/images/phone-photo';
import { encodeImage } from '../lib/images/pipeline';
import { siteConfig } from '../lib/site';
import { adminContentSecurityPolicy } from '../server/headers';
import { expect, test } from './fixtures';

const OUT = path.resolve('out');

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the editor is checked once, in the desktop project');
});

test.describe('the built editor at /admin', () => {
  test('loads from our own origin, noindex, with its own policy, and offers the GitHub sign-in', async ({ page, request }) => {
    // 7 MB of script to parse (Decap, then the preview's pages) on a machine running the other tests too.
    test.setTimeout(60_000);
    // The guard fixture fails the test on any console error, CSP violation or request to another origin.
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(adminContentSecurityPolicy());
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible({ timeout: 20_000 });
    // Served precompressed like the site's own files.
    const bundle = await request.get('/admin/decap-cms.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(bundle.headers()['content-encoding']).toBe('br');
    // Left out of the sitemap and the search index; the public pages keep their own policy.
    expect((await request.get('/sitemap.xml')).ok()).toBe(true);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const slugs = JSON.parse(fs.readFileSync(path.join(OUT, 'pagefind', 'slugs.json'), 'utf8')) as Record<string, string>;
    expect(Object.values(slugs).some((s) => s.includes('admin'))).toBe(false);
    const home = await request.get('/');
    expect(home.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  });
});

/** A free TCP port on the loopback interface, chosen before the tests (test.use needs it at load time). */
function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

/**
 * Evaluates an expression over lib/content.ts's exports in a fresh Node process whose working directory is
 * `repo`, so the loader reads that copy's content/ exactly as `next build` reads ours.
 */
function siteLoader(repo: string, expression: string): unknown[] {
  const script = [
    `Promise.all([import(${JSON.stringify(path.resolve('lib/content.ts'))}), import(${JSON.stringify(path.resolve('lib/images/sources.ts'))})`,
    `, import(${JSON.stringify(path.resolve('lib/data/load.ts'))})])`,
    `.then(([content, sources, data]) => { const { getArticles, getProjects } = content; const { projectSources } = sources; const { loadData } = data;`,
    `void getArticles; void getProjects; void projectSources; void loadData; process.stdout.write(JSON.stringify(${expression})); })`,
  ].join('');
  const output = execFileSync(process.execPath, ['--import', path.resolve('node_modules/tsx/dist/loader.mjs'), '-e', script], {
    cwd: repo,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve('tsconfig.json') },
  });
  return JSON.parse(output.toString()) as unknown[];
}

/** What each started server has printed so far. */
const adminLogs = new WeakMap<ChildProcess, () => string>();

/** Starts `npm run admin` on `repo` (whose content/ it edits) and resolves once it listens. */
async function startAdmin(repo: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts'], {
    env: { ...process.env, ADMIN_PORT: String(port), CMS_REPO_DIR: repo, ADMIN_NO_OPEN: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run admin did not start:\n${log}`)), 30_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('the editor is at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`npm run admin exited with ${code}:\n${log}`)));
  });
  adminLogs.set(server, () => log);
  return server;
}

const ADMIN_PORT = freePort();
const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;

test.describe('the local workflow (npm run admin) on a copy of content/', () => {
  // The guard fixture then treats the editor's server as "our own origin".
  test.use({ baseURL: ADMIN_ORIGIN });
  test.describe.configure({ mode: 'serial' });

  let repo: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop');
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
    fs.cpSync(path.resolve('content'), path.join(repo, 'content'), { recursive: true });
    server = await startAdmin(repo, ADMIN_PORT);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  test('creating an article through the editor writes exactly that Markdown file, valid for the build; the editor speaks Romanian (issue 32)', async ({
    page,
  }) => {
    // The editor, a Markdown body typed key by key, and the preview re-rendered from it: heavy on a busy machine.
    test.setTimeout(120_000);
    await page.goto('/admin');
    // The local backend's sign-in is a single button (no account: the server listens on 127.0.0.1 only).
    await page.getByRole('button', { name: 'Autentifică-te' }).click();
    await expect(page.getByRole('link', { name: 'Articole', exact: true })).toBeVisible({ timeout: 20_000 });

    // The articles list: the Romanian files only, their dates as 29.09.2026; the English twins apart.
    const romanianFiles = fs.readdirSync(path.join(repo, 'content', 'blog')).filter((n) => n.endsWith('.md') && !n.endsWith('.en.md'));
    const entries = page.locator('a[href^="#/collections/blog/entries/"]');
    await expect(entries).toHaveCount(romanianFiles.length, { timeout: 20_000 });
    expect((await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).filter((href) => href!.endsWith('.en'))).toEqual([]);
    await expect(entries.filter({ hasText: 'Cum măsori ce funcționează în marketing' })).toHaveText(/\(29\.09\.2026\)$/);
    await expect(page.getByText('How to measure what works in marketing')).toHaveCount(0);
    await page.getByRole('link', { name: 'Articole (engleză)' }).click();
    await expect(page.locator('a[href^="#/collections/blog-en/entries/"]').filter({ hasText: 'How to measure what works in marketing' })).toHaveAttribute(
      'href',
      '#/collections/blog-en/entries/cum-masori-ce-functioneaza-in-marketing',
    );
    await page.getByRole('link', { name: 'Articole', exact: true }).click();
    await page.getByRole('link', { name: /Articol$/ }).click();
    // The preview pane renders the page as the build would; an empty form is no page yet, and it says why.
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByRole('alert')).toContainText('Pagina nu poate fi construită așa:', { timeout: 20_000 });
    await expect(preview.getByRole('alert')).toContainText('câmpul „Titlu” (title)');

    const title = 'Cum își alege o brutărie fontul potrivit și ce înseamnă asta';
    const excerpt = 'Un exemplu scris din editor: cum alegi un font cu diacritice românești corecte pentru o brutărie.';
    await page.getByLabel('Titlu', { exact: true }).fill(title);
    await page.getByLabel('Rezumat').fill(excerpt);
    // The date is typed and shown zz.ll.aaaa (an English browser: Playwright's default locale), no "UTC".
    const date = page.getByLabel('Data publicării');
    await expect(date).toHaveAttribute('placeholder', 'zz.ll.aaaa');
    await date.fill('20.11.2026');
    await page.getByLabel('Categorie').click();
    await page.getByText('Branding', { exact: true }).click();
    await page.getByRole('button', { name: 'Adaugă etichetă' }).click();
    await page.locator('[id^="tags-field"] input, input[id^="item-field"]').last().fill('Tipografie');
    await expect(page.getByText('1 etichetă', { exact: true })).toBeVisible();
    await page.getByLabel('Emoji', { exact: true }).fill('🥐');
    await page.getByLabel('Descrierea emoji-ului').fill('Un corn cu unt');
    await expect(date).toHaveValue('20.11.2026');
    // Every label in sight is Romanian: no "Add …", no "UTC".
    await expect(page.getByText(/\bAdd\b|\bUTC\b/)).toHaveCount(0);

    // The body opens in Markdown mode: "## Titlu" typed is saved as Markdown, not as "\## Titlu".
    const toRichText = page.getByRole('switch', { name: 'Treci la text formatat' });
    await expect(toRichText).toBeVisible();
    await page.locator('.cms-editor-raw [contenteditable="true"]').click();
    await page.keyboard.type('## Titlu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Primul paragraf, scris în editor.');
    // The mode switch switches, both ways (and a click on its word does too).
    await toRichText.click();
    await expect(page.locator('.cms-editor-visual h2', { hasText: 'Titlu' })).toBeVisible();
    await page.getByText('Markdown', { exact: true }).click();
    await expect(page.locator('.cms-editor-raw')).toContainText('## Titlu');

    // The preview is the article page as the site renders it (issue 32): the site's header and footer, the
    // title, the Markdown in the prose styles, the site's own font, and either theme.
    await expect(preview.locator('main h1')).toHaveText(title);
    await expect(preview.locator('main .prose h2')).toContainText('Titlu');
    await expect(preview.locator('main .prose p')).toHaveText('Primul paragraf, scris în editor.');
    await expect(preview.getByRole('banner')).toBeVisible();
    await expect(preview.getByRole('contentinfo')).toBeVisible();
    // The kit's display face on the title (app/fonts.ts: "display", or "body" when the pairing has one face).
    const face = brandFonts(siteConfig.brand).display === brandFonts(siteConfig.brand).body ? 'body' : 'display';
    expect(await preview.locator('main h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(new RegExp(`^"?${face}"?,`));
    await expect.poll(() => preview.locator('main h1').evaluate((_, family) => document.fonts.check(`800 48px ${family}`), face)).toBe(true);
    const prose = await preview.locator('main .prose h2').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const paragraph = await preview.locator('main .prose p').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(prose).toBeGreaterThan(paragraph * 1.2);
    const background = () => preview.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await preview.getByRole('button', { name: 'Temă întunecată' }).click();
    await expect.poll(background).toBe(formatRgb(derivePalettes(siteConfig.brand).dark.background));
    await preview.getByRole('button', { name: 'Temă luminoasă' }).click();
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    // How a search engine will list it (issue 33): the title cut where a results page cuts it, the address.
    await preview.getByRole('button', { name: 'În căutare' }).click();
    const result = preview.getByRole('region', { name: 'Cum apare în rezultatele căutării' });
    await expect(result.locator('[data-snippet="title"]')).toHaveText('Cum își alege o brutărie fontul potrivit și ce înseamnă …');
    await expect(result.locator('[data-snippet="url"]')).toHaveText(/\/blog\/cum-isi-alege-o-brutarie-fontul-potrivit-si-ce-inseamna-asta$/);
    // …and what the content check says of it, as `npm run check` would: a one-word alt text, then fixed.
    await expect(result.locator('[data-snippet="warnings"]')).toHaveCount(0);
    const emojiAlt = page.getByLabel('Descrierea emoji-ului');
    // Emptied and typed, as a person does (Decap's field keeps its text through a programmatic fill).
    const retype = async (text: string) => {
      await emojiAlt.click();
      await page.keyboard.press('End');
      for (let i = (await emojiAlt.inputValue()).length; i > 0; i--) await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    };
    await retype('Corn');
    await expect(emojiAlt).toHaveValue('Corn');
    await expect(result.locator('[data-snippet="warnings"]')).toContainText(
      'Eroare, „Descrierea emoji-ului”: textul alternativ „Corn” are un singur cuvânt',
    );
    await expect(preview.getByRole('button', { name: 'În căutare · 1' })).toBeVisible();
    await retype('Un corn cu unt');
    await expect(emojiAlt).toHaveValue('Un corn cu unt');
    await expect(result.locator('[data-snippet="warnings"]')).toHaveCount(0);

    // Decap's Romanian words: the "Publicare" menu, then its "Publicare" (publish now) item.
    await page.getByRole('button', { name: 'Publicare', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publicare', exact: true }).click();

    const slug = 'cum-isi-alege-o-brutarie-fontul-potrivit-si-ce-inseamna-asta';
    const file = path.join(repo, 'content', 'blog', `${slug}.md`);
    await expect.poll(() => fs.existsSync(file), { timeout: 15_000, message: `${file} written` }).toBe(true);
    const entry = parseEntry(articleFrontMatter, `content/blog/${slug}.md`, fs.readFileSync(file, 'utf8'));
    expect(entry).toMatchObject({
      slug,
      title,
      excerpt,
      date: '2026-11-20',
      category: 'branding',
      tags: ['Tipografie'],
      emoji: '🥐',
      imageAlt: 'Un corn cu unt',
      featured: false,
      body: '## Titlu\n\nPrimul paragraf, scris în editor.',
    });
    expect(fs.readFileSync(file, 'utf8')).not.toContain('\\');
    // Optional fields left empty are left out, not written as "".
    expect(entry.author).toBeUndefined();
    expect(entry.cover).toBeUndefined();
    // The site's own loader, run on the edited copy as the build runs it (getArticles: every file parsed,
    // sorted for /blog, the one featured article): the new article is the newest, first on /blog.
    const loaded = siteLoader(repo, 'getArticles().map((a) => [a.slug, a.date, a.category])');
    expect(loaded[0]).toEqual([slug, '2026-11-20', 'branding']);
    expect(loaded).toHaveLength(fs.readdirSync(path.resolve('content', 'blog')).filter((n) => n.endsWith('.md') && !n.endsWith('.en.md')).length + 1);
    // Every other entry is untouched.
    for (const name of fs.readdirSync(path.resolve('content', 'blog')))
      expect(fs.readFileSync(path.join(repo, 'content', 'blog', name), 'utf8'), name).toBe(
        fs.readFileSync(path.resolve('content', 'blog', name), 'utf8'),
      );
  });

  test('a cover and a gallery picture added through the editor land beside the case study, as the image pipeline reads them; a phone photo arrives upright, without GPS or camera data, at most 2560 px (issue 32)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const slug = 'brutarie-artizanala-spicul-auriu';
    // A phone photo as a phone writes it: 4000×3000 stored sideways (EXIF orientation 6: a 3000×4000
    // portrait upright, its top red), with a GPS position, make, model and serial number.
    const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-photo-'));
    const photo = path.join(photoDir, 'phone-portrait.jpg');
    fs.writeFileSync(photo, await phonePhoto());
    const sent = await inspectPicture(fs.readFileSync(photo), photo);
    expect(sent.findings).toMatchObject({ width: 3000, height: 4000, gps: true, camera: true, sideways: true, oversize: true });
    // The case study as an owner starts one: without the example's pictures (its files and their lines).
    const entryFolder = path.join(repo, 'content', 'portfolio', slug);
    fs.rmSync(path.join(entryFolder, 'cover.webp'), { force: true });
    fs.rmSync(path.join(entryFolder, 'gallery'), { recursive: true, force: true });
    for (const file of [`${slug}.md`, `${slug}.en.md`]) {
      const md = path.join(repo, 'content', 'portfolio', file);
      fs.writeFileSync(md, fs.readFileSync(md, 'utf8').replace(/^cover: .*\n/m, '').replace(/^gallery:\n(?: {2}- .*\n)+/m, ''));
    }

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Autentifică-te' }).click();
    await page.goto(`/admin#/collections/portfolio/entries/${slug}`);
    await expect(page.getByLabel('Titlu', { exact: true })).toHaveValue(/brutărie artizanală/);

    // The cover: upload in the media library, choose it, describe it.
    await page.getByRole('button', { name: 'Alege o imagine' }).click();
    await page.locator('input[type=file]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Alege fișierele selectate' }).click();
    await page.getByLabel('Descrierea imaginii (text alternativ)').first().fill('Vitrina brutăriei dimineața');
    // One gallery picture with its alt text and caption.
    await page.getByRole('button', { name: 'Adaugă imagine' }).click();
    await page.getByRole('button', { name: 'Alege o imagine' }).click();
    await page.locator('input[type=file]').setInputFiles('lib/images/fixtures/transparent.png');
    await page.getByRole('button', { name: 'Alege fișierele selectate' }).click();
    await page.getByLabel('Descrierea imaginii (text alternativ)').last().fill('Ambalajul nou al pâinii cu maia');
    await page.getByLabel(/^Legendă/).last().fill('Ambalajul, în culorile brandului');
    // The preview shows the page with the picture just chosen, as the build will. (Its English twin keeps the
    // example's English alt text here, so the rule that a real cover needs one, lib/content.test.ts, has nothing
    // to say.)
    await expect(page.frameLocator('#preview-pane').getByRole('img', { name: 'Vitrina brutăriei dimineața' })).toBeVisible();

    await page.getByRole('button', { name: 'Publicare', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publicare', exact: true }).click();

    const folder = path.join(repo, 'content', 'portfolio', slug);
    // decap-server writes each file in its own request, and a file may be seen while it is still being written:
    // wait until the PNG on disk is byte for byte the one uploaded (already clean: kept as it is), and the
    // photo decodes whole.
    const sameAs = (name: string, fixture: string) => () => {
      const file = path.join(folder, name);
      return fs.existsSync(file) && fs.readFileSync(file).equals(fs.readFileSync(fixture));
    };
    const stored = path.join(folder, 'phone-portrait.jpg');
    const decodes = async () => {
      if (!fs.existsSync(stored)) return false;
      return sharp(fs.readFileSync(stored)).raw().toBuffer().then(
        () => true,
        () => false,
      );
    };
    await expect.poll(sameAs('transparent.png', 'lib/images/fixtures/transparent.png'), { timeout: 15_000 }).toBe(true);
    await expect.poll(decodes, { timeout: 15_000 }).toBe(true);

    // Upright (3000×4000 brought down to 1920×2560, the red band on top), no metadata at all, a JPEG still.
    const data = fs.readFileSync(stored);
    const { findings } = await inspectPicture(data, stored);
    expect(findings).toEqual({ format: 'jpeg', width: 1920, height: 2560, gps: false, camera: false, metadata: false, sideways: false, oversize: false });
    const bytes = data.toString('latin1');
    for (const word of [PHONE.make, PHONE.model, PHONE.serial, 'Exif']) expect(bytes, word).not.toContain(word);
    const strip = async (top: number) => {
      const pixels = await sharp(data).extract({ left: 0, top, width: 1920, height: 100 }).raw().toBuffer();
      const sums = [0, 0, 0];
      pixels.forEach((value, i) => (sums[i % 3]! += value));
      return sums.map((sum) => sum / (pixels.length / 3));
    };
    const [red, green, blue] = await strip(50);
    expect(red! - Math.max(green!, blue!), 'the top band is red').toBeGreaterThan(150);
    const [redBottom, greenBottom] = await strip(2400);
    expect(Math.abs(redBottom! - greenBottom!), 'the bottom is grey').toBeLessThan(60);
    console.log(`phone photo: ${fs.statSync(photo).size} bytes sent to the editor, ${data.length} bytes stored`);
    // The browser did it: the server received a clean picture and had nothing left to clean.
    const log = adminLogs.get(server)!();
    expect(log).toContain(`admin: content/portfolio/${slug}/phone-portrait.jpg: nothing to clean`);
    expect(log).toContain(`admin: content/portfolio/${slug}/transparent.png: nothing to clean`);
    expect(log).not.toContain('admin: cleaned');
    // The build's picture step encodes it.
    const cacheDir = path.join(photoDir, 'images');
    const encoded = await encodeImage(`content/portfolio/${slug}/phone-portrait.jpg`, data, { name: 'e2e-cover', role: 'cover', cacheDir });
    expect([encoded.width, encoded.height]).toEqual([1200, 1600]);
    fs.rmSync(photoDir, { recursive: true, force: true });

    // The loader accepts the file, and the image pipeline finds both pictures with their texts.
    const [found] = siteLoader(
      repo,
      `getProjects().filter((p) => p.slug === ${JSON.stringify(slug)}).map((p) => { const s = projectSources(process.cwd(), 'content/portfolio/' + p.slug + '.md', p); return { cover: [s.cover.file, s.cover.alt], gallery: s.gallery.map((g) => [g.file, g.alt, g.caption]) }; })`,
    );
    expect(found).toEqual({
      cover: [`content/portfolio/${slug}/phone-portrait.jpg`, 'Vitrina brutăriei dimineața'],
      gallery: [[`content/portfolio/${slug}/transparent.png`, 'Ambalajul nou al pâinii cu maia', 'Ambalajul, în culorile brandului']],
    });
  });

  test('changing a price through the editor changes exactly that value in content/services.yaml', async ({ page }) => {
    test.setTimeout(60_000);
    const before = siteLoader(repo, "[loadData('services')]")[0] as { cards: { id: string; price: { amount: number } }[] };
    const file = path.join(repo, 'content', 'services.yaml');
    const text = fs.readFileSync(file, 'utf8');
    expect(before.cards[0]).toMatchObject({ id: 'web-design', price: { amount: 1500 } });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Autentifică-te' }).click();
    await page.goto('/admin#/collections/pages/entries/services');
    const amount = page.getByLabel('Preț (RON)').first();
    await expect(amount).toHaveValue('1500', { timeout: 20_000 });
    // The services by their names, never their ids (issue 32): in the select, and on the collapsed items.
    const cards = page.locator('[id^="cards-field"]').first();
    await expect(cards.getByText('Design grafic', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText('Adaugă serviciu', { exact: true })).toBeVisible();
    await expect(cards.getByText('4 servicii', { exact: true })).toBeVisible();
    await cards.getByRole('button', { name: 'Restrânge' }).first().click();
    for (const name of ['Web design', 'Dezvoltare WordPress', 'Design grafic', 'Marketing digital'])
      await expect(cards.getByText(name, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(/graphic-design|\bAdd\b/)).toHaveCount(0);
    await cards.getByRole('button', { name: 'Deschide' }).first().click();
    await amount.fill('1700');
    // The preview pane is /services as the site renders it, with the new price as the site writes prices.
    await expect(page.frameLocator('#preview-pane').locator('main p', { hasText: 'de la 1.700 RON' })).toBeVisible();
    await page.getByRole('button', { name: 'Publicare', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publicare', exact: true }).click();

    await expect.poll(() => fs.readFileSync(file, 'utf8').includes('1700'), { timeout: 15_000 }).toBe(true);
    // The file is stored in the form the editor writes (npm run format:content): the diff is that one line.
    const lines = text.split('\n');
    const written = fs.readFileSync(file, 'utf8').split('\n');
    expect(written).toHaveLength(lines.length);
    expect(lines.flatMap((line, i) => (line === written[i] ? [] : [`- ${line}`, `+ ${written[i]}`]))).toEqual([
      '-       amount: 1500',
      '+       amount: 1700',
    ]);
    // The site's data loader (as the build runs it for /services) reads the new price and the rest unchanged.
    const after = siteLoader(repo, "[loadData('services')]")[0] as typeof before;
    const expected = structuredClone(before);
    expected.cards[0]!.price.amount = 1700;
    expect(after).toEqual(expected);
  });

  test('a letter written in the editor is a file in content/newsletter/, and the preview shows the e-mail in light and dark mail clients (issue 47)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Autentifică-te' }).click();
    await page.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await page.getByRole('link', { name: /Scrisoare$/ }).click();
    const subject = 'Scrisoare din editor: trei idei pentru decembrie';
    await page.getByLabel('Subiect', { exact: true }).fill(subject);
    await page.getByLabel('Data', { exact: true }).fill('25.11.2026');
    await page.getByLabel('Rândul de după subiect').fill('Un rând scurt pentru căsuța de email.');
    await page.locator('.cms-editor-raw [contenteditable="true"]').click();
    await page.keyboard.type('Bună! Primul paragraf, scris în editor, cu un [link](https://example.ro/pagina).');

    // The preview is the e-mail, as subscribers get it: the brand, the text, the unsubscribe link, the
    // owner's legal identity, once as a light mail client shows it and once as a dark one.
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.locator('[data-letter-subject]')).toHaveText(subject, { timeout: 20_000 });
    for (const scheme of ['light', 'dark']) {
      const mail = preview.locator(`[data-letter-scheme="${scheme}"]`);
      await expect(mail.locator('h1')).toHaveText(subject);
      await expect(mail.locator('.letter p').first()).toContainText('Primul paragraf, scris în editor');
      await expect(mail.locator('.letter a[href="https://example.ro/pagina"]')).toHaveText('link');
      await expect(mail.locator('.foot')).toContainText(siteConfig.legal.legalName);
      await expect(mail.locator('.foot a', { hasText: 'Dezabonează-te' })).toBeVisible();
    }
    const card = (scheme: string) =>
      preview.locator(`[data-letter-scheme="${scheme}"] .card`).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await card('light')).toBe('rgb(255, 255, 255)');
    expect(await card('dark')).toBe('rgb(31, 35, 38)');
    const text = (scheme: string) =>
      preview.locator(`[data-letter-scheme="${scheme}"] .letter p`).first().evaluate((el) => getComputedStyle(el).color);
    expect(await text('dark')).toBe('rgb(232, 230, 227)');
    expect(await text('light')).toBe('rgb(28, 28, 28)');

    await page.getByRole('button', { name: 'Publicare', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publicare', exact: true }).click();
    const slug = 'scrisoare-din-editor-trei-idei-pentru-decembrie';
    const file = path.join(repo, 'content', 'newsletter', `${slug}.md`);
    await expect.poll(() => fs.existsSync(file), { timeout: 15_000, message: `${file} written` }).toBe(true);
    const entry = parseEntry(letterFrontMatter, `content/newsletter/${slug}.md`, fs.readFileSync(file, 'utf8'));
    expect(entry).toMatchObject({
      slug,
      subject,
      date: '2026-11-25',
      preheader: 'Un rând scurt pentru căsuța de email.',
      archive: true,
      body: 'Bună! Primul paragraf, scris în editor, cu un [link](https://example.ro/pagina).',
    });
  });
});

type RawResponse = { status: number; type: string; body: string };

/**
 * One HTTP request with exactly these headers, Host included, as a DNS-rebinding page's browser sends it
 * (Playwright's request context always names the URL's own host). With `withholdBody`, only the headers
 * are sent: the answer then proves the server decided without reading a byte of the body.
 */
function send(
  port: number,
  options: { method?: string; path?: string; headers: Record<string, string>; body?: string; withholdBody?: boolean },
): Promise<RawResponse> {
  const { method = 'POST', path: target = '/api/v1', headers, body = '', withholdBody = false } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(withholdBody ? 1_000_000 : Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode!, type: response.headers['content-type'] ?? '', body: text });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    if (withholdBody) request.flushHeaders();
    else request.end(body);
  });
}

/** A persistMedia body, as the editor sends one when a picture is uploaded. */
function persistMedia(file: string, content: Buffer = Buffer.from('{"scripts":{"start":"echo pwned"}}')): string {
  return JSON.stringify({
    action: 'persistMedia',
    params: { branch: 'main', asset: { path: file, content: content.toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } },
  });
}

/** Every file under `dir` (links not followed) with a hash of its bytes or its link target. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const key = path.relative(dir, full);
      if (entry.isSymbolicLink()) files[key] = `-> ${fs.readlinkSync(full)}`;
      else if (entry.isDirectory()) walk(full);
      else files[key] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

test.describe('the editor’s server answers only its own address and writes only inside content/ (issue 30)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePort();
  const own = { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}` };
  const slug = 'brutarie-artizanala-spicul-auriu';

  let base: string;
  let repo: string;
  let server: ChildProcess;
  /** The working copy and the folder around it, as they were before the refused requests. */
  let before: { repo: Record<string, string>; around: string[] };

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'desktop');
    // base/repo is the working copy; base/ is around it, where "../package.json" would land.
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-guard-'));
    repo = path.join(base, 'repo');
    fs.mkdirSync(path.join(repo, '.github', 'workflows'), { recursive: true });
    fs.cpSync(path.resolve('content'), path.join(repo, 'content'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'package.json'), '{"scripts":{"start":"next build"}}\n');
    fs.writeFileSync(path.join(repo, '.github', 'workflows', 'deploy.yml'), 'on: push\n');
    // A link planted inside content/ that leads to the workflows.
    fs.symlinkSync(path.join(repo, '.github'), path.join(repo, 'content', 'gh'));
    server = await startAdmin(repo, port);
    before = { repo: snapshot(repo), around: fs.readdirSync(base) };
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (base) fs.rmSync(base, { recursive: true, force: true });
  });

  test('a request with a foreign Host or Origin is refused before it does anything', async () => {
    // A path the editor may write: the refusal comes from the headers alone.
    const body = persistMedia('content/blog/planted.md');
    const foreign: Record<string, string>[] = [
      // DNS rebinding: the page's own name, now resolved to 127.0.0.1, with or without its Origin.
      { Host: `evil.example:${port}` },
      { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` },
      { Host: `127.0.0.1.evil.example:${port}`, Origin: own.Origin },
      // The right Host, but sent by another site's page or another local server's page.
      { Host: own.Host, Origin: 'http://evil.example' },
      { Host: own.Host, Origin: 'http://localhost:3000' },
      { Host: own.Host, Origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await send(port, { headers, body });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/^Cerere refuzată: /) });
    }
    // Refused with the body not even sent: nothing of it was read.
    const early = await send(port, { headers: { Host: `evil.example:${port}` }, body, withholdBody: true });
    expect(early.status).toBe(403);
    // The editor's own files too: a rebinding page gets nothing from this server.
    const page = await send(port, { method: 'GET', path: '/admin', headers: { Host: `evil.example:${port}` } });
    expect(page.status).toBe(403);
    expect(page.type).toBe('text/plain; charset=utf-8');
    expect(page.body).toContain(`Cerere refuzată: editorul răspunde doar la adresa http://127.0.0.1:${port}`);
    expect((await send(port, { method: 'GET', path: '/admin', headers: { Host: own.Host } })).status).toBe(200);

    expect(fs.existsSync(path.join(repo, 'content', 'blog', 'planted.md'))).toBe(false);
    expect(snapshot(repo)).toEqual(before.repo);
  });

  test('no request can write outside the content folders, or code inside them', async () => {
    const existing = `content/portfolio/${slug}.md`;
    const refused: [string, string][] = [
      ['package.json', persistMedia('package.json')],
      ['../package.json', persistMedia('../package.json')],
      ['content/../package.json', persistMedia('content/../package.json')],
      ['content/blog/../../package.json', persistMedia('content/blog/../../package.json')],
      ['.github/workflows/x.yml', persistMedia('.github/workflows/x.yml')],
      ['.github/workflows/deploy.yml', persistMedia('.github/workflows/deploy.yml')],
      ['an absolute path', persistMedia(path.join(repo, 'package.json'))],
      ['%2e%2e', persistMedia('%2e%2e/package.json')],
      ['a link out of content/', persistMedia('content/gh/workflows/x.md')],
      ['code inside content/', persistMedia('content/blog/x.test.ts')],
      ['configuration inside content/', persistMedia('content/tsconfig.json')],
      [
        'an entry with one asset outside',
        JSON.stringify({
          action: 'persistEntry',
          params: {
            branch: 'main',
            dataFiles: [{ slug: 'planted', path: 'content/blog/planted.md', raw: '---\ntitle: x\n---\n' }],
            assets: [{ path: '.github/workflows/x.yml', content: 'b246IHB1c2g=', encoding: 'base64' }],
            options: { commitMessage: 'x', useWorkflow: false, status: '' },
          },
        }),
      ],
      [
        'an entry renamed out of content/',
        JSON.stringify({
          action: 'persistEntry',
          params: {
            branch: 'main',
            dataFiles: [{ slug, path: existing, newPath: 'scripts/x.md', raw: fs.readFileSync(path.resolve(existing), 'utf8') }],
            assets: [],
            options: { commitMessage: 'x', useWorkflow: false, status: '' },
          },
        }),
      ],
      ['deleting package.json', JSON.stringify({ action: 'deleteFile', params: { branch: 'main', path: 'package.json', options: { commitMessage: 'x' } } })],
      [
        'deleting one file inside and one outside',
        JSON.stringify({ action: 'deleteFiles', params: { branch: 'main', paths: [existing, '../package.json'], options: { commitMessage: 'x' } } }),
      ],
      ['reading package.json', JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: 'package.json' } })],
      ['listing the workflows', JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder: '.github/workflows' } })],
    ];
    for (const [what, body] of refused) {
      const response = await send(port, { headers: own, body });
      expect(response.status, what).toBe(403);
      expect(JSON.parse(response.body), what).toEqual({ error: expect.stringMatching(/^Cerere refuzată: /) });
    }
    // Not one byte changed, inside the working copy or around it.
    expect(snapshot(repo)).toEqual(before.repo);
    expect(fs.readdirSync(base)).toEqual(before.around);
  });

  test('a picture saved into the content media folder still lands there, from either loopback name', async () => {
    const picture = fs.readFileSync('lib/images/fixtures/transparent.png');
    const target = `content/portfolio/${slug}/guard.png`;
    for (const name of ['127.0.0.1', 'localhost']) {
      const headers = { Host: `${name}:${port}`, Origin: `http://${name}:${port}` };
      const saved = await send(port, { headers, body: persistMedia(target, picture) });
      expect(saved.status, name).toBe(200);
      expect(JSON.parse(saved.body)).toMatchObject({ path: target, name: 'guard.png' });
      expect(fs.readFileSync(path.join(repo, target)).equals(picture)).toBe(true);
      const listed = await send(port, { headers, body: JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder: path.dirname(target) } }) });
      expect((JSON.parse(listed.body) as { path: string }[]).map((f) => f.path)).toContain(target);
      const deleted = await send(port, { headers, body: JSON.stringify({ action: 'deleteFile', params: { branch: 'main', path: target, options: { commitMessage: 'x' } } }) });
      expect(deleted.status).toBe(200);
      expect(fs.existsSync(path.join(repo, target))).toBe(false);
    }
    // The global media folder too, created on first upload.
    const upload = await send(port, { headers: own, body: persistMedia('content/uploads/logo.png', picture) });
    expect(upload.status).toBe(200);
    expect(fs.readFileSync(path.join(repo, 'content', 'uploads', 'logo.png')).equals(picture)).toBe(true);
    // A phone photo posted directly, not through the editor's script, is cleaned by the server (issue 32);
    // a file that is not a picture under a picture's name is refused, not written.
    const phone = await send(port, { headers: own, body: persistMedia('content/uploads/phone.jpg', await phonePhoto({ width: 400, height: 300 })) });
    expect(phone.status).toBe(200);
    const stored = await inspectPicture(fs.readFileSync(path.join(repo, 'content', 'uploads', 'phone.jpg')), 'phone.jpg');
    expect(stored.findings).toMatchObject({ width: 300, height: 400, gps: false, camera: false, metadata: false, sideways: false });
    expect(adminLogs.get(server)!()).toMatch(/admin: cleaned content\/uploads\/phone\.jpg: scoase poziția GPS și datele camerei, rotită, .+ → .+/);
    const fake = await send(port, { headers: own, body: persistMedia('content/uploads/fake.jpg', Buffer.from('not a picture')) });
    expect(fake.status).toBe(422);
    expect(JSON.parse(fake.body).error).toMatch(/^Cerere refuzată: poza nu poate fi citită/);
    expect(fs.existsSync(path.join(repo, 'content', 'uploads', 'fake.jpg'))).toBe(false);
  });

  test('a page whose name is re-pointed at 127.0.0.1 (DNS rebinding) can neither read nor write through the editor', async ({ playwright, launchOptions }) => {
    // Chromium resolves evil.example to 127.0.0.1, as a rebinding DNS server would after the page loaded.
    // Its own Local Network Access check (Chromium 142 and later) would stop this page's requests first;
    // older browsers, other browsers and a page the owner lets through do not: turned off here, so what is
    // tested is the server's own refusal.
    const args = [...(launchOptions.args ?? []), '--host-resolver-rules=MAP evil.example 127.0.0.1', '--disable-features=LocalNetworkAccessChecks'];
    const browser = await playwright.chromium.launch({ ...launchOptions, args });
    try {
      const page = await browser.newPage();
      const evil = `http://evil.example:${port}`;
      // The attacker's page as first served from the attacker's own address.
      await page.route(`${evil}/`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }));
      await page.goto(`${evil}/`);
      const results = await page.evaluate(async (body) => {
        const post = await fetch('/api/v1', { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body });
        const get = await fetch('/admin/config.yml');
        return { post: [post.status, await post.text()], get: [get.status, await get.text()] };
      }, persistMedia('content/blog/planted.md'));
      expect(results.post[0]).toBe(403);
      expect(results.post[1]).toContain('Cerere refuzată');
      expect(results.get[0]).toBe(403);
      expect(results.get[1]).not.toContain('backend');
    } finally {
      await browser.close();
    }
    expect(fs.existsSync(path.join(repo, 'content', 'blog', 'planted.md'))).toBe(false);
  });
});
