import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import evt from "../events/call-completed.json";

vi.mock("../src/lib/params", () => ({ secretJson: async () => ({ apiKey: "unit-test-key" }) }));

const ROUTE = "https://cb.test/api/public/v1/contact-lists/:listId/contacts/:phone";
const server = setupServer();

beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  process.env.STAGE = "test";
  process.env.CALLBRIDGE_BASE_URL = "https://cb.test/api/public/v1";
  process.env.CALLBRIDGE_ACTING_USER_ID = "00uTEST";
});

describe("dispositionCleanup", () => {
  it("removes the number from the list", async () => {
    server.use(http.delete(ROUTE, () => new HttpResponse(null, { status: 204 })));
    const { handler } = await import("../src/handlers/dispositionCleanup");
    await expect(handler(evt as never)).resolves.toEqual({ removed: true });
  });

  it("treats a missing list as done", async () => {
    server.use(http.delete(ROUTE, () => HttpResponse.json({ error: "contact list not found" }, { status: 404 })));
    const { handler } = await import("../src/handlers/dispositionCleanup");
    await expect(handler(evt as never)).resolves.toEqual({ removed: false });
  });

  it("throws on 502 so EventBridge retries", async () => {
    server.use(http.delete(ROUTE, () => HttpResponse.json({ error: "identity provider unreachable" }, { status: 502 })));
    const { handler } = await import("../src/handlers/dispositionCleanup");
    await expect(handler(evt as never)).rejects.toThrow(/temporarily unavailable \(502\)/);
  });
});
