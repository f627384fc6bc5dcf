import { afterEach, describe, expect, it, vi } from "vitest";
import { enrichPhone } from "../src/lib/enrich";

const env = { ENRICH_URL: "https://enrich.internal.fluxpoint.dev/v1", ENRICH_API_KEY: "k_test" };

afterEach(() => vi.unstubAllGlobals());

describe("enrichPhone", () => {
  it("sends the gateway key", async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ phone: "+14155550100", timezone: "America/Los_Angeles", company: null })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await enrichPhone(env, "+14155550100");
    expect(fetchMock.mock.calls[0][1].headers["x-api-key"]).toBe("k_test");
  });

  it("returns null on 503 from the gateway", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("", { status: 503 })));
    await expect(enrichPhone(env, "+1")).resolves.toBeNull();
  });

  it("returns null when the number is unknown (404)", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: "not found" }), { status: 404 })));
    await expect(enrichPhone(env, "+1")).resolves.toBeNull();
  });
});
