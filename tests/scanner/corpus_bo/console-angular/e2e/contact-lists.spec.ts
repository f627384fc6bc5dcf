import { expect, test } from '@playwright/test';

test.describe('contact lists', () => {
  test('lists render', async ({ page }) => {
    await page.route('**/api/public/v1/contact-lists', (route) =>
      route.fulfill({ json: [{ id: 'cl_1', name: 'Trial signups', contactCount: 12 }] }),
    );
    await page.goto('/dialer/lists');
    await expect(page.getByText('Trial signups')).toBeVisible();
  });

  test('remove a contact', async ({ page }) => {
    await page.route('**/api/public/v1/contact-lists/*/contacts/by-contact/*', (route) => route.fulfill({ status: 204 }));
    await page.goto('/dialer/lists/cl_1');
    await page.getByRole('button', { name: 'Remove' }).first().click();
  });

  test('seat missing message on 404', async ({ page }) => {
    await page.route('**/contact-lists', (route) => route.fulfill({ status: 404, json: {} }));
    await page.goto('/dialer/lists');
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
