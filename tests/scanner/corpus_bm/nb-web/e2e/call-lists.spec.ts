import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.goto("/login?as=e2e-rep@northbeamsolar.com");
});

test("rep sees seeded call list", async ({ page }) => {
  await page.goto("/dialer/lists");
  await expect(page.getByRole("table")).toContainText("e2e-");
});

test("shows maintenance banner when BFF returns 503", async ({ page }) => {
  await page.route("**/api/call-lists", (route) =>
    route.fulfill({ status: 503, json: { error: "Dialer is switched off, try again later." } }),
  );
  await page.goto("/dialer/lists");
  await expect(page.getByText("Dialer is switched off")).toBeVisible();
});

test("shows provisioning hint for unknown rep (409)", async ({ page }) => {
  await page.route("**/api/call-lists", (route) =>
    route.fulfill({ status: 409, json: { error: "You are not provisioned in Dialwave yet." } }),
  );
  await page.goto("/dialer/lists");
  await expect(page.getByText(/not provisioned/)).toBeVisible();
});
