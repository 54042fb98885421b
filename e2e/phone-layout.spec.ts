import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a product with 11 images stays inside a 360 px phone, arrows and dots on screen', async ({ page }) => {
  const login = await page.request.post('/api/user/login', { data: admin });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const listed = await page.request.post('/api/product/get', { data: { page: 1, limit: 11 } });
  const images = ((await listed.json()) as { data: { image: string[] }[] }).data.map((p) => p.image[0]);
  expect(images).toHaveLength(11);
  const created = await page.request.post('/api/product/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Gallery ${test.info().project.name} ${Date.now()}`, image: images, price: 99, stock: 5 },
  });
  expect(created.ok()).toBe(true);
  const { _id, name } = ((await created.json()) as { data: { _id: string; name: string } }).data;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/product/x-${_id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  const right = await page.getByRole('button', { name: 'Scroll thumbnails right' }).boundingBox();
  expect(right && right.x + right.width).toBeLessThanOrEqual(360);
  const lastDot = await page.getByRole('button', { name: 'Show image 11 of 11' }).first().boundingBox();
  expect(lastDot && lastDot.x + lastDot.width).toBeLessThanOrEqual(360);

  // The quantity control stays compact after Add, and keeps the keyboard's focus.
  const add = page.getByRole('button', { name: `Add ${name} to cart` });
  await add.focus();
  await page.keyboard.press('Enter');
  const increase = page.getByRole('button', { name: `Increase quantity of ${name}` });
  await expect(increase).toBeFocused();
  const control = await page.getByRole('group', { name: `${name} in cart` }).boundingBox();
  expect(control?.width).toBeLessThanOrEqual(120);
});

test('the cart at 320 px: nothing clipped, no View Cart bar over it, Proceed pinned on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const adds = page.getByRole('button', { name: /^Add .* to cart$/ });
  for (let i = 0; i < 4; i++) {
    await adds.first().click();
    await expect(page.getByRole('group').nth(i)).toBeVisible();
  }
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expect(page.getByRole('link', { name: /View Cart/ })).toHaveCount(0);
  const proceed = page.getByRole('button', { name: /Proceed/ });
  await expect(proceed).toBeInViewport();
  const box = await proceed.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(640);
});

test('a guest opening My Orders signs in and lands back on My Orders', async ({ page }) => {
  const email = `back.${Date.now()}${Math.floor(Math.random() * 1000)}@kirana.test`;
  const password = 'shopper-password-1';
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Back', email, password, confirmPassword: password },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/dashboard/myorders');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fmyorders$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
});
