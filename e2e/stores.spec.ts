import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { admin, baseURL } from '../playwright.config';

/*
 * Two dark stores 5.6 km apart with 3 km radii (Koramangala 560034, Shanti Nagar 560004) and a product
 * stocked at one of them. Afterwards the stores lose their areas again, so the other journeys of this run
 * see a shop whose default store serves everywhere.
 */
const FAR_AWAY = '562102';
// Its own client address (the e2e server trusts Playwright as a proxy): the journeys before this one used up
// this machine's login attempts.
const client = { 'x-forwarded-for': '198.51.100.15' };
test.use({ extraHTTPHeaders: client });
const password = 'stores-shopper-1';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

interface Fixture {
  api: APIRequestContext;
  headers: { authorization: string };
  stores: { kor: string; shn: string };
  product: { _id: string; name: string };
}
let fixture: Fixture;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: client });
  const login = await api.post('/api/user/login', { data: { email: admin.email, password: admin.password } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const suffix = unique();
  const create = async (code: string, name: string, pincode: string) => {
    const res = await api.post('/api/store/create', {
      headers,
      data: { code: `${code}-${suffix}`, name: `${name} ${suffix}`, pincode, radiusKm: 3, ridersOnShift: 2 },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data._id as string;
  };
  const stores = {
    kor: await create('kor', 'Koramangala', '560034'),
    shn: await create('shn', 'Shanti Nagar', '560004'),
  };
  fixture = { api, headers, stores, product: { _id: '', name: '' } };
  // A product only Koramangala holds.
  const page = await api.post('/api/product/get', { data: { page: 1, limit: 1 } });
  const product = (await page.json()).data[0] as { _id: string; name: string };
  const stock = await api.put('/api/store/product-stock', {
    headers,
    data: {
      productId: product._id,
      stocks: [
        { storeId: stores.kor, stock: 4 },
        { storeId: stores.shn, stock: 0 },
      ],
    },
  });
  expect(stock.ok()).toBe(true);
  fixture = { api, headers, stores, product };
});

test.afterAll(async () => {
  if (!fixture) return;
  const { api, headers, stores } = fixture;
  for (const _id of Object.values(stores)) {
    const res = await api.put('/api/store/update', {
      headers,
      data: { _id, pincode: null, latitude: null, longitude: null, servedPincodes: [], isOpen: false },
    });
    expect(res.ok()).toBe(true);
  }
  await api.dispose();
});

async function chooseLocation(page: Page, pincode: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change location/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await dialog.getByLabel('PIN code', { exact: true }).fill(pincode);
  await dialog.getByRole('button', { name: 'Deliver here' }).click();
  await expect(dialog).toBeHidden();
}

const stockAt = async (storeId: string) => {
  const res = await fixture.api.post('/api/store/product-stock', {
    headers: fixture.headers,
    data: { productId: fixture.product._id },
  });
  return ((await res.json()).data as { storeId: string; stock: number }[]).find(
    (row) => row.storeId === storeId,
  )!.stock;
};

test("a guest picks a PIN code and sees that store's stock and delivery time; far away, the store says it does not deliver", async ({
  page,
}) => {
  const { product } = fixture;
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Choose your location/ })).toBeVisible();

  // A PIN code that is not six digits is refused in the form; an unknown one by the server.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change location/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });
  await expect(dialog.getByRole('button', { name: 'Use my current location' })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByLabel('PIN code', { exact: true }).fill('12');
  await dialog.getByRole('button', { name: 'Deliver here' }).click();
  await expect(dialog.getByText('PIN code must be 6 digits, like 560034')).toBeVisible();
  await dialog.getByLabel('PIN code', { exact: true }).fill('999999');
  await dialog.getByRole('button', { name: 'Deliver here' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("We couldn't find the PIN code 999999");
  await page.keyboard.press('Escape');

  await chooseLocation(page, '560034');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Delivery in \d+ minutes?: 560034/ })).toBeVisible();
  const eta = Number(
    (await header.getByRole('button', { name: /^Delivery in/ }).getAttribute('aria-label'))!.match(/\d+/)![0],
  );
  expect(eta).toBeLessThan(15);

  // The product page follows the location without a reload: Koramangala has it, Shanti Nagar does not.
  await page.goto(`/product/x-${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product.name} to cart` })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Delivery in \d+ minutes?$/)).toBeVisible();
  await chooseLocation(page, '560004');
  await expect(page.getByText('Out of Stock')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product.name} to cart` })).toHaveCount(0);

  await chooseLocation(page, FAR_AWAY);
  await expect(
    page.getByRole('status').filter({ hasText: `Sorry, we don't deliver to ${FAR_AWAY} yet` }),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(`Sorry, we don't deliver to ${FAR_AWAY} yet`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Atta, Rice/ }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Atta, Rice/ })
    .first()
    .click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to cart$/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});

test('checkout shows each address with its delivery time, greys out one we do not deliver to, and the order takes stock at its own store', async ({
  page,
}) => {
  test.slow();
  const { product, stores } = fixture;
  const email = `stores.${unique()}@kirana.test`;
  const register = await page.request.post('/api/user/register', {
    data: { name: 'Store Shopper', email, password, confirmPassword: password },
  });
  expect(register.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  const address = (line: string, pincode: string) => ({
    address_line: line,
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode,
    mobile: '9876543210',
  });
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  const auth = { authorization: `Bearer ${token}` };
  for (const body of [address('1 Far Farm Road', FAR_AWAY), address('80 Feet Road', '560034')]) {
    expect((await page.request.post('/api/address/create', { headers: auth, data: body })).status()).toBe(
      201,
    );
  }
  // A signed-in shopper starts at their first saved address: here one we don't deliver to.
  await page.reload();
  await expect(page.getByText(`Sorry, we don't deliver to ${FAR_AWAY} yet`)).toBeVisible();
  await chooseLocation(page, '560034');

  const before = { kor: await stockAt(stores.kor), shn: await stockAt(stores.shn) };
  await page.goto(`/product/x-${product._id}`);
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
  await expect(page.getByRole('group', { name: `${product.name} in cart` })).toBeVisible();

  await page.goto('/checkout');
  const far = page.getByRole('radio', { name: /1 Far Farm Road/ });
  const near = page.getByRole('radio', { name: /80 Feet Road/ });
  await expect(far).toBeDisabled();
  await expect(page.getByText(`Sorry, we don't deliver to ${FAR_AWAY} yet`)).toBeVisible();
  await expect(near).toBeChecked();
  await expect(
    page
      .locator('label')
      .filter({ hasText: '80 Feet Road' })
      .getByText(/^Delivery in \d+ minutes?$/),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(await stockAt(stores.kor)).toBe(before.kor - 1);
  expect(await stockAt(stores.shn)).toBe(before.shn);
});

test('a shopper who shares their location between the stores is served by the nearer one', async ({
  page,
  context,
}) => {
  const { product } = fixture;
  await page.goto(`/product/x-${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Choose your location' });

  // Refused: the dialog says how to go on.
  await context.clearPermissions();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Change location/ })
    .click();
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(dialog.getByRole('alert')).toContainText('enter a PIN code');

  // 47% of the way from Koramangala to Shanti Nagar: inside both circles, nearer Koramangala, which holds the product.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.934416, longitude: 77.599385 });
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Delivery in \d+ minutes?: Current location/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product.name} to cart` })).toBeVisible();
});
