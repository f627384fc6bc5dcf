import { afterEach, describe, expect, it, vi } from "vitest";
import { RinglaneClient } from "../src/ringlane/client";
import { RinglaneError } from "../src/ringlane/errors";

const env = { RINGLANE_BASE_URL: "https://api.ringlane.io/api/public/v1", RINGLANE_API_KEY: "test-key" };

function mockFetch(...responses: Response[]) {
  const fn = vi.fn();
  for (const r of responses) fn.mockResolvedValueOnce(r);
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe("RinglaneClient", () => {
  it("appends contacts to a list", async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify({ added: 2 }), { status: 201 }));
    const client = new RinglaneClient(env, "rep@fluxpoint.dev");
    await expect(client.appendContacts("cl_123", [{ phone: "+14155550100" }, { phone: "+14155550101" }])).resolves.toEqual({ added: 2 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://api.ringlane.io/api/public/v1/contact-lists/cl_123/contacts");
    expect(init.method).toBe("POST");
  });

  it("retries a 502 and then succeeds", async () => {
    mockFetch(
      new Response("bad gateway", { status: 502 }),
      new Response(JSON.stringify({ id: "cl_1", name: "Q3", size: 0, createdAt: "2024-06-01" }), { status: 200 }),
    );
    const client = new RinglaneClient(env, "rep@fluxpoint.dev");
    await expect(client.getContactList("cl_1")).resolves.toMatchObject({ id: "cl_1" });
  });

  it("flags unknown reps on 404", async () => {
    mockFetch(new Response(JSON.stringify({ error: "user not found", details: [] }), { status: 404 }));
    const client = new RinglaneClient(env, "ghost@fluxpoint.dev");
    const err = await client.getContactList("cl_1").catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneError);
    expect((err as RinglaneError).isUnknownRep).toBe(true);
  });

  it("does not retry 503", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 503 }));
    const client = new RinglaneClient(env, "rep@fluxpoint.dev");
    await expect(client.listContactLists()).rejects.toBeInstanceOf(RinglaneError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
