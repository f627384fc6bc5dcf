import nock from "nock";
import { DialforgeClient } from "../src/sdk/client";
import { DialforgeDisabledError, IdentityProviderUnavailableError } from "../src/sdk/errors";

describe("DialforgeClient", () => {
  const client = new DialforgeClient({ apiKey: "test-key", actingUserId: "00u1abcd" });

  afterEach(() => nock.cleanAll());

  it("lists contact lists", async () => {
    nock("https://api.dialforge.com")
      .matchHeader("x-api-key", "test-key")
      .get("/api/public/v1/contact-lists")
      .reply(200, [{ id: "cl_1", name: "Flu shots", contactCount: 3, createdAt: "2024-01-01" }]);
    await expect(client.listContactLists()).resolves.toHaveLength(1);
  });

  it("maps 502 to IdentityProviderUnavailableError", async () => {
    nock("https://api.dialforge.com").post(/contact-lists\/cl_1\/contacts/).times(3).reply(502, {});
    await expect(client.appendContacts("cl_1", [{ phone: "+15555550123" }])).rejects.toBeInstanceOf(
      IdentityProviderUnavailableError,
    );
  });

  it("maps 503 to DialforgeDisabledError", async () => {
    nock("https://api.dialforge.com").delete(/.*/).reply(503, {});
    await expect(client.deleteContactList("cl_1")).rejects.toBeInstanceOf(DialforgeDisabledError);
  });
});
