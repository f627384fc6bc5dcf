import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDialwaveClient, DialwaveError } from "../src";
import { handlers, TEST_HOST } from "./handlers";

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createDialwaveClient({
  apiKey: "test-key",
  actingUserEmail: "sam@plumline.dev",
  host: TEST_HOST,
});

describe("contactLists", () => {
  it("lists contact lists", async () => {
    const page = await client.contactLists.list();
    expect(page.data[0]?.name).toBe("Q3 outbound – EMEA");
  });

  it("appends contacts by phone", async () => {
    const res = await client.contactLists.appendContacts("cl_1", ["+4915112345678", "+447700900123"]);
    expect(res.added).toBe(2);
  });

  it("retries a 502 and then succeeds", async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_HOST}/api/public/v1/contact-lists/:id`, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({
          id: "cl_9", name: "x", contact_count: 0, owner_email: null,
          created_at: "2024-09-01T10:00:00.000Z", updated_at: "2024-09-01T10:00:00.000Z",
        });
      }),
    );
    await expect(client.contactLists.get("cl_9")).resolves.toMatchObject({ id: "cl_9" });
    expect(calls).toBe(2);
  });

  it("surfaces 503 as api_disabled", async () => {
    server.use(
      http.delete(`${TEST_HOST}/api/public/v1/contact-lists/:id`, () => new HttpResponse(null, { status: 503 })),
    );
    const err = await client.contactLists.remove("cl_2").catch((e) => e);
    expect(err).toBeInstanceOf(DialwaveError);
    expect((err as DialwaveError).kind).toBe("api_disabled");
  });
});
