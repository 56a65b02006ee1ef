import { getProjects } from '../lib/content';
import { atPhoneWidth, expect, test } from './fixtures';

const projects = getProjects();

// Raw HTML, chip counts, card links and URLs: the same at every width. The chips behind the filter button at
// phone width are clicked by widgets.spec.ts there (and without JavaScript by no-js.spec.ts).
test.skip(atPhoneWidth, 'viewport-free: runs in the desktop project only');

test('every project has a case-study page with its title, result and technologies', async ({ request }) => {
  expect(projects).toHaveLength(12);
  for (const project of projects) {
    const response = await request.get(`/portfolio/${project.slug}`);
    expect(response.status(), project.slug).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${project.title.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toContain('Provocarea');
    // The result as read (a figure and its unit sit in a no-wrap span: lib/typography.tsx).
    expect(html.replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')).toContain(project.result.replace(/&/g, '&amp;'));
  }
});

test('each chip shows exactly its count once everything is loaded, and a case study opens from every card', async ({ page }) => {
  await page.goto('/portfolio');
  const grid = page.getByTestId('projects-list');
  const filterToggle = page.getByRole('button', { name: 'Filtrează' });
  if (await filterToggle.isVisible()) await filterToggle.click();
  const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
  for (const [label, count] of [
    ['Web Design', 5],
    ['WordPress', 4],
    ['Branding', 6],
    ['Marketing', 3],
    ['Toate', 12],
  ] as const) {
    const chip = chips.getByRole('link', { name: `${label} ${count}`, exact: true });
    await chip.click();
    // The grid re-renders with the chip: from here on the "more" button's presence is current.
    await expect(chip).toHaveAttribute('aria-current', 'true');
    const more = page.getByRole('link', { name: 'Încarcă mai multe proiecte' });
    if (await more.isVisible()) await more.click();
    await expect(grid.getByRole('article')).toHaveCount(count);
  }
  const detailLinks = await grid.getByRole('link', { name: /^Vezi detalii/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(detailLinks)).toEqual(new Set(projects.map((p) => `/portfolio/${p.slug}`)));
  const withSite = projects.filter((p) => p.url).length;
  await expect(grid.getByRole('link', { name: /^Vezi site-ul/ })).toHaveCount(withSite);
});

test('the featured projects are large rows with their result, not the full list’s cards again', async ({ page }) => {
  await page.goto('/portfolio');
  const rows = page.getByRole('region', { name: 'Proiecte recente' }).getByRole('article');
  const featured = projects.filter((p) => p.featured);
  await expect(rows).toHaveCount(3);
  const list = page.getByTestId('projects-list');
  const card = (await list.getByRole('article').first().boundingBox())!;
  const column = (await list.boundingBox())!;
  // The full list's cards are large too: two a row, each at least half the content column (issue 45).
  expect(card.width, 'a card is half the column').toBeGreaterThan(column.width / 2 - 24);
  for (const [i, row] of (await rows.all()).entries()) {
    await expect(row).toContainText(featured[i]!.result);
    const box = (await row.boundingBox())!;
    expect(box.width, 'a row spans the column').toBeGreaterThan(1.9 * card.width);
    // Picture and text side by side, the picture on the left, then on the right, then on the left.
    const picture = (await row.locator('picture').boundingBox())!;
    const heading = (await row.getByRole('heading').boundingBox())!;
    expect(picture.width).toBeGreaterThan(1.15 * card.width);
    expect(picture.x < heading.x, `row ${i + 1}`).toBe(i % 2 === 0);
  }
  // The list's first view shows other work than the rows above: the featured ones come with "load more".
  const firstView = await list.getByRole('article').getByRole('heading').allInnerTexts();
  expect(firstView).toHaveLength(8);
  for (const project of featured) expect(firstView).not.toContain(project.title);
});

test('the list view and a filter are restored from the URL', async ({ page }) => {
  await page.goto('/portfolio?categorie=wordpress&vizualizare=list');
  await expect(page.getByRole('link', { name: 'Afișare listă' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('projects-list').getByRole('article')).toHaveCount(4);
  await page.getByRole('link', { name: 'Afișare grilă' }).click();
  await expect(page).not.toHaveURL(/vizualizare/);
  await expect(page).toHaveURL(/categorie=wordpress/);
});
