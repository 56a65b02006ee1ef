import { getArticles } from '../lib/content';
import { slugify } from '../lib/text';
import { atPhoneWidth, expect, test } from './fixtures';

test.describe('portfolio', () => {
  test('chips filter the grid to their counts and the URL keeps the filter', async ({ page }) => {
    await page.goto('/portfolio');
    const grid = page.getByTestId('projects-list');
    const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
    const filterToggle = page.getByRole('button', { name: 'Filtrează' });
    if (await filterToggle.isVisible()) {
      await expect(chips).toBeHidden();
      await filterToggle.click();
      await expect(filterToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await chips.getByRole('link', { name: 'Branding 6' }).click();
    await expect(chips.getByRole('link', { name: 'Branding 6' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/categorie=branding/);
    await expect(grid.getByRole('article')).toHaveCount(6);
    await chips.getByRole('link', { name: 'Marketing 3' }).click();
    await expect(grid.getByRole('article')).toHaveCount(3);
    await page.reload();
    await expect(grid.getByRole('article')).toHaveCount(3);
  });

  // Load more, the list view and the case-study links: the same links at every width. The chips run at
  // phone width too, where they sit behind the filter button.
  test.describe(() => {
    test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

    test('load more reveals the rest and disappears; the list view is kept in the URL', async ({ page }) => {
      await page.goto('/portfolio');
      const grid = page.getByTestId('projects-list');
      await expect(grid.getByRole('article')).toHaveCount(8);
      await page.getByRole('link', { name: 'Încarcă mai multe proiecte' }).click();
      await expect(grid.getByRole('article')).toHaveCount(12);
      await expect(page.getByRole('link', { name: 'Încarcă mai multe proiecte' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Afișare listă' }).click();
      await expect(page.getByRole('link', { name: 'Afișare listă' })).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(/vizualizare=list/);
    });

    test('view details opens the case study; visit site only where the project has a URL', async ({ page, request }) => {
      await page.goto('/portfolio');
      const recent = page.getByRole('region', { name: 'Proiecte recente' });
      const first = recent.getByRole('article').first();
      const title = await first.getByRole('heading').innerText();
      await expect(first.getByRole('link', { name: /Vezi site-ul/ })).toHaveAttribute('href', /^https:\/\//);
      await first.getByRole('link', { name: /Vezi detalii/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect((await request.get(page.url())).status()).toBe(200);
      const third = recent.getByRole('article').nth(2);
      await page.goBack();
      await expect(third.getByRole('link', { name: /Vezi site-ul/ })).toHaveCount(0);
    });
  });
});

test.describe('blog', () => {
  // The same chips, search box, tags and links at every width (the search box's layout at phone width is
  // covered by target-size.spec and the accessibility walks).
  test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

  test('category chips filter; the featured article joins the list when filtering', async ({ page }) => {
    await page.goto('/blog');
    const region = page.getByRole('region', { name: 'Articole' });
    const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
    await chips.getByRole('link', { name: 'Marketing 6' }).click();
    await expect(page).toHaveURL(/categorie=marketing/);
    await expect(region.getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: 'Încarcă mai multe articole' }).click();
    await expect(region.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Încarcă mai multe articole' })).toHaveCount(0);
    await chips.getByRole('link', { name: 'Web Design 8' }).click();
    await expect(region.getByText('8 articole găsite')).toBeVisible();
  });

  test('search finds articles with or without diacritics, and says when nothing matches', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Caută articole' });
    const region = page.getByRole('region', { name: 'Articole' });
    const count = page.getByTestId('articles-count');
    // While Pagefind loads, titles and excerpts are matched at once; the full-text answer then replaces
    // them ("Se caută în toate articolele..." until it does). Read the list once the answer is in.
    const found = /^(\d+) (de )?(articol găsit|articole găsite)$/;
    await search.fill('tipografia');
    await expect(count).toHaveText(found);
    await expect(region.getByRole('article').first()).toContainText('Tipografia brandului');
    // The box waits for typing to pause before the query takes: until the chip names the new query, the
    // count still answers the old one (CI once read "1 articol găsit" of "tipografia" here, then "Se caută").
    const answering = (query: string) => expect(page.getByRole('button', { name: `Căutare: „${query}”`, exact: false })).toBeVisible();
    await search.fill('identitate vizuala');
    await answering('identitate vizuala');
    await expect(count).toHaveText(found);
    const plain = await count.textContent();
    expect(Number(found.exec(plain!)![1])).toBeGreaterThan(0);
    await expect(region.getByRole('article')).toHaveCount(Number(found.exec(plain!)![1]));
    await search.fill('identitate vizuală');
    await answering('identitate vizuală');
    await expect(count).toHaveText(plain!);
    await search.fill('qwxzzy');
    await page.getByRole('button', { name: 'Caută', exact: true }).click();
    await expect(page.getByText('Niciun articol nu se potrivește căutării.')).toBeVisible();
    await expect(page).toHaveURL(/q=qwxzzy/);
    await page.getByRole('button', { name: 'Vezi toate articolele' }).click();
    await expect(region.getByRole('article')).toHaveCount(6);
  });

  test('a popular tag filters the list', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('region', { name: 'Etichete populare' }).getByRole('link', { name: /^WordPress/ }).click();
    await expect(page).toHaveURL(/eticheta=wordpress/);
    await expect(page.getByRole('link', { name: /Etichetă: WordPress/ })).toBeVisible();
    // Exactly the articles carrying the tag, counted from the content.
    const expected = getArticles().filter((a) => a.tags.some((t) => slugify(t) === 'wordpress')).length;
    expect(expected).toBeGreaterThan(1);
    await expect(page.getByTestId('articles-count')).toHaveText(new RegExp(`^${expected} (de )?articole găsite$`));
  });

  test('an article opens on its own page', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByRole('region', { name: 'Articole' }).getByRole('article').first();
    const title = await featured.getByRole('heading').innerText();
    await featured.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByText(/\d+ min de citit/).first()).toBeVisible();
  });
});
