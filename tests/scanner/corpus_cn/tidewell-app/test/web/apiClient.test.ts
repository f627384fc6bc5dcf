import { afterEach, describe, expect, it, vi } from "vitest";
import { api, impersonate } from "../../src/web/apiClient.js";

describe("web api client", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    impersonate(null);
  });

  it("adds X-User-Email when impersonating", async () => {
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    impersonate({ email: "member@example.com" });
    await api("me");
    const headers = spy.mock.calls[0][1]!.headers as Headers;
    expect(headers.get("X-User-Email")).toBe("member@example.com");
  });

  it("returns null on 404", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 404 }));
    expect(await api("missing")).toBeNull();
  });

  it("surfaces {error} from our backend on 503", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ error: "maintenance" }), { status: 503 }),
    );
    await expect(api("lists")).rejects.toThrow("maintenance");
  });
});
