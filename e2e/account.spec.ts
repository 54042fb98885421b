import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { smtpPort } from '../playwright.config';

interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server on the port the e2e store mails to; keeps every message it receives. */
async function startMailSink(mails: Mail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  return server;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The plain-text part of a raw message, decoded, or the whole body when it has a single part. */
function plainText(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? raw;
  const separator = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, separator);
  const body = part.slice(separator).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

const mails: Mail[] = [];
let sink: SMTPServer | undefined;

// Started here rather than at import: Playwright also imports this file in its runner process.
test.beforeAll(async () => {
  sink = await startMailSink(mails);
});
test.afterAll(() => new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve())));

async function readOtp(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mails.findLast((m) => m.to.includes(email));
        code = mail && /\b(\d{6})\b/.exec(plainText(mail.raw))?.[1];
        return code;
      },
      { message: `a 6-digit code mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The way into the account menu: the avatar dropdown on desktop, the /user page on phones. */
async function openAccountMenu(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/user$/);
  } else {
    await header.getByRole('button', { name: 'Account' }).click();
  }
  return page.getByRole('navigation', { name: 'My account' });
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const newShopper = (project: string) => ({
  name: 'Asha Rao',
  email: `asha.${project}.${Date.now()}@kirana.test`,
  password: 'first-password-1',
  newPassword: 'second-password-2',
});

test.describe('accounts', () => {
  test('register, log out, recover the password by emailed OTP and log in with the new one', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Five password hashes and a mail round trip: slow on a busy machine.
    test.slow();
    const shopper = newShopper(testInfo.project.name);

    await page.goto('/register');
    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await page.getByLabel('Name').fill(shopper.name);
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(shopper.password);
    await register.click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/$/);
    const menu = await openAccountMenu(page, isMobile);
    await expect(menu).toContainText(shopper.name);
    await expect(menu).not.toContainText('(Admin)');
    await expect(menu.getByRole('link', { name: 'Category' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password ?' }).click();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Otp' }).click();
    await expect(page).toHaveURL(/\/verification-otp$/);

    const otp = await readOtp(shopper.email);
    const verify = page.getByRole('button', { name: 'Verify OTP' });
    await expect(verify).toBeDisabled();
    // Typed into the first box: focus walks on through the other five.
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(otp);
    await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(otp.at(-1) as string);
    await verify.click();

    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await page.getByLabel('New Password', { exact: true }).fill(shopper.newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(shopper.newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The old password no longer works.
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
    await logIn(page, shopper.email, shopper.password);
    expect((await refused).status()).toBeGreaterThanOrEqual(400);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, shopper.email, shopper.newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('the profile saves changes and a new avatar; admin pages refuse a shopper', async ({
    page,
  }, testInfo) => {
    const shopper = newShopper(`${testInfo.project.name}-profile`);
    const response = await page.request.post('/api/user/register', {
      data: {
        name: shopper.name,
        email: shopper.email,
        password: shopper.password,
        confirmPassword: shopper.password,
      },
    });
    expect(response.ok()).toBe(true);
    await logIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard/profile');
    await expect(page.getByLabel('Name')).toHaveValue(shopper.name);
    await page.getByLabel('Mobile').fill('9876543210');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Saved and refetched: the form matches the stored record again.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Mobile')).toHaveValue('9876543210');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change avatar' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByAltText(shopper.name)).toHaveAttribute('src', /\S/);

    await page.goto('/dashboard/category');
    await expect(page.getByRole('alert').filter({ hasText: 'Do not have permission' })).toBeVisible();
  });

  test('recovery pages redirect without the previous step', async ({ page }) => {
    await page.goto('/verification-otp');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the account pages have no WCAG A/AA violations', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
