import { test, expect } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.route('**/api/lists', (route) =>
    route.fulfill({ json: [{ id: 'cl_1', name: 'Spring roofing', contactCount: 12 }] }),
  );
});

test('rep sees their dialer lists', async ({ page }) => {
  await page.goto('/lists');
  await expect(page.getByRole('row', { name: /Spring roofing/ })).toBeVisible();
});

test('shows maintenance banner on 503 from our BFF', async ({ page }) => {
  await page.route('**/api/lists', (route) => route.fulfill({ status: 503, json: { error: 'maintenance' } }));
  await page.goto('/lists');
  await expect(page.getByText(/maintenance/i)).toBeVisible();
});
