import { credentialsForm, expect, NOT_IN_A_HOUSEHOLD, PASSWORD, test, uniqueEmail } from './fixtures';

test.use({ allowedConsoleErrors: [NOT_IN_A_HOUSEHOLD] });

test('a household: A invites, B registers from the link and joins, A removes B', async ({ page, account, browser }) => {
  // A: a household and an invite, made on the household page reached from the account menu.
  await account.register();
  await page.goto('/user-actions');
  await page.getByRole('link', { name: /Household/ }).click();
  await expect(page.getByRole('heading', { name: 'Household', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Household name' }).fill('Test Kitchen');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Test Kitchen' })).toBeVisible();
  await page.getByRole('button', { name: 'Make an invite' }).click();
  const card = page.getByRole('region', { name: 'New invite' });
  await expect(card).toBeVisible();
  const link = (await card.locator('.household__link').textContent())!;
  expect(link).toMatch(/\/household\/join\/[A-Z2-9]{8}$/);

  // B, in a browser of their own: the link, then Register, then back to the join page.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const pageB = await other.newPage();
  await pageB.goto(link);
  await expect(pageB.getByRole('heading', { name: 'Join a household' })).toBeVisible();
  await pageB.getByRole('link', { name: 'Register' }).click();
  const form = credentialsForm(pageB);
  await form.email.fill(uniqueEmail('joiner'));
  await form.password.fill(PASSWORD);
  await pageB.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(pageB).toHaveURL(link);
  await pageB.getByRole('button', { name: 'Join' }).click();
  await expect(pageB.getByRole('heading', { name: 'Test Kitchen' })).toBeVisible();
  await expect(pageB.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);

  await page.reload();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  // The single-use invite was used: it is no longer open.
  await expect(page.getByText('No open invites.')).toBeVisible();

  // A removes B, after confirming; B's page, read again, shows no household.
  await members.getByRole('listitem').nth(1).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByRole('listitem')).toHaveCount(1);

  await pageB.reload();
  await expect(pageB.getByRole('heading', { name: 'Create a household' })).toBeVisible();
  await expect(pageB.getByRole('heading', { name: 'Test Kitchen' })).toHaveCount(0);
  await other.close();
});
