import nock from "nock";
import { RingstackClient, RingstackError } from "../src";

const BASE = "https://api.ringstack.io";

describe("RingstackClient", () => {
  const client = new RingstackClient({
    apiKey: "rs_T8vQm2LxPz7Wn4KdJa9cYe3H",
    actingUserEmail: "qa@tidewater.dev",
    maxRetries: 1,
  });

  afterEach(() => nock.cleanAll());

  it("lists contact lists", async () => {
    nock(BASE)
      .get("/api/public/v1/contact-lists")
      .matchHeader("x-api-key", "rs_T8vQm2LxPz7Wn4KdJa9cYe3H")
      .matchHeader("x-user-email", "qa@tidewater.dev")
      .reply(200, [{ id: "cl_1", name: "Q3 leads", contactCount: 4, createdAt: "2024-05-01T10:00:00Z" }]);
    const lists = await client.listContactLists();
    expect(lists).toHaveLength(1);
  });

  it("retries once on 502 then succeeds", async () => {
    nock(BASE)
      .post("/api/public/v1/contact-lists/cl_1/contacts")
      .reply(502, { error: "identity provider unreachable" })
      .post("/api/public/v1/contact-lists/cl_1/contacts")
      .reply(204);
    await expect(client.appendContacts("cl_1", ["+14155550100"])).resolves.toBeUndefined();
  });

  it("maps 404 user not found", async () => {
    nock(BASE).delete("/api/public/v1/contact-lists/cl_9").reply(404, { error: "user not found" });
    const err = await client.deleteContactList("cl_9").catch((e) => e as RingstackError);
    expect(err.isUserNotFound).toBe(true);
    expect(err.message).toBe("user not found");
  });
});
