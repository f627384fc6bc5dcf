import { test, expect } from "@playwright/test";

// Talks to the hub's own API (/api/v1). The dialer itself is stubbed in the
// worker container via RINGLARK_BASE_URL=http://ringlark-stub:4010/api/public/v1.

test.describe("contact lists API", () => {
  test("creates a list and returns 201", async ({ request }) => {
    const res = await request.post("/api/v1/contact-lists", { data: { name: "e2e list" } });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body.name).toBe("e2e list");
  });

  test("returns 404 with error envelope for unknown list", async ({ request }) => {
    const res = await request.get("/api/v1/contact-lists/does-not-exist");
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ error: "contact list not found", code: "not_found" });
  });

  test("append contacts returns 202", async ({ request }) => {
    const created = await (await request.post("/api/v1/contact-lists", { data: { name: "append" } })).json();
    const res = await request.post(`/api/v1/contact-lists/${created.id}/contacts`, {
      data: { contacts: [{ phone: "+14155550199" }] },
    });
    expect(res.status()).toBe(202);
  });

  test("rejects request without X-User-Email (401)", async ({ playwright }) => {
    const ctx = await playwright.request.newContext({ baseURL: process.env.HUB_BASE_URL ?? "http://localhost:8080" });
    const res = await ctx.get("/api/v1/contact-lists");
    expect(res.status()).toBe(401);
  });
});
