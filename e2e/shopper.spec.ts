import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';

const password = 'shopper-password-1';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A new account, created through the API (registration has its own journey). */
async function registerShopper(page: Page, name: string) {
  const email = `${name.toLowerCase()}.${unique()}@kirana.test`;
  const response = await page.request.post('/api/user/register', {
    data: { name, email, password, confirmPassword: password },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/**
 * Logs in through the API and keeps the tokens where the login form leaves them: the store restores a
 * session from the access token in local storage (a browser without one is a guest's and asks nothing).
 */
async function logInByApi(page: Page, email: string, secret = password) {
  const response = await page.request.post('/api/user/login', { data: { email, password: secret } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
  // Local storage belongs to the store's origin: open a plain file of it first if nothing is open yet.
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('accesstoken', access_token);
    localStorage.setItem('refreshToken', refresh_token);
  }, data);
}

/** WCAG A/AA scan of this feature's part of the page (the shared header and footer have their own). */
async function expectAccessible(page: Page, selector: string, label: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.help}`)).toEqual([]);
}

/** Adds a product by its card's 'Add' control and waits for the stepper that replaces it. */
async function addProduct(page: Page, name: RegExp) {
  const add = page.getByRole('button', { name }).first();
  const productName = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add | to cart$/g, '');
  await add.click();
  await expect(page.getByRole('group', { name: `${productName} in cart` }).first()).toBeVisible();
  return productName;
}

/** Desktop: the header button's drawer; phones: the sticky bar's 'View Cart' page. Then Proceed. */
async function proceedToCheckout(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('link', { name: /View Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
  } else {
    await page.getByRole('banner').getByRole('link', { name: /Items/ }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  }
  await expect(page.getByText('Delivery Charge')).toBeVisible();
  await expectAccessible(page, isMobile ? 'main' : '[role="dialog"]', 'cart');
  await page.getByRole('button', { name: /Proceed/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function openMyOrder(page: Page) {
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { name: 'Order', exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: /^Details of order/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Order details' });
}

test('a shopper adds from home and search, adds an address, pays cash on delivery and sees the order', async ({
  page,
  isMobile,
}) => {
  // A long journey through the built store: give it three times the usual budget.
  test.slow();
  // The store's CSP allows no eval; nothing on the way may trip it (zod's eval probe once did at checkout,
  // caught by zod, so only the page's violation event shows it).
  const cspViolations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => cspViolations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const email = await registerShopper(page, 'Asha');

  // As a guest first: the cart lives in the browser and joins the account at login.
  await page.goto('/');
  const fromHome = await addProduct(page, /^Add .+ to cart$/);
  await expect(page.getByRole('button', { name: `Increase quantity of ${fromHome}` }).first()).toBeEnabled();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const merged = page.waitForResponse((response) => response.url().endsWith('/api/cart/merge'));
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await merged).ok()).toBe(true);
  // The merged cart comes back from the server; the first load after login can be slow.
  await expect(page.getByRole('link', { name: /1 Items/ }).filter({ visible: true })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/search?q=paneer');
  const fromSearch = await addProduct(page, /^Add .*Paneer.* to cart$/);
  await page
    .getByRole('button', { name: `Increase quantity of ${fromSearch}` })
    .first()
    .click();
  await expect(page.getByRole('group', { name: `${fromSearch} in cart` }).first()).toHaveText('2');

  await proceedToCheckout(page, isMobile);
  await expect(page.getByText('Quantity total')).toBeVisible();
  await expect(page.getByText('3 items', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByLabel('Address Line').fill('12 MG Road');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('Pincode').fill('560001');
  await dialog.getByLabel('Country').fill('India');
  await dialog.getByLabel('Mobile No.').fill('9876543210');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
  await expectAccessible(page, 'main', '/checkout');

  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Order Successfully' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('My Cart')).toBeAttached();

  const order = await openMyOrder(page);
  await expect(order.getByText(fromHome)).toBeVisible();
  await expect(order.getByText(fromSearch)).toBeVisible();
  await expect(order.getByText('Cash on Delivery')).toBeVisible();
  await expect(order.getByText('Placed').first()).toBeVisible();
  await expectAccessible(page, '[role="dialog"]', 'order details');
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'main', '/dashboard/myorders');
  expect(cspViolations).toEqual([]);
});

test('a shopper pays by card on the test provider page; an admin moves the order to delivered', async ({
  page,
  isMobile,
}) => {
  test.slow();
  const email = await registerShopper(page, 'Ravi');
  await logInByApi(page, email);
  const address = await page.request.post('/api/address/create', {
    data: {
      address_line: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      country: 'India',
      pincode: '700016',
      mobile: '9123456780',
    },
  });
  expect(address.ok()).toBe(true);

  await page.goto('/search?q=milk');
  const product = await addProduct(page, /^Add .*Milk.* to cart$/);
  await proceedToCheckout(page, isMobile);
  await expect(page.getByRole('radio', { name: /4 Park Street/ })).toBeChecked();

  await page.getByRole('button', { name: 'Online Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successfully' })).toBeVisible();

  const order = await openMyOrder(page);
  await expect(order.getByText(product)).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  const orderNumber = (await order.getByText(/^ORD-/).first().textContent()) ?? '';
  expect(orderNumber).toMatch(/^ORD-/);

  // The admin, in the same browser after the shopper's session is gone.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInByApi(page, admin.email, admin.password);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog', { name: 'Order details' });
  for (const step of ['confirmed', 'packed', 'out for delivery', 'delivered']) {
    await detail.getByRole('button', { name: `Mark ${step}` }).click();
    await expect(detail.getByRole('button', { name: `Mark ${step}` })).toHaveCount(0);
  }
  await expect(detail.getByText('Delivered').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: /^Mark/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expectAccessible(page, 'main', '/dashboard/orders');
});

test('Online Payment, Back, Online Payment again: one session; a replaced page cannot be paid; one paid order', async ({
  page,
  isMobile,
}) => {
  test.slow();
  const email = await registerShopper(page, 'Meera');
  await logInByApi(page, email);
  const address = await page.request.post('/api/address/create', {
    data: {
      address_line: '9 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560025',
      mobile: '9988776655',
    },
  });
  expect(address.ok()).toBe(true);

  await page.goto('/search?q=milk');
  const product = await addProduct(page, /^Add .*Milk.* to cart$/);
  await proceedToCheckout(page, isMobile);
  const hostedPage = async () => {
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    return page.url();
  };

  // The first hosted page stays open in another tab, as a shopper's browser may keep it.
  const first = await hostedPage();
  const firstTab = await page.context().newPage();
  await firstTab.goto(first);
  await expect(firstTab.getByRole('button', { name: /^Pay/ })).toBeVisible();

  // Back, and Online Payment again with the same cart: the same session, nothing reserved twice.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await hostedPage()).toBe(first);

  // Back, one more of the product, Online Payment: a new session replaces the first.
  await page.goto('/search?q=milk');
  await page
    .getByRole('button', { name: `Increase quantity of ${product}` })
    .first()
    .click();
  await expect(page.getByRole('group', { name: `${product} in cart` }).first()).toHaveText('2');
  await proceedToCheckout(page, isMobile);
  const second = await hostedPage();
  expect(second).not.toBe(first);

  // Paying the first page now changes nothing and lands on the cancel page.
  await firstTab.getByRole('button', { name: /^Pay/ }).click();
  await expect(firstTab.getByRole('heading', { name: 'Order Cancel' })).toBeVisible();
  await firstTab.close();

  // Back and again: still the second session, which is paid.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await hostedPage()).toBe(second);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successfully' })).toBeVisible();

  // Exactly one order in My Orders, paid, and no abandoned attempt awaiting payment.
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { name: 'Order', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Details of order/ })).toHaveCount(1);
  await expect(page.getByText('Awaiting payment')).toHaveCount(0);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();
});
