import { test, expect } from '@playwright/test';

test.describe('user header', () => {
  test('sends X-User-Email header with every basket request', async ({ page }) => {
    const seen: string[] = [];
    page.on('request', (req) => seen.push(req.headers()['x-user-email'] ?? ''));
    await page.goto('/#/basket');
    expect(seen.filter(Boolean).length).toBeGreaterThan(0);
  });

  it('rejects a request without the X-User-Id header', async () => {
    const res = await fetch('/rest/basket/1');
    expect(res.status).toBe(401);
  });
});
