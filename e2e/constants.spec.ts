import { expect, test } from './fixtures';

// The business constants of spec section 9, each on its page. Figures are literals on purpose.

test('home: statistics, four services, four steps, two five-star testimonials', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Statistici' });
  for (const [value, label] of [
    ['50+', 'Proiecte finalizate'],
    ['95%', 'Clienți mulțumiți'],
    ['5+', 'Ani de experiență'],
    ['24h', 'Timp de răspuns'],
  ]) {
    await expect(stats.getByRole('definition').filter({ hasText: value! })).toHaveCount(1);
    await expect(stats.getByRole('term').filter({ hasText: label! })).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Proiecte reprezentative' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Cu ce te pot ajuta' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Cum lucrăm împreună' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('img', { name: '5 din 5 stele' })).toHaveCount(2);
  await expect(page.getByText('De ce să lucrăm împreună').locator('..').getByRole('listitem')).toHaveCount(4);
});

test('about: three figures, three values, six skills with their levels, the timeline years', async ({ page }) => {
  await page.goto('/about');
  const skills: [string, number][] = [
    ['Web design', 95],
    ['Dezvoltare WordPress', 90],
    ['Design grafic', 98],
    ['Marketing digital', 85],
    ['Strategie de brand', 88],
    ['Experiența utilizatorului (UX)', 92],
  ];
  for (const [name, level] of skills) {
    await expect(page.getByRole('progressbar', { name, exact: true })).toHaveAttribute('aria-valuenow', String(level));
  }
  await expect(page.getByRole('progressbar')).toHaveCount(6);
  const timeline = page.getByRole('region', { name: 'Drumul de până acum' });
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  for (const year of ['2019', '2020', '2021', '2022', '2024']) await expect(timeline).toContainText(year);
  await expect(page.getByRole('region', { name: /^Sunt Andreea Popescu/ }).getByRole('definition')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Ce mă ghidează în fiecare proiect' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Filozofia mea de lucru' })).toContainText('Un design bun');
});

test('services: badges, prices, durations, most popular, start-up package, process and why-choose', async ({ page }) => {
  await page.goto('/services');
  for (const badge of ['50+ clienți mulțumiți', 'Livrare rapidă', 'Rezultate garantate']) await expect(page.getByText(badge)).toBeVisible();
  const cards: [string, string, string][] = [
    // The specification's durations, set with an en dash (content keeps "2-4"; lib/typography.ts shows it).
    ['web-design', 'de la 1.500 RON', '2–4 săptămâni'],
    ['wordpress', 'de la 2.500 RON', '3–6 săptămâni'],
    ['graphic-design', 'de la 800 RON', '1–3 săptămâni'],
    ['marketing', '500 RON / oră', 'Continuu'],
  ];
  for (const [id, price, duration] of cards) {
    const card = page.locator(`#${id}`);
    await expect(card).toContainText(price);
    await expect(card).toContainText(`Durată: ${duration}`);
    await expect(card).toContainText('+ TVA');
  }
  await expect(page.locator('#wordpress')).toContainText('Cel Mai Popular');
  await expect(page.getByText('Cel Mai Popular')).toHaveCount(1);
  const startup = page.getByRole('region', { name: 'Pachetul Start-up' });
  await expect(startup).toContainText('4.500 RON');
  await expect(startup.locator('s')).toHaveText('6.000 RON');
  await expect(startup).toContainText('3 luni de suport gratuit');
  await expect(page.getByRole('region', { name: 'Cum lucrăm împreună' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'De ce să mă alegi' }).getByRole('listitem')).toHaveCount(3);
});

test('portfolio: four stats, three featured projects, chips with the specification counts, eight cards', async ({ page }) => {
  await page.goto('/portfolio');
  for (const [value, label] of [
    // The specification's figures exactly; their labels say what they count: the case studies shown, and
    // a success rate over finished projects (issue 45: "active" misdescribed finished work).
    ['12', 'Proiecte în portofoliu'],
    ['50+', 'Clienți'],
    ['95%', 'Rată de succes la proiectele încheiate'],
    ['24h', 'Timp de răspuns'],
  ]) {
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${value!.replace('+', '\\+')}$`) })).toHaveCount(1);
    await expect(page.getByRole('term').filter({ hasText: label! })).toHaveCount(1);
  }
  const featured = page.getByRole('region', { name: 'Proiecte recente' }).getByRole('article');
  await expect(featured).toHaveCount(3);
  for (const card of await featured.all()) {
    // Featured projects list four or five technologies; the card shows three.
    await expect(card.getByRole('list', { name: 'Tehnologii' }).getByRole('listitem')).toHaveCount(3);
  }
  // On small screens the chips sit behind the filter button.
  const filterToggle = page.getByRole('button', { name: 'Filtrează' });
  if (await filterToggle.isVisible()) await filterToggle.click();
  const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
  for (const [label, count] of [
    ['Toate', 12],
    ['Web Design', 5],
    ['WordPress', 4],
    ['Branding', 6],
    ['Marketing', 3],
  ] as const) {
    await expect(chips.getByRole('link', { name: `${label} ${count}`, exact: true })).toBeVisible();
  }
  await expect(chips.getByRole('link', { name: 'Toate 12' })).toHaveAttribute('aria-current', 'true');
  const grid = page.getByTestId('projects-list');
  await expect(grid.getByRole('article')).toHaveCount(8);
  for (const card of await grid.getByRole('article').all()) {
    expect(await card.getByRole('list', { name: 'Tehnologii' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
  }
});

test('blog: featured article, chips with the specification counts, five articles, ten popular tags, newsletter', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('searchbox', { name: 'Caută articole' })).toHaveAttribute('placeholder', 'Caută articole...');
  await expect(page.getByText('Recomandat', { exact: true })).toHaveCount(1);
  const chips = page.getByRole('group', { name: 'Filtrează după categorie' });
  for (const [label, count] of [
    ['Toate', 24],
    ['Web Design', 8],
    ['Marketing', 6],
    ['WordPress', 5],
    ['Branding', 5],
  ] as const) {
    await expect(chips.getByRole('link', { name: `${label} ${count}`, exact: true })).toBeVisible();
  }
  await expect(chips.getByRole('link', { name: 'Toate 24' })).toHaveAttribute('aria-current', 'true');
  // Featured + five listed.
  await expect(page.getByRole('region', { name: 'Articole' }).getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Etichete populare' }).getByRole('link')).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Abonează-te la newsletter' }).getByRole('textbox', { name: 'Adresa ta de email' })).toBeVisible();
});

test('contact: form fields, budget options, hours, location, four FAQ', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Nume Complet *' })).toHaveAttribute('required', '');
  await expect(page.getByRole('textbox', { name: 'Email *' })).toHaveAttribute('type', 'email');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('type', 'tel');
  await expect(page.getByRole('textbox', { name: 'Companie' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Serviciile de care ai nevoie *' }).getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: 'Detalii Proiect *' })).toHaveAttribute('rows', '6');
  const budget = page.getByRole('combobox', { name: 'Buget' });
  await expect(budget.locator('option')).toHaveText([
    'Selectează bugetul (opțional)',
    'Sub 1.000 RON',
    '1.000–3.000 RON',
    '3.000–5.000 RON',
    '5.000–10.000 RON',
    'Peste 10.000 RON',
  ]);
  const hours = page.getByRole('region', { name: 'Program' });
  await expect(hours).toContainText('Luni – Vineri09:00–18:00');
  await expect(hours).toContainText('Sâmbătă10:00–14:00');
  await expect(hours).toContainText('DuminicăÎnchis');
  await expect(hours).toContainText('24 de ore');
  await expect(page.getByRole('region', { name: 'Locație' })).toContainText('România');
  await expect(page.getByRole('region', { name: 'Ai întrebări? Iată răspunsurile' }).locator('details')).toHaveCount(4);
});
