import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';

async function openSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.help}`)).toEqual([]);
}

test('a misspelt search shows what it searched instead, and the words as typed on request', async ({
  page,
}) => {
  const input = await openSearch(page);
  await input.fill('suger');
  await expect(page).toHaveURL(/\/search\?q=suger$/);
  await expect(page.getByText('Showing results for sugar')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sugar', exact: true })).toBeVisible();
  // The suggestions are open over the page while the box has focus; Escape puts them away.
  await input.press('Escape');
  await page.getByRole('link', { name: 'suger', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=suger&exact=1$/);
  await expect(page.getByText('No Data found')).toBeVisible();
  await expect(page.getByText('Showing results for')).toHaveCount(0);
});

test('suggestions follow the typing: arrows and Enter search one, a click opens a product', async ({
  page,
}) => {
  const input = await openSearch(page);
  await input.fill('choc');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: 'chocolate Search' })).toBeVisible();
  await expect(page.getByText(/\d suggestions\. Use the up and down arrows to choose one\./)).toBeAttached();
  await expectNoAxeViolations(page, 'suggestions');
  // Nothing spills sideways on the narrowest phones, list open.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chocolate$/);
  await expect(input).toHaveValue('chocolate');

  await input.fill('milk choc');
  await page.getByRole('option', { name: /^Milk Chocolate/ }).click();
  await expect(page).toHaveURL(/\/product\/Milk-Chocolate-[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milk Chocolate' })).toBeVisible();
});

test('Escape closes the suggestions and keeps what was typed', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('panee');
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(input).toHaveValue('panee');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('an admin adds a synonym group, search follows it, and bad input is refused', async ({ page }) => {
  // Unique per run and project: a term may belong to one group only.
  const word = `mithai${test.info().project.name}${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard/synonyms');
  await expect(page.getByRole('heading', { name: 'Synonyms' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Terms' }).filter({ hasText: 'dahi' })).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/synonyms');

  await page.getByRole('button', { name: 'Add Synonyms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Synonyms' });
  await dialog.getByLabel('Terms').fill(word);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Terms must hold at least 2 terms')).toBeVisible();
  await dialog.getByLabel('Terms').fill(`${word}, curd`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“curd” is already in the group dahi, curd')).toBeVisible();
  await dialog.getByLabel('Terms').fill(`${word}, Kaju Katli`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Synonyms added')).toBeVisible();

  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true })).toBeVisible();

  await page.goto('/dashboard/synonyms');
  await page.getByRole('button', { name: `Delete ${word}, kaju katli` }).click();
  await page.getByRole('dialog', { name: 'Delete Synonyms' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Synonyms deleted')).toBeVisible();
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText('No Data found')).toBeVisible();
});
