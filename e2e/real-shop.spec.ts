import { expect, test } from '@playwright/test';

test('home on a 390 px phone: rows show two and a half distinct pack shots; the header folds away on scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Atta, Rice & Dal' });
  const cards = row.getByRole('article');
  await expect(cards.nth(3)).toBeAttached();
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(first && first.x >= 0 && first.x + first.width <= 390).toBe(true);
  expect(second && second.x + second.width <= 390).toBe(true);
  // About half of the third card shows: the row says it scrolls.
  const shown = third ? (390 - third.x) / third.width : 0;
  expect(shown).toBeGreaterThan(0.3);
  expect(shown).toBeLessThan(0.7);

  // Every product drawn as its own pack: no two cards of the row share an image.
  const sources = await row.locator('img').evaluateAll((images) => images.map((i) => i.getAttribute('src')));
  expect(sources.length).toBeGreaterThan(3);
  expect(new Set(sources).size).toBe(sources.length);

  const logo = page.getByRole('link', { name: 'Kirana home' });
  const search = page.getByRole('banner').getByRole('link', { name: 'Search products' });
  await page.mouse.wheel(0, 800);
  await expect(page.getByRole('banner')).toHaveAttribute('data-collapsed', 'true');
  await expect(logo).not.toBeInViewport();
  await expect(search).toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-collapsed');
  await expect(logo).toBeInViewport();
});

test('the product image fills a square frame on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Atta, Rice & Dal' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .click();
  const image = page.getByRole('main').getByRole('img').first();
  await expect(image).toBeVisible();
  const frame = await image.locator('..').boundingBox();
  expect(frame && Math.abs(frame.width - frame.height)).toBeLessThanOrEqual(2);
});
