import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const HOST = "https://api.callharbor.test";
const server = setupServer(
  http.get(`${HOST}/api/public/v1/contact-lists`, () =>
    HttpResponse.json([{ id: "L1", name: "Inbound demo requests", description: null, contact_count: 4, created_at: "2024-08-01" }]),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.stubEnv("CALLHARBOR_HOST", HOST);
  vi.stubEnv("CALLHARBOR_API_KEY", "test-key");
});

describe("callharbor client", () => {
  it("fetches lists", async () => {
    const { getLists } = await import("./lists.server");
    await expect(getLists("dana@northbeam.io")).resolves.toHaveLength(1);
  });

  it("flags user-not-found (404)", async () => {
    server.use(
      http.get(`${HOST}/api/public/v1/contact-lists/:id`, () =>
        HttpResponse.json({ error: "user not found", details: [] }, { status: 404 }),
      ),
    );
    const { getList } = await import("./lists.server");
    const err = await getList("ghost@northbeam.io", "L1").catch((e) => e);
    expect(err.isUserNotFound).toBe(true);
  });

  it("gives up after repeated 502s", async () => {
    let hits = 0;
    server.use(http.post(`${HOST}/api/public/v1/contact-lists`, () => (hits++, new HttpResponse(null, { status: 502 }))));
    const { createList } = await import("./lists.server");
    await expect(createList("dana@northbeam.io", "x")).rejects.toMatchObject({ status: 502 });
    expect(hits).toBe(3);
  });
});
