import { describe, it, expect } from "vitest";
import { classify, RinglarkError } from "../../src/ringlark/errors.js";

describe("classify", () => {
  it("maps 404 user not found", () => {
    expect(classify(404, { error: "user not found", details: [] })).toBe("user_not_found");
  });
  it("maps 404 list not found", () => {
    expect(classify(404, { error: "contact list not found: cl_123", details: [] })).toBe("list_not_found");
  });
  it("treats 502 as retryable", () => {
    const e = new RinglarkError(502, classify(502, null), null);
    expect(e.retryable).toBe(true);
  });
  it("treats 503 as api disabled", () => {
    expect(classify(503, { error: "API disabled on the server", details: [] })).toBe("api_disabled");
  });
  it("collects field errors from details", () => {
    const e = new RinglarkError(400, "unknown", { error: "validation failed", details: [{ path: "contacts[0].phone", message: "invalid E.164" }] });
    expect(e.fieldErrors()).toEqual({ "contacts[0].phone": "invalid E.164" });
  });
});
