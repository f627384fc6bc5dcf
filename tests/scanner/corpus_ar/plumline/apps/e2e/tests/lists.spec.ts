import { expect, test } from "@playwright/test";

test.describe("contact lists page", () => {
  test("renders lists from our BFF", async ({ page }) => {
    await page.route("**/api/contact-lists?page=1", (route) =>
      route.fulfill({
        json: { data: [{ id: "cl_1", name: "Renewals Q4", contact_count: 31 }], page: 1, total: 1 },
      }),
    );
    await page.goto("/lists");
    await expect(page.getByRole("row", { name: /Renewals Q4/ })).toBeVisible();
  });

  test("shows a banner when the dialer returns 503", async ({ page }) => {
    await page.route("**/api/contact-lists?page=1", (route) =>
      route.fulfill({ status: 503, json: { error: "Dialer is temporarily unavailable" } }),
    );
    await page.goto("/lists");
    await expect(page.getByText("temporarily unavailable")).toBeVisible();
  });
});

test("dialwave sandbox smoke", async ({ request }) => {
  test.skip(!process.env.DIALWAVE_SANDBOX_KEY, "sandbox key not configured");
  const res = await request.get(`${process.env.DIALWAVE_SANDBOX_URL}/contact-lists?per_page=1`, {
    headers: {
      "x-api-key": process.env.DIALWAVE_SANDBOX_KEY!,
      "x-user-email": "qa-bot@plumline.dev",
    },
  });
  expect(res.status()).toBe(200);
});
