import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import {
  CallwrightApiDisabledError,
  CallwrightUserNotFoundError,
  createCallwrightClient,
  IdentityProviderUnavailableError,
} from "../src";

const BASE = "https://cw.test/api/public/v1";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createCallwrightClient({ baseUrl: BASE, apiKey: "k_test", actingUserEmail: "ana@orchardhq.com" });

describe("HttpClient", () => {
  it("sends the api key and acting user on every request", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/contact-lists`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [], nextCursor: null });
      }),
    );
    await client().contactLists.list();
    expect(seen?.get("x-api-key")).toBe("k_test");
    expect(seen?.get("x-user-email")).toBe("ana@orchardhq.com");
  });

  it("falls back to the Okta id when there is no email", async () => {
    let actingId: string | null = null;
    server.use(
      http.delete(`${BASE}/contact-lists/:id/contacts/:phone`, ({ request }) => {
        actingId = request.headers.get("x-user-id");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await createCallwrightClient({ baseUrl: BASE, apiKey: "k_test", actingUserId: "00u9okta" }).contactLists.removeContact("cl_1", "+14155550100");
    expect(actingId).toBe("00u9okta");
  });

  it("maps a 404 for an unknown user", async () => {
    server.use(
      http.get(`${BASE}/contact-lists/:id`, () =>
        HttpResponse.json({ error: "user not found" }, { status: 404 }),
      ),
    );
    await expect(client().contactLists.get("cl_1")).rejects.toBeInstanceOf(CallwrightUserNotFoundError);
  });

  it("retries 502 and then gives up", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/contact-lists`, () => {
        calls++;
        return HttpResponse.json({ error: "identity provider unreachable" }, { status: 502 });
      }),
    );
    await expect(client().contactLists.create({ name: "Q3 webinar" })).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
    expect(calls).toBe(4);
  });

  it("surfaces 503 as API disabled", async () => {
    server.use(http.get(`${BASE}/calls`, () => new HttpResponse(null, { status: 503 })));
    await expect(client().calls.list()).rejects.toBeInstanceOf(CallwrightApiDisabledError);
  });
});
