import nock from "nock";

process.env.RINGLANE_API_KEY = "rl_7Hq2vNc9XpLw4TzR8bKd3mYf";

import { syncAudience } from "../src/integrations/ringlane/legacyLists";

describe("syncAudience", () => {
  afterEach(() => nock.cleanAll());

  it("posts phones to the list", async () => {
    const scope = nock("https://api.ringlane.io")
      .post("/api/public/v1/contact-lists/L1/contacts", { phones: ["+15551230000"] })
      .reply(204);
    await syncAudience("L1", ["+15551230000"], "amy@harborpeak.com");
    expect(scope.isDone()).toBe(true);
  });

  it("surfaces a 500 as an error", async () => {
    nock("https://api.ringlane.io").post(/contacts$/).reply(500, {});
    await expect(syncAudience("L2", [], "amy@harborpeak.com")).rejects.toThrow();
  });
});
