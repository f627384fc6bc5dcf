import nock from "nock";
import { describe, expect, it, afterEach } from "vitest";
import { createRingCadenceClient } from "../src/integrations/ringcadence/client";

const HOST = "https://api.ringcadence.com";

describe("ringcadence client", () => {
  afterEach(() => nock.cleanAll());

  const client = createRingCadenceClient({ apiKey: "k_test", actingUserEmail: "ops@harborline.io" });

  it("sends key and acting user", async () => {
    const scope = nock(HOST, {
      reqheaders: { "x-api-key": "k_test", "x-user-email": "ops@harborline.io" },
    })
      .get("/api/public/v1/contact-lists")
      .reply(200, []);
    await client.listContactLists();
    expect(scope.isDone()).toBe(true);
  });

  it("flags user not found", async () => {
    nock(HOST).get("/api/public/v1/contact-lists/cl_1").reply(404, { error: "user not found" });
    await expect(client.getContactList("cl_1")).rejects.toMatchObject({ isUserNotFound: true });
  });

  it("surfaces details on 400", async () => {
    nock(HOST)
      .post("/api/public/v1/contact-lists/cl_2/contacts")
      .reply(400, { error: "validation failed", details: [{ path: "contacts[0].phone", message: "invalid" }] });
    await expect(client.addContacts("cl_2", ["nope"])).rejects.toMatchObject({ status: 400 });
  });
});
