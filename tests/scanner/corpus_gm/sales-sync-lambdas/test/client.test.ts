import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { CallbridgeClient } from "../src/callbridge/client";
import { CallbridgeError } from "../src/callbridge/errors";
import { CB, server } from "./mocks/server";

const client = new CallbridgeClient("test-key", "revops-bot@tidewell.com");

describe("CallbridgeClient", () => {
  it("lists contact lists", async () => {
    const res = await client.listContactLists();
    expect(res.data.map((l) => l.name)).toEqual(["Q3 renewals"]);
  });

  it("sends the acting user on every call", async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${CB}/contact-lists/:id`, ({ request }) => {
        seen = request.headers.get("x-user-email");
        return HttpResponse.json({ id: "cl_9", name: "x", contactCount: 0, updatedAt: "" });
      }),
    );
    await client.getContactList("cl_9");
    expect(seen).toBe("revops-bot@tidewell.com");
  });

  it("surfaces 404 user not found as isUserNotFound", async () => {
    server.use(
      http.delete(`${CB}/contact-lists/:id`, () =>
        HttpResponse.json({ error: "user not found", details: [] }, { status: 404 }),
      ),
    );
    const err = await client.deleteContactList("cl_1").catch((e) => e);
    expect(err).toBeInstanceOf(CallbridgeError);
    expect(err.isUserNotFound).toBe(true);
  });

  it("retries a 502 and then succeeds", async () => {
    let calls = 0;
    server.use(
      http.patch(`${CB}/contact-lists/:id`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: "identity provider unreachable" }, { status: 502 })
          : HttpResponse.json({ id: "cl_1", name: "renamed", contactCount: 2, updatedAt: "" });
      }),
    );
    const list = await client.renameContactList("cl_1", "renamed");
    expect(list.name).toBe("renamed");
    expect(calls).toBe(2);
  });

  it("formats validation details", async () => {
    server.use(
      http.post(`${CB}/contact-lists`, () =>
        HttpResponse.json(
          { error: "validation failed", details: [{ path: "name", message: "must not be blank" }] },
          { status: 422 },
        ),
      ),
    );
    const err = (await client.createContactList("").catch((e) => e)) as CallbridgeError;
    expect(err.describe()).toBe("validation failed (name: must not be blank)");
  });
});
