import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('store shell', () => {
  test('home shows the header, the rotating search placeholder and the footer', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Kirana home' })).toBeVisible();
    const search = header.getByRole('link', { name: 'Search products' });
    const placeholders = ['milk', 'bread', 'sugar', 'paneer', 'chocolate', 'curd', 'rice', 'egg', 'chips'];
    await expect(search).toContainText(new RegExp(placeholders.join('|')));
    if (isMobile) {
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    } else {
      await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      await expect(header.getByText('My Cart')).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('All Rights Reserved 2024');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(3);
  });

  test('the search box navigates to the results as the shopper types', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
    const input = page.getByRole('combobox', { name: 'Search products' });
    await expect(input).toBeFocused();
    await input.fill('paneer');
    await expect(page).toHaveURL(/\/search\?q=paneer$/);
  });

  // A tab open across a deploy asks for chunks of the build it started with, which are gone.
  test('code a new build replaced loads the page again, once, instead of an error page', async ({ page }) => {
    await page.goto('/');
    let asked = 0;
    await page.route(/\/assets\/search-combobox-[\w-]+\.js$/, (route) =>
      asked++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    expect(asked).toBe(2);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('code missing from the new build too shows the error page after one reload', async ({ page }) => {
    await page.goto('/');
    let asked = 0;
    await page.route(/\/assets\/search-combobox-[\w-]+\.js$/, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(asked).toBe(2);
  });

  test('unknown routes show the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('the demo catalogue is served', async ({ request }) => {
    const categories = await (await request.get('/api/category/get')).json();
    expect(categories.data.length).toBeGreaterThanOrEqual(10);
    const health = await (await request.get('/api/health')).json();
    expect(health.data).toMatchObject({ status: 'ok', database: 'up' });
  });
});
