import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.DIALWAVE_API_KEY = "unit-test-key";
process.env.DIALWAVE_HOST = "https://dw.mock";

const { DialwaveClient } = await import("./client");
const { DialwaveApiError } = await import("./errors");

const LISTS_URL = "https://dw.mock/api/public/v1/contact-lists";

const server = setupServer(
  http.get(LISTS_URL, ({ request }) => {
    if (request.headers.get("x-user-email") === "ghost@northwindfreight.com") {
      return HttpResponse.json({ error: "user not found" }, { status: 404 });
    }
    return HttpResponse.json({ data: [{ id: "cl_1", name: "DW - Renewals", contactCount: 3, createdAt: "" }] });
  }),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

describe("DialwaveClient", () => {
  it("lists contact lists", async () => {
    const lists = await new DialwaveClient("rep@northwindfreight.com").listContactLists();
    expect(lists).toHaveLength(1);
  });

  it("maps 404 user not found", async () => {
    const err = await new DialwaveClient("ghost@northwindfreight.com").listContactLists().catch((e) => e);
    expect(err).toBeInstanceOf(DialwaveApiError);
    expect(err.isUserNotFound).toBe(true);
  });
});
