import { expect, test } from "@playwright/test";

// Server-side calls go to the stub on :4010 (see playwright.config.ts); these
// tests drive the UI and assert on what the stub received.
const STUB = "http://127.0.0.1:4010";

test.describe("dialer lists", () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${STUB}/__reset`);
  });

  test("creating a list pushes it to Callwright", async ({ page, request }) => {
    await page.goto("/lists");
    await page.getByRole("button", { name: "New dialer list" }).click();
    await page.getByLabel("Name").fill("Trade show leads");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Trade show leads")).toBeVisible();

    const received = await (await request.get(`${STUB}/__requests`)).json();
    const create = received.find((r: { method: string; path: string }) =>
      r.method === "POST" && r.path === "/api/public/v1/contact-lists",
    );
    expect(create?.body).toEqual({ name: "Trade show leads" });
  });

  test("shows a banner when calling is disabled (503)", async ({ page, request }) => {
    await request.post(`${STUB}/__fail`, { data: { status: 503, times: 1 } });
    await page.goto("/lists");
    await page.getByRole("button", { name: "New dialer list" }).click();
    await page.getByLabel("Name").fill("Will fail");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Calling is switched off for your workspace.")).toBeVisible();
  });

  test("newsletter opt-in does not touch the dialer", async ({ page, request }) => {
    await page.goto("/settings/newsletter");
    await page.getByRole("switch", { name: "Product updates" }).click();
    const received = await (await request.get(`${STUB}/__requests`)).json();
    expect(received).toHaveLength(0);
  });
});
