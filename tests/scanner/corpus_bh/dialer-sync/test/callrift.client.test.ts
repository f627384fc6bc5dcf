import nock from "nock";
import { CallriftClient } from "../src/callrift/client";
import { CallriftApiDisabled, CallriftIdpUnavailable, CallriftUserNotFound } from "../src/callrift/errors";

const HOST = "https://api.callrift.com";

describe("CallriftClient", () => {
  afterEach(() => nock.cleanAll());

  it("sends the shared key and acting user id", async () => {
    nock(HOST, { reqheaders: { "x-api-key": "k_test", "x-user-id": "00u1abcd" } })
      .get("/api/public/v1/contact-lists")
      .query(true)
      .reply(200, { data: [], has_more: false });

    const client = new CallriftClient("00u1abcd", "k_test");
    await expect(client.listContactLists()).resolves.toEqual([]);
  });

  it("maps 404 user not found", async () => {
    nock(HOST).get("/api/public/v1/contact-lists/abc").reply(404, { error: "user not found" });
    const client = new CallriftClient("00u-missing", "k_test");
    await expect(client.getContactList("abc")).rejects.toBeInstanceOf(CallriftUserNotFound);
  });

  it("treats 503 as API disabled", async () => {
    nock(HOST).get("/api/public/v1/contact-lists/abc").reply(503, { error: "API disabled on the server" });
    const client = new CallriftClient("00u1abcd", "k_test");
    await expect(client.getContactList("abc")).rejects.toBeInstanceOf(CallriftApiDisabled);
  });

  it("gives up after retries on 502", async () => {
    nock(HOST).post("/api/public/v1/contact-lists/abc/contacts").times(4).reply(502, { error: "identity provider unreachable" });
    const client = new CallriftClient("00u1abcd", "k_test");
    await expect(client.appendContacts("abc", ["+14155550100"])).rejects.toBeInstanceOf(CallriftIdpUnavailable);
  });
});
