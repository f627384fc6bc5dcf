import nock from "nock";

process.env.SESSION_SECRET = "test";
process.env.DIALWISE_API_KEY = "test-key";
process.env.PRICING_API_URL = "http://pricing.test";
process.env.PRICING_API_KEY = "k";

import { DialwiseClient } from "../src/dialwise/client";

describe("DialwiseClient", () => {
  afterEach(() => nock.cleanAll());

  it("lists contact lists as the acting user", async () => {
    nock("https://api.dialwise.io")
      .matchHeader("x-user-email", "rep@northpeaksolar.com")
      .get("/api/public/v1/contact-lists")
      .reply(200, { data: [{ id: "cl_1", name: "Fresno", contactCount: 3 }] });

    const lists = await new DialwiseClient("rep@northpeaksolar.com").listContactLists();
    expect(lists).toHaveLength(1);
  });

  it("appends contacts with the shared key", async () => {
    nock("https://api.dialwise.io")
      .matchHeader("x-api-key", "test-key")
      .post("/api/public/v1/contact-lists/cl_1/contacts")
      .reply(202);
    await new DialwiseClient("rep@northpeaksolar.com").addContacts("cl_1", [{ phone: "+15595550100" }]);
  });

  it("maps 503 to api_disabled", async () => {
    nock("https://api.dialwise.io").get(/.*/).reply(503, {});
    await expect(new DialwiseClient("rep@northpeaksolar.com").listContactLists()).rejects.toMatchObject({
      kind: "api_disabled",
    });
  });
});
