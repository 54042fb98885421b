import { expect, type Page, type Route, test } from '@playwright/test';

/** Seeded demo catalogue (apps/server/src/seed/catalogue/dairy-bread-eggs.ts). */
const category = 'Dairy, Bread & Eggs';
const subCategory = 'Paneer, Butter & Cheese';
const product = 'Paneer (Malai)';

/** The product page of docs/product-rules.md "Screens", reached by whatever route the shopper took. */
async function expectProductPage(page: Page, name: string) {
  await expect(page).toHaveURL(/\/product\/[^/]+-[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name.replace(/[()]/g, '\\$&')));
  const main = page.getByRole('main');
  await expect(main.getByText('10 Min', { exact: true })).toBeVisible();
  await expect(main.getByText(/^₹\d/).first()).toBeVisible();
  await expect(main.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Why shop from the product?' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Superfast Delivery' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain(name);
}

test.describe('shopper finds a seeded product', () => {
  test('from a home row', async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: category });
    await expect(row.getByRole('link', { name: /^See All/ })).toBeVisible();
    // A row loads its products as it nears the viewport.
    await row.scrollIntoViewIfNeeded();
    const card = row.getByRole('link', { name: product, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expectProductPage(page, product);
  });

  test('from the category grid and the listing sidebar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: category, exact: true }).first().click();
    await expect(page).toHaveURL(/\/Dairy-Bread-Eggs-[0-9a-f]{24}\/[^/]+-[0-9a-f]{24}$/);
    const sidebar = page.getByRole('navigation', { name: `${category} sub categories` });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

    await sidebar.getByRole('link', { name: subCategory }).click();
    await expect(page).toHaveURL(/\/Dairy-Bread-Eggs-[0-9a-f]{24}\/Paneer-Butter-Cheese-[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paneer Butter Cheese' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: subCategory })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: product, exact: true }).click();
    await expectProductPage(page, product);
  });

  test('from an old listing link: a moved sub category is followed, a gone one says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: category, exact: true }).first().click();
    const sidebar = page.getByRole('navigation', { name: `${category} sub categories` });
    const href = await sidebar.getByRole('link', { name: subCategory }).getAttribute('href');
    const subCategorySlug = href?.split('/')[2] ?? '';

    // The same sub category under a category it is not in (its link from before a move).
    await page.goto(`/Old-Aisle-0123456789abcdef01234567/${subCategorySlug}`);
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('link', { name: product, exact: true })).toBeVisible();

    await page.goto(`${href?.split('/').slice(0, 2).join('/')}/Gone-0123456789abcdef01234567`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub category not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('from search, despite a typo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).fill('panner');
    await expect(page).toHaveURL(/\/search\?q=panner$/);
    await expect(page.getByText(/^Search Results: [1-9]/)).toBeVisible();
    await page.getByRole('link', { name: product, exact: true }).click();
    await expectProductPage(page, product);
  });

  test('search pages in more results on scroll and says when nothing matches', async ({ page }) => {
    await page.goto('/search?q=');
    await expect(page.getByText(/^Search Results: \d{3}$/)).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(10);
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => cards.count()).toBeGreaterThan(10);

    await page.goto('/search?q=xyzzyqux');
    await expect(page.getByText('No Data found')).toBeVisible();
  });

  test('a next page that fails keeps what is shown and offers Try again, in search and in a listing', async ({
    page,
  }) => {
    // Every page after the first fails until `failing` is lifted.
    let failing = true;
    let failures = 0;
    const failLaterPages = (route: Route) => {
      if (!failing || (route.request().postDataJSON()?.page ?? 1) < 2) return route.fallback();
      failures++;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: true, message: 'Database unavailable' }),
      });
    };
    await page.route('**/api/product/search-product', failLaterPages);
    await page.route('**/api/product/get-pruduct-by-category-and-subcategory', failLaterPages);
    const cards = page.getByRole('main').getByRole('article');
    const more = page.getByRole('alert').filter({ hasText: 'Could not load more products.' });

    for (const open of [
      async () => page.goto('/search?q='),
      async () => {
        await page.goto('/');
        await page.getByRole('link', { name: 'Fruits & Vegetables', exact: true }).first().click();
        await page
          .getByRole('navigation', { name: 'Fruits & Vegetables sub categories' })
          .getByRole('link', { name: 'Fresh Vegetables' })
          .click();
      },
    ]) {
      failing = true;
      failures = 0;
      await open();
      await expect(cards.first()).toBeVisible();
      const shown = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 5000);
      await expect(more).toBeVisible();
      await expect(cards).toHaveCount(shown);
      // Scrolling on does not ask again by itself: the shopper decides.
      await page.mouse.wheel(0, -400);
      await page.mouse.wheel(0, 5000);
      expect(failures).toBe(1);

      failing = false;
      await more.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      await expect(more).toHaveCount(0);
    }
  });

  test('a home row keeps its height when its products arrive', async ({ page }) => {
    // Hold the rows' products back, so the placeholders can be measured before the cards replace them.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/product/get-product-by-category', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const row = page.getByRole('region', { name: category });
    await row.scrollIntoViewIfNeeded();
    const list = row.getByRole('list');
    await expect(list.locator('li > [aria-hidden="true"]').first()).toBeVisible();
    // A box is null while the list is not rendered (seen once on a loaded CI machine): poll for one.
    const height = async () => (await list.boundingBox())?.height ?? 0;
    await expect.poll(height).toBeGreaterThan(0);
    const placeholders = await height();
    release();
    await expect(row.getByRole('article').first()).toBeVisible();
    await expect.poll(height).toBe(placeholders);
  });

  test('an unknown product id shows a not found page', async ({ page }) => {
    await page.goto('/product/Nothing-0123456789abcdef01234567');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });
});
