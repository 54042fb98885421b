import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '@playwright/test';
import { admin, baseURL } from '../playwright.config';

/*
 * Three people on one store, each in their own browser: a shopper orders, the store's staff pack it on the
 * board and hand it to a rider, the rider (on a phone) picks it up and delivers it, and the shopper's order
 * page follows every step without a reload. The store loses its area afterwards, so the other journeys of
 * the run see a shop whose default store serves everywhere.
 */
const client = { 'x-forwarded-for': '198.51.100.31' };
const password = 'live-orders-pass-1';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

let api: APIRequestContext;
let adminAuth: { authorization: string };
let storeId = '';
let product: { _id: string; name: string };

async function register(name: string) {
  const email = `${name.toLowerCase()}.${unique()}@kirana.test`;
  const res = await api.post('/api/user/register', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

/** A browser signed in as `email`: the login's cookies (which the live stream sends) and stored tokens. */
async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const res = await context.request.post('/api/user/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { access_token: string; refresh_token: string } };
  const page = await context.newPage();
  await page.goto('/robots.txt');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accesstoken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, data);
  return page;
}

test.skip(({ isMobile }) => isMobile, 'one journey with a phone for the rider and desktops for the others');
test.use({ extraHTTPHeaders: client });

test.beforeAll(async () => {
  api = await request.newContext({ baseURL, extraHTTPHeaders: client });
  const login = await api.post('/api/user/login', { data: admin });
  adminAuth = { authorization: `Bearer ${(await login.json()).data.access_token}` };
  const created = await api.post('/api/store/create', {
    headers: adminAuth,
    data: {
      code: `live-${unique()}`,
      name: 'Live Koramangala',
      pincode: '560034',
      radiusKm: 3,
      ridersOnShift: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  storeId = (await created.json()).data._id;
  const list = await api.post('/api/product/get', { data: { page: 1, limit: 1 } });
  product = (await list.json()).data[0];
  await api.put('/api/store/product-stock', {
    headers: adminAuth,
    data: { productId: product._id, stocks: [{ storeId, stock: 20 }] },
  });
});

test.afterAll(async () => {
  if (storeId) {
    await api.put('/api/store/update', {
      headers: adminAuth,
      data: {
        _id: storeId,
        pincode: null,
        latitude: null,
        longitude: null,
        servedPincodes: [],
        isOpen: false,
      },
    });
  }
  await api.dispose();
});

test('staff, rider and shopper follow one order live, each in their own browser', async ({ browser }) => {
  test.slow();
  const staffEmail = await register('Staff');
  const riderEmail = await register('Rider');
  const shopperEmail = await register('Shopper');
  for (const [email, role] of [
    [staffEmail, 'STORE_STAFF'],
    [riderEmail, 'RIDER'],
  ] as const) {
    const res = await api.put('/api/store/members', {
      headers: adminAuth,
      data: { email, role, storeIds: [storeId] },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  const contexts = await Promise.all([
    browser.newContext({ baseURL, extraHTTPHeaders: client, viewport: { width: 1280, height: 900 } }),
    browser.newContext({
      baseURL,
      extraHTTPHeaders: client,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    }),
    browser.newContext({ baseURL, extraHTTPHeaders: client, viewport: { width: 1280, height: 900 } }),
  ]);
  const [staffContext, riderContext, shopperContext] = contexts;
  const staff = await signedIn(staffContext!, staffEmail);
  const rider = await signedIn(riderContext!, riderEmail);
  const shopper = await signedIn(shopperContext!, shopperEmail);

  await staff.goto('/dashboard/store');
  await expect(staff.getByRole('heading', { name: 'Store board' })).toBeVisible();
  await rider.goto('/rider');
  await expect(rider.getByText('Nothing to deliver right now.')).toBeVisible();

  // The shopper orders (the checkout journey has its own tests).
  const shopperAuth = {
    authorization: `Bearer ${await shopper.evaluate(() => localStorage.getItem('accesstoken'))}`,
  };
  const address = await shopper.request.post('/api/address/create', {
    headers: shopperAuth,
    data: {
      address_line: '7 Live Lane',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560034',
      mobile: '9876501234',
    },
  });
  await shopper.request.post('/api/cart/create', { headers: shopperAuth, data: { productId: product._id } });
  const placed = await shopper.request.post('/api/order/cash-on-delivery', {
    headers: shopperAuth,
    data: { addressId: (await address.json()).data._id },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()).data[0] as { _id: string; orderId: string };

  await shopper.goto('/dashboard/myorders');
  await shopper
    .getByRole('button', { name: /^Details of order/ })
    .first()
    .click();
  const details = shopper.getByRole('dialog', { name: 'Order details' });
  await expect(details.getByText('The store has your order')).toBeVisible();
  // Under the header, on every page while the order is on its way (its own chunk: signed-in-live.tsx).
  const pill = shopper.getByRole('link', { name: /^Your order is/, includeHidden: true });
  await expect(pill).toHaveText(/^Your order is being prepared · arriving in \d+ min$/);

  // The board shows it without a reload.
  const card = staff.getByRole('article', { name: `Order ${order.orderId}` });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(staff.getByRole('region', { name: 'Placed: 1' })).toBeVisible();
  const axe = await new AxeBuilder({ page: staff }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await card.getByRole('button', { name: /^Start packing/ }).click();
  await expect(details.getByText('Your order is being packed')).toBeVisible();
  await card.getByRole('button', { name: /^Packed, ready/ }).click();
  await expect(staff.getByRole('region', { name: 'Ready: 1' })).toBeVisible();
  await card.getByLabel(`Rider for ${order.orderId}`).selectOption({ label: 'Rider' });
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(card.getByText('Rider: Rider')).toBeVisible();

  // The rider's phone has it now; they pick it up and deliver it, taking the cash.
  const delivery = rider.getByRole('article', { name: `Order ${order.orderId}` });
  await expect(delivery).toBeVisible();
  await expect(delivery.getByRole('link', { name: 'Call 9876501234' })).toHaveAttribute(
    'href',
    'tel:9876501234',
  );
  await expect(delivery.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await delivery.getByRole('button', { name: 'Picked up' }).click();
  await expect(details.getByText('Rider is on the way')).toBeVisible();
  await expect(pill).toHaveText(/^Your order is on the way · arriving in \d+ min$/);
  await expect(staff.getByRole('region', { name: 'Out for delivery: 1' })).toBeVisible();
  await delivery.getByRole('button', { name: 'Delivered' }).click();
  await expect(rider.getByText('Nothing to deliver right now.')).toBeVisible();

  await expect(details.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(details.getByText('The store has your order')).toHaveCount(0);
  await expect(pill).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Out for delivery: 0' })).toBeVisible();
  await expect(staff.getByText('Delivered', { exact: true })).toBeVisible();

  await Promise.all(contexts.map((context) => context.close()));
});
