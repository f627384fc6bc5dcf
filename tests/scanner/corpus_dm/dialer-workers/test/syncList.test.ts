import { describe, it, expect, beforeEach, vi } from "vitest";
import nock from "nock";
import { ringlarkHttp } from "../src/ringlark/http.js";

const BASE = "https://api.ringlark.test/api/public/v1";

describe("ringlarkHttp", () => {
  beforeEach(() => nock.cleanAll());

  it("sends key and acting user", async () => {
    const scope = nock("https://api.ringlark.test", {
      reqheaders: { "x-api-key": "test-key", "x-user-email": "agent@example.com" },
    })
      .post("/api/public/v1/contact-lists", { name: "x" })
      .reply(201, { id: "cl_1", name: "x" });

    const http = ringlarkHttp({ baseUrl: BASE, apiKey: "test-key", actingUser: "agent@example.com" });
    const res = await http.post("/contact-lists", { name: "x" });
    expect(res.data.id).toBe("cl_1");
    scope.done();
  });

  it("retries after 502 from identity provider", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nock("https://api.ringlark.test")
      .get("/api/public/v1/contact-lists/cl_1")
      .reply(502, { error: "identity provider unreachable" })
      .get("/api/public/v1/contact-lists/cl_1")
      .reply(200, { id: "cl_1" });

    const http = ringlarkHttp({ baseUrl: BASE, apiKey: "test-key", actingUser: "agent@example.com" });
    const res = await http.get("/contact-lists/cl_1");
    expect(res.status).toBe(200);
    vi.useRealTimers();
  });
});
