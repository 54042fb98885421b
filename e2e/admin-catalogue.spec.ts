import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import { admin } from '../playwright.config';

let dir: string;

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kirana-admin-e2e-'));
});
test.afterAll(() => rm(dir, { recursive: true, force: true }));

/** A small solid PNG; distinct colours give distinct (content-addressed) image URLs. */
async function png(name: string, background: string): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: 96, height: 96, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.help}`)).toEqual([]);
}

test('an admin creates a category, a sub category and a product with two images, edits and deletes it', async ({
  page,
}) => {
  // A long journey with five axe scans, each a few seconds on a busy machine.
  test.setTimeout(180_000);
  // Unique per run and per project, so the journey never meets its own leftovers.
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const categoryName = `Snacks ${tag}`;
  const subCategoryName = `Nachos ${tag}`;
  const productName = `Corn Nachos ${tag}`;
  const [categoryImage, subCategoryImage, front, back] = await Promise.all([
    png('category.png', '#f8c617'),
    png('sub-category.png', '#0c831f'),
    png('front.png', '#d62828'),
    png('back.png', '#1d3557'),
  ]);

  await logInAsAdmin(page);

  // Category
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await expect(addCategory.getByLabel('Upload Image')).toBeDisabled();
  await addCategory.getByLabel('Name').fill(categoryName);
  await addCategory.getByLabel('Upload Image').setInputFiles(categoryImage);
  await expect(addCategory.getByRole('img', { name: categoryName })).toBeVisible();
  await expectNoAxeViolations(page, 'add category dialog');
  await addCategory.getByRole('button', { name: 'Add Category' }).click();
  await expect(addCategory).toBeHidden();
  await expect(page.getByRole('img', { name: categoryName })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/category');

  // Sub category
  await page.goto('/dashboard/subcategory');
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  const addSubCategory = page.getByRole('dialog', { name: 'Add Sub Category' });
  await addSubCategory.getByLabel('Name').fill(subCategoryName);
  await addSubCategory.getByLabel('Upload Image').setInputFiles(subCategoryImage);
  await expect(addSubCategory.getByRole('img', { name: subCategoryName })).toBeVisible();
  await addSubCategory.getByLabel('Select Category').selectOption({ label: categoryName });
  await expect(addSubCategory.getByRole('button', { name: `Remove ${categoryName}` })).toBeVisible();
  await addSubCategory.getByRole('button', { name: 'Submit' }).click();
  await expect(addSubCategory).toBeHidden();
  const subCategoryRow = page.getByRole('row').filter({ hasText: subCategoryName });
  await expect(subCategoryRow).toContainText(categoryName);
  await subCategoryRow.getByRole('button', { name: `View image of ${subCategoryName}` }).click();
  await expect(page.getByRole('dialog', { name: subCategoryName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard/subcategory');

  // Product with two images and a custom field
  await page.goto('/dashboard/upload-product');
  await page.getByLabel('Name').fill(productName);
  await page.getByLabel('Description').fill('Crunchy corn chips with a pinch of salt.');
  await page.getByLabel('Upload Image').setInputFiles([front, back]);
  await expect(page.getByRole('button', { name: /^Preview image/ })).toHaveCount(2);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
  await page.getByLabel('Sub Category', { exact: true }).selectOption({ label: subCategoryName });
  await page.getByLabel('Unit').fill('150 g');
  await page.getByLabel('Number of Stock').fill('25');
  await page.getByLabel('Price').fill('60');
  await page.getByLabel('Discount').fill('10');
  await page.getByRole('button', { name: 'Add Fields' }).click();
  await page.getByRole('dialog', { name: 'Add Field' }).getByLabel('Field name').fill('Key Features');
  await page.getByRole('button', { name: 'Add Field', exact: true }).click();
  await page.getByRole('textbox', { name: 'Key Features' }).fill('Baked, not fried');
  await expectNoAxeViolations(page, '/dashboard/upload-product');
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog');
  await expect(created.getByRole('button', { name: 'OK' })).toBeVisible();
  await created.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');

  // Edit it from the product list
  await page.goto('/dashboard/product');
  await page.getByPlaceholder('Search product here ...').fill(productName);
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(edit.getByLabel('Name')).toHaveValue(productName);
  await expect(edit.getByRole('textbox', { name: 'Key Features' })).toHaveValue('Baked, not fried');
  await expect(edit.getByRole('button', { name: /^Preview image/ })).toHaveCount(2);
  await edit.getByLabel('Price').fill('55');
  await edit.getByLabel('Unit').fill('200 g');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const card = page.getByRole('listitem').filter({ hasText: productName });
  await expect(card).toContainText('200 g');
  await expectNoAxeViolations(page, '/dashboard/product');

  // Delete it, then what it used
  await page.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
  await expect(confirm).toContainText('Are you sure want to delete permanent ?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The search is typo-tolerant, so similar demo products may stay listed.
  await expect(card).toHaveCount(0);

  await page.goto('/dashboard/subcategory');
  await page.getByRole('button', { name: `Delete ${subCategoryName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Permanent Delete' })).toContainText(
    'Are you sure permanent delete ?',
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: subCategoryName })).toHaveCount(0);

  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('img', { name: categoryName })).toHaveCount(0);
});

test('Escape still closes a dialog after its Submit failed, and focus goes back to the opener', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/dashboard/category');
  // The save fails on the server: the dialog stays open with its error toast.
  await page.route('**/api/category/add-category', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: true,
        message: 'Something went wrong. Please try again.',
      }),
    }),
  );
  const opener = page.getByRole('button', { name: 'Add Category' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Name').fill(`Failing ${Date.now().toString(36)}`);
  await dialog.getByLabel('Upload Image').setInputFiles(await png('failing.png', '#6d597a'));
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the product list's failed page says why, offers Try again, and does not page on the old total", async ({
  page,
}) => {
  await logInAsAdmin(page);
  // Page 2 fails on the server until the route is lifted; page 1 is the real list.
  const failPageTwo = (route: Route) =>
    route.request().postDataJSON()?.page === 2
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: true, message: 'Database unavailable' }),
        })
      : route.fallback();
  await page.route('**/api/product/get', failPageTwo);
  await page.goto('/dashboard/product');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText(/^1\/\d+$/)).toBeVisible();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Database unavailable');
  await expect(pages).toHaveCount(0);
  await expectNoAxeViolations(page, 'failed /dashboard/product');

  await page.unroute('**/api/product/get', failPageTwo);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(pages.getByText(/^2\/\d+$/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
