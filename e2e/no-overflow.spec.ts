import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';

// Widths from the smallest phone to a desktop; each page must fit without scrolling sideways.
const WIDTHS = [320, 360, 390, 414, 768, 1280];

async function overflowAt(page: Page, path: string): Promise<string[]> {
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    if (scrollWidth > innerWidth) wide.push(`${path} at ${width} px: ${scrollWidth} px wide`);
  }
  return wide;
}

// The viewport is set per width, so one project is enough.
test.skip(({ isMobile }) => isMobile, 'widths are set by the test itself');

test('shopper pages fit every width from 320 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const listing = await page
    .getByRole('link', { name: /See All/ })
    .first()
    .getAttribute('href');
  const product = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  // Something in the cart, so /cart shows its lines and bill.
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  const paths = [
    '/',
    listing ?? '/',
    product ?? '/',
    '/search?q=milk',
    '/search?q=suger',
    '/cart',
    '/login',
    '/register',
    '/forgot-password',
  ];
  const wide: string[] = [];
  for (const path of paths) wide.push(...(await overflowAt(page, path)));
  expect(wide).toEqual([]);
});

test("a listing's product names are not cut off at the side on a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/');
  // Atta & Flours: two cards a row beside the sidebar, and 'Multigrain Atta' wider than its card's line.
  await page.getByRole('link', { name: 'Atta, Rice & Dal', exact: true }).first().click();
  const names = page.getByRole('main').getByRole('article').getByRole('heading');
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((headings) =>
    headings.filter((h) => h.scrollWidth > h.clientWidth).map((h) => h.textContent),
  );
  expect(cut).toEqual([]);
});

/** Signs the admin in through the API and keeps the tokens where the app looks; returns the access token. */
async function signInAsAdmin(page: Page): Promise<string> {
  const response = await page.request.post('/api/user/login', { data: admin });
  const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
  await page.goto('/robots.txt');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accesstoken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, data);
  return data.access_token;
}

test("the stock page's product names are not cut off at the side on a 320 px phone", async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/dashboard/store-stock');
  const names = page.getByRole('main').getByRole('listitem').locator('label > span:first-child');
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((spans) =>
    spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
  );
  expect(cut).toEqual([]);
  // The search box gets a line of its own rather than a sliver beside Save.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  expect((await search.boundingBox())?.width).toBeGreaterThan(200);
});

test('account and admin pages fit every width from 320 px', async ({ page }) => {
  test.setTimeout(180_000);
  const accessToken = await signInAsAdmin(page);
  // A product with a long name in the cart, so /checkout lists it beside the bill.
  const listed = await page.request.post('/api/product/search-product', { data: { search: 'paneer' } });
  const [first] = ((await listed.json()) as { data: { _id: string }[] }).data;
  await page.request.post('/api/cart/create', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { productId: first?._id },
  });
  const paths = [
    '/checkout',
    '/dashboard/profile',
    '/dashboard/myorders',
    '/dashboard/address',
    '/dashboard/category',
    '/dashboard/subcategory',
    '/dashboard/upload-product',
    '/dashboard/product',
    '/dashboard/synonyms',
    '/dashboard/orders',
    '/dashboard/stores',
    '/dashboard/store-stock',
    '/dashboard/staff',
    '/dashboard/store',
    '/user',
  ];
  const wide: string[] = [];
  for (const path of paths) wide.push(...(await overflowAt(page, path)));
  expect(wide).toEqual([]);
});

test('the OTP screen fits a 320 px phone: six boxes, Verify OTP and the email on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send Otp' }).click();
  await expect(page).toHaveURL(/\/verification-otp$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const boxes = page.getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  await expect(boxes.nth(5)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeInViewport({ ratio: 1 });
});
