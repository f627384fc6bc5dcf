import nock from "nock";
import { createRingwellClient } from "../src/ringwell/client";
import { appendContacts, createContactList } from "../src/ringwell/contactLists";

const ringwell = () =>
  nock("https://api.ringwell.io", {
    reqheaders: { "x-api-key": "test-key", "x-user-id": "00uTEST" },
  });

describe("contact lists", () => {
  const http = createRingwellClient({ apiKey: "test-key", actingUserId: "00uTEST" });

  afterEach(() => nock.cleanAll());

  it("creates a list", async () => {
    ringwell().post("/api/public/v1/contact-lists", { name: "spring-promo" }).reply(201, { id: "cl_9", name: "spring-promo" });
    await expect(createContactList(http, "spring-promo")).resolves.toMatchObject({ id: "cl_9" });
  });

  it("appends contacts by phone", async () => {
    const scope = ringwell().post("/api/public/v1/contact-lists/cl_9/contacts").reply(202);
    await appendContacts(http, "cl_9", ["+447700900123"]);
    expect(scope.isDone()).toBe(true);
  });
});
