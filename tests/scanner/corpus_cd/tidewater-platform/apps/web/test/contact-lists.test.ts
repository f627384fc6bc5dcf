import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { ringstackFor } from "../src/lib/ringstack";

const server = setupServer(
  http.get("https://api.ringstack.io/api/public/v1/contact-lists/:id", ({ params, request }) => {
    if (params.id === "cl_missing") {
      return HttpResponse.json({ error: "user not found" }, { status: 404 });
    }
    return HttpResponse.json({ id: params.id, name: "Renewals", contactCount: 12, createdAt: "2024-04-02T08:00:00Z" });
  }),
  http.get("https://api.sendgrid.com/v3/marketing/lists", () => HttpResponse.json({ result: [] })),
);

beforeAll(() => {
  process.env.RINGSTACK_BASE_URL = "https://api.ringstack.io/api/public/v1";
  process.env.RINGSTACK_API_KEY = "test";
  server.listen();
});
afterAll(() => server.close());

describe("contact list proxy", () => {
  it("returns 404 when user not found upstream", async () => {
    await expect(ringstackFor("nobody@tidewater.dev").getContactList("cl_missing")).rejects.toBeDefined();
  });
  it("fetches the list for a provisioned rep", async () => {
    const list = await ringstackFor("rep@tidewater.dev").getContactList("cl_2");
    expect(list.name).toBe("Renewals");
  });
});
