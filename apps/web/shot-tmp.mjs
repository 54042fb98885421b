import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [w, h] of [[320, 700], [1280, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('http://localhost:3000/');
  await page.waitForLoadState('networkidle');
  const over = async (tag) => { const o = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]); console.log(w, tag, 'scroll', o[0], 'inner', o[1], o[0] > o[1] ? 'OVERFLOW' : 'ok'); };
  await over('home'); await page.screenshot({ path: `/tmp/shots/home-${w}.png` });
  await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('suger');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/suggest-${w}.png` });
  await box.press('Escape');
  await box.press('Enter');
  await page.waitForTimeout(1500);
  console.log(w, 'search text:', (await page.locator('main').innerText()).slice(0, 160).replace(/\n/g, ' | '));
  await over('search'); await page.screenshot({ path: `/tmp/shots/search-${w}.png` });
  await page.route('**/api/product/search-product', (r) => r.fulfill({ status: 500, body: '{"success":false,"error":true,"message":"boom"}', contentType: 'application/json' }));
  await box.fill('rice'); await box.press('Enter'); await page.waitForTimeout(1500);
  console.log(w, 'failing search:', (await page.locator('main').innerText()).slice(0, 200).replace(/\n/g, ' | '));
  await page.screenshot({ path: `/tmp/shots/search-fail-${w}.png` });
  console.log(w, 'errors', errors);
  await page.close();
}
await browser.close();
