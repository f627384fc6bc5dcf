import { test, expect } from '@playwright/test';

test('redirects anonymous users to /login', async ({ page }) => {
  await page.goto('/lists');
  await expect(page).toHaveURL(/\/login$/);
});

test('webhook endpoint rejects unsigned payloads with 401', async ({ request }) => {
  const res = await request.post('/api/webhooks/ringcove', { data: { type: 'call.completed', data: {} } });
  expect(res.status()).toBe(401);
});

test('stripe webhook rejects bad signatures', async ({ request }) => {
  const res = await request.post('/api/webhooks/stripe', {
    headers: { 'stripe-signature': 't=1,v1=deadbeef' },
    data: '{}',
  });
  expect(res.status()).toBe(400);
});
