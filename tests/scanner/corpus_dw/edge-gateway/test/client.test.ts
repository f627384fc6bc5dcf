import { describe, expect, it, vi } from "vitest";
import { DialcraftClient } from "../src/dialcraft/client";

function mockFetch(...responses: Response[]) {
  const fn = vi.fn<Parameters<typeof fetch>, ReturnType<typeof fetch>>();
  for (const r of responses) fn.mockResolvedValueOnce(r);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("DialcraftClient", () => {
  it("lists contact lists", async () => {
    const f = mockFetch(json({ data: [{ id: "cl_1", name: "Inbound", contactCount: 3 }] }));
    const client = new DialcraftClient({ apiKey: "test-key", actingUserId: "00u1", fetchImpl: f });
    const out = await client.listContactLists();
    expect(out.data).toHaveLength(1);
    expect(f.mock.calls[0][0]).toBe("https://api.dialcraft.io/api/public/v1/contact-lists");
  });

  it("retries a 502 then succeeds", async () => {
    const f = mockFetch(json({ error: "identity provider unreachable" }, 502), json({ added: 2 }));
    const client = new DialcraftClient({ apiKey: "test-key", actingUserId: "00u1", fetchImpl: f });
    await expect(client.appendContacts("cl_1", ["+15551230001", "+15551230002"])).resolves.toEqual({ added: 2 });
    expect(f).toHaveBeenCalledTimes(2);
  });

  it("maps 404 user not found", async () => {
    const f = mockFetch(json({ error: "user not found" }, 404));
    const client = new DialcraftClient({ apiKey: "test-key", actingUserId: "00u-missing", fetchImpl: f });
    await expect(client.getContactList("cl_1")).rejects.toMatchObject({ kind: "user_not_found" });
  });

  it("does not retry a 503", async () => {
    const f = mockFetch(json({ error: "API disabled on the server" }, 503));
    const client = new DialcraftClient({ apiKey: "test-key", actingUserId: "00u1", fetchImpl: f });
    await expect(client.listContactLists()).rejects.toMatchObject({ kind: "api_disabled" });
    expect(f).toHaveBeenCalledTimes(1);
  });
});
