import { test, expect } from '@playwright/test';
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

async function loginAs(page: Page, email: string) {
  const payload = Buffer.from(JSON.stringify({ id: 'u_e2e', email, name: 'E2E Agent' })).toString('base64url');
  const sig = createHmac('sha256', 'e2e-session-secret').update(payload).digest('base64url');
  await page.context().addCookies([{ name: 'hv_session', value: `${payload}.${sig}`, domain: 'localhost', path: '/' }]);
}

// Server-side load functions call RingCove, so we stub it at the network layer via the
// mock server started in global setup. These routes intercept the browser-side calls only.

test.describe('dialer lists', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'agent@harborview-ins.com');
  });

  test('renders lists from the dialer', async ({ page }) => {
    await page.goto('/lists');
    await expect(page.getByRole('heading', { name: 'Dialer lists' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Renewals Q3' })).toBeVisible();
  });

  test('shows banner when dialer returns 503', async ({ page, request }) => {
    await request.post('http://localhost:9911/__scenario', { data: { name: 'api-disabled' } });
    await page.goto('/lists');
    await expect(page.getByTestId('dialer-disabled')).toBeVisible();
  });

  test('adding an invalid phone shows a validation error', async ({ page }) => {
    await page.goto('/lists/cl_renewals');
    await page.getByLabel('Phones').fill('123, +15550100');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('123')).toBeVisible();
  });
});
