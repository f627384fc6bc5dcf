import nock from "nock";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("RINGLANE_API_URL", "https://api.ringlane.io/api/public/v1");
vi.stubEnv("RINGLANE_API_KEY", "test_key");
vi.stubEnv("RINGLANE_WEBHOOK_SECRET", "whsec");

const { RinglaneClient } = await import("../src/integrations/ringlane/client");
const { RinglaneSeatMissingError } = await import("../src/integrations/ringlane/errors");

const api = () => nock("https://api.ringlane.io").matchHeader("x-user-id", "google-oauth2|1234");

describe("RinglaneClient", () => {
  afterEach(() => nock.cleanAll());

  it("creates a list", async () => {
    api().post("/api/public/v1/contact-lists", { name: "Q3 SaaS CFOs" }).reply(201, { id: "cl_1", name: "Q3 SaaS CFOs" });
    const list = await new RinglaneClient("google-oauth2|1234").createList("Q3 SaaS CFOs");
    expect(list.id).toBe("cl_1");
  });

  it("maps 404 user not found to RinglaneSeatMissingError", async () => {
    api().get("/api/public/v1/contact-lists").reply(404, { error: "user not found" });
    await expect(new RinglaneClient("google-oauth2|1234").lists()).rejects.toBeInstanceOf(RinglaneSeatMissingError);
  });

  it("marks 502 as retryable", async () => {
    api().post("/api/public/v1/contact-lists/cl_1/contacts").reply(502, { error: "identity provider unavailable" });
    await expect(new RinglaneClient("google-oauth2|1234").addContacts("cl_1", [{ phone: "+14155550100" }])).rejects.toMatchObject({
      status: 502,
      retryable: true,
    });
  });
});
