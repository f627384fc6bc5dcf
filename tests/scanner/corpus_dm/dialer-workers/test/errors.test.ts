import { describe, it, expect } from "vitest";
import { AxiosError, AxiosHeaders } from "axios";
import { UnrecoverableError } from "bullmq";
import { toJobError } from "../src/ringlark/errors.js";

function axiosErr(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() } as any;
  return new AxiosError("boom", "ERR_BAD_RESPONSE", config, {}, { status, data, statusText: "", headers: {}, config });
}

describe("toJobError", () => {
  it("fails permanently on 503 (API disabled)", () => {
    expect(toJobError(axiosErr(503, { error: "API disabled on the server" }), "t")).toBeInstanceOf(UnrecoverableError);
  });

  it("fails permanently on 404 user not found", () => {
    expect(toJobError(axiosErr(404, { error: "user not found" }), "t")).toBeInstanceOf(UnrecoverableError);
  });

  it("keeps retrying on 502", () => {
    const e = toJobError(axiosErr(502, { error: "identity provider unreachable" }), "t");
    expect(e).not.toBeInstanceOf(UnrecoverableError);
  });

  it("includes detail paths in message", () => {
    const e = toJobError(axiosErr(400, { error: "invalid", details: [{ path: "contacts.0.phone", message: "bad" }] }), "t");
    expect(e.message).toContain("contacts.0.phone: bad");
  });
});
