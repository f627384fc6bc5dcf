import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appendPhones, getContactList, listContactLists } from "../../src/integrations/ringlane/contactLists.js";
import { RinglaneError } from "../../src/integrations/ringlane/errors.js";

const BASE = "https://api.ringlane.com/api/public/v1";
const seen: Request[] = [];

const server = setupServer(
  http.get(`${BASE}/contact-lists`, ({ request }) => {
    seen.push(request);
    if (request.headers.get("x-user-id") === "00u-missing") {
      return HttpResponse.json({ error: "user not found" }, { status: 404 });
    }
    return HttpResponse.json([{ id: "cl_1", name: "Warm leads", contactCount: 12 }]);
  }),
  http.get(`${BASE}/contact-lists/:id`, () =>
    HttpResponse.json({ error: "contact list not found" }, { status: 404 }),
  ),
  http.post(`${BASE}/contact-lists/:id/contacts`, async ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ added: 2 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe("ringlane contact lists", () => {
  it("sends the shared key and acting user", async () => {
    process.env.RINGLANE_API_KEY = "rk-unit-test";
    await listContactLists("00u1abcd");
    expect(seen[0].headers.get("x-api-key")).toBe("rk-unit-test");
    expect(seen[0].headers.get("x-user-id")).toBe("00u1abcd");
  });

  it("maps 404 user not found to isUnknownUser", async () => {
    const err = await listContactLists("00u-missing").catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneError);
    expect(err.isUnknownUser).toBe(true);
  });

  it("returns null for a missing list", async () => {
    expect(await getContactList("00u1abcd", "cl_nope")).toBeNull();
  });

  it("appends phones", async () => {
    await appendPhones("00u1abcd", "cl_1", ["+15551230001", "+15551230002"]);
    expect(await seen[0].json()).toEqual({ contacts: [{ phone: "+15551230001" }, { phone: "+15551230002" }] });
  });
});
