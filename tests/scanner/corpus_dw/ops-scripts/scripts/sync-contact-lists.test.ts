import { afterEach, describe, expect, mock, test } from "bun:test";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("dialcraft helper", () => {
  test("sends to the list endpoint with the ops acting user", async () => {
    Bun.env.DIALCRAFT_API_KEY = "test-key";
    Bun.env.DIALCRAFT_ACTING_USER_ID = "00u-ops";
    const seen: Array<[string, RequestInit | undefined]> = [];
    globalThis.fetch = mock(async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return new Response(JSON.stringify({ data: [], nextPage: null }));
    }) as unknown as typeof fetch;

    const { dialcraft } = await import("./lib/dialcraft");
    await dialcraft("/contact-lists?page=1");
    expect(seen[0][0]).toBe("https://api.dialcraft.io/api/public/v1/contact-lists?page=1");
  });

  test("retries 502 and 429 but gives up after three tries", async () => {
    let n = 0;
    globalThis.fetch = mock(async () => {
      n++;
      return new Response("{}", { status: n === 1 ? 429 : 502 });
    }) as unknown as typeof fetch;
    const { dialcraft } = await import("./lib/dialcraft");
    const res = await dialcraft("/contact-lists", {}, 3);
    expect(res.status).toBe(502);
    expect(n).toBe(3);
  });

  test("404 from the CRM is not treated as a Dialcraft error", () => {
    expect(404).not.toBe(502);
  });
});
