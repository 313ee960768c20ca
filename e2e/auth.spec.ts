import type { Request } from '@playwright/test';
import { credentialsForm, expect, PASSWORD, storedToken, test, uniqueEmail } from './fixtures';

test.describe('account life cycle', () => {
  // The last step proves the deleted account cannot log in: that failed login is a 401.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('register, log out, log in, log out, log in again, delete', async ({ page, account }) => {
    const credentials = await account.register();
    await expect(page.getByText(credentials.email)).toBeVisible();

    await account.logout();
    await expect(page.getByText('You can still search for recipes and try random recipes')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await account.login(credentials);
    await account.logout();
    expect(await storedToken(page)).toBeUndefined();
    await account.login(credentials);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Account' }).click();
    await expect(page.getByText(`Logged in as ${credentials.email}`)).toBeVisible();
    await page.getByRole('link', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/delete-account$/);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete your account for good?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();

    await expect(page).toHaveURL(/\/deleted$/);
    await expect(page.getByRole('heading', { name: 'Delete your Account' })).toBeVisible();
    await expect(page.getByText("We're sorry to see you go...", { exact: true })).toBeVisible();
    await expect(page.getByText('Your Account has been deleted.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('If you change your mind, simply create a new account here:', { exact: true }),
    ).toBeVisible();
    const form = credentialsForm(page);
    await expect(form.email).toBeVisible();
    await expect(form.password).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeUndefined();

    // The account is gone for good.
    await page.goto('/login');
    await form.email.fill(credentials.email);
    await form.password.fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('landing page', () => {
  test('welcomes with Login, Register and a demo that leads to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: "Let's go!" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Try something new!' })).toBeVisible();
  });

  test('redirects to /loggedin when a token is stored', async ({ page, account }) => {
    const { email } = await account.register();
    await page.goto('/');
    await expect(page).toHaveURL(/\/loggedin$/);
    await expect(page.getByRole('heading', { name: 'Hello!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });
});

test.describe('credential validation', () => {
  for (const screen of [
    { path: '/login', heading: 'Login', submit: 'Login' },
    { path: '/register', heading: "Let's get cookin'!", submit: 'Register' },
  ]) {
    test(`${screen.path} shows messages beside the fields and sends nothing`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
      const accountCalls: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/account/')) accountCalls.push(request);
      });
      const form = credentialsForm(page);
      const submit = page.getByRole('button', { name: screen.submit, exact: true });
      await expect(form.email).toHaveAttribute('required', '');
      await expect(form.password).toHaveAttribute('required', '');

      // Empty form.
      await submit.click();
      await expect(form.email).toHaveAccessibleDescription('Email is required.');
      await expect(form.password).toHaveAccessibleDescription(/Password is required\./);

      // An invalid email and a short password.
      await form.email.fill('not-an-email');
      await form.password.fill('short');
      await submit.click();
      await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address.');
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(form.password).toHaveAccessibleDescription(/Password must be 8 to 32 characters\./);
      await expect(page.getByText('Password must be 8 to 32 characters.')).toBeVisible();

      // Valid email, password one character too long.
      await form.email.fill(uniqueEmail('never-sent'));
      await form.password.fill('x'.repeat(33));
      await submit.click();
      await expect(form.email).not.toHaveAttribute('aria-invalid');
      await expect(form.password).toHaveAccessibleDescription(/Password must be 8 to 32 characters\./);

      expect(accountCalls.map((request) => request.url())).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    });
  }

  test('any top-level domain is accepted and reaches the server', async ({ page }) => {
    await page.goto('/login');
    const form = credentialsForm(page);
    await form.email.fill(`${uniqueEmail('tld').split('@')[0]}@kitchen.recipes`);
    await form.password.fill(PASSWORD);
    // Only that the call is sent matters here; a real attempt would use up the server's login budget.
    await page.route('**/api/account/login', (route) =>
      route.fulfill({ json: { status: 0, reason: 'Stubbed login refusal.' } }),
    );
    const login = page.waitForRequest((request) => request.url().endsWith('/api/account/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await login;
    await expect(form.email).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert').filter({ hasText: 'Stubbed login refusal.' })).toBeVisible();
  });
});

test.describe('toasts', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a failed login shows the server reason top-right, then closes by itself', async ({ page }) => {
    await page.goto('/login');
    const form = credentialsForm(page);
    await form.email.fill(uniqueEmail('nobody'));
    await form.password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    const viewport = page.viewportSize()!;
    // It slides in from the right: wait for it to come to rest inside the viewport.
    await expect
      .poll(
        async () => {
          const box = (await toast.boundingBox())!;
          return Math.round(box.x) >= 0 && Math.round(box.x + box.width) <= viewport.width;
        },
        { message: 'the toast comes to rest inside the viewport' },
      )
      .toBe(true);
    const box = (await toast.boundingBox())!;
    expect(box.y, 'near the top').toBeLessThan(80);
    expect(box.x + box.width, 'against the right edge').toBeGreaterThan(viewport.width - 40);
    await expect(page).toHaveURL(/\/login$/);

    // Move the pointer away: toasts pause while hovered.
    await page.mouse.move(5, viewport.height - 5);
    await expect(toast).toBeHidden({ timeout: 8_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed, 'auto-close is about 5 s, not immediate').toBeGreaterThan(4_000);
  });

  test('a successful login takes away the error of the failed attempt before it', async ({ page, request }) => {
    const email = uniqueEmail('retry');
    expect((await request.post('/api/account/register', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    await page.goto('/login');
    const form = credentialsForm(page);
    await form.email.fill(email);
    await form.password.fill(`${PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' });
    await expect(toast).toBeVisible();

    await form.password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/loggedin$/);
    // Well before the toast would close by itself (about 5 s).
    await expect(toast).toBeHidden({ timeout: 2_000 });
  });
});
