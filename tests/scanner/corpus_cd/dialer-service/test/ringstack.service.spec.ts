import nock from "nock";
import { ConfigService } from "@nestjs/config";
import { NotFoundException, ServiceUnavailableException } from "@nestjs/common";
import { RingstackService } from "../src/ringstack/ringstack.service";

const cfg = new ConfigService({
  ringstack: { url: "https://api.ringstack.io/api/public/v1", key: "k", serviceAccountId: "00u1" },
});

describe("RingstackService", () => {
  const svc = new RingstackService(cfg);
  const scope = () => nock("https://api.ringstack.io/api/public/v1");

  afterEach(() => nock.cleanAll());

  it("throws NotFound when the contact list is gone (404)", async () => {
    scope().post("/contact-lists/abc/contacts").reply(404, { error: "contact list not found" });
    await expect(svc.syncList("abc", ["+15550001111"])).rejects.toBeInstanceOf(NotFoundException);
  });

  it("throws ServiceUnavailable on 503 api disabled", async () => {
    scope().post("/contact-lists/abc/contacts").reply(503, { error: "API disabled on the server" });
    await expect(svc.syncList("abc", ["+15550001111"])).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
