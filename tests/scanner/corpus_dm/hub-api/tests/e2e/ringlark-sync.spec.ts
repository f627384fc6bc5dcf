import { test, expect } from "@playwright/test";

const STUB = process.env.RINGLARK_STUB_ADMIN ?? "http://localhost:4011";

// Verifies the worker mirrored the list into the (stubbed) dialer by asking the
// stub's admin endpoint which upstream calls it received.
test("new list is pushed to Ringlark", async ({ request }) => {
  const created = await (await request.post("/api/v1/contact-lists", { data: { name: "sync me" } })).json();

  await expect
    .poll(async () => {
      const seen = await (await request.get(`${STUB}/__calls`)).json();
      return seen.some(
        (c: any) =>
          c.method === "POST" &&
          c.path === "/api/public/v1/contact-lists" &&
          c.headers["x-user-email"] === "integrations@relaydesk.io" &&
          typeof c.headers["x-api-key"] === "string" &&
          c.body?.name === "sync me",
      );
    }, { timeout: 20_000 })
    .toBe(true);

  expect(created.id).toBeTruthy();
});

test("worker retries when dialer answers 502", async ({ request }) => {
  await request.post(`${STUB}/__fail`, { data: { path: "/api/public/v1/contact-lists", status: 502, times: 2, body: { error: "identity provider unreachable" } } });
  const created = await (await request.post("/api/v1/contact-lists", { data: { name: "flaky" } })).json();
  await expect.poll(async () => (await (await request.get(`/api/v1/contact-lists/${created.id}`)).json()).syncedAt, { timeout: 30_000 }).not.toBeNull();
});
