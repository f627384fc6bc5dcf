import { RingwellApiError } from "../src/ringwell/errors";

describe("RingwellApiError", () => {
  it("flags 503 as API disabled", () => {
    expect(new RingwellApiError(503).isApiDisabled).toBe(true);
  });

  it("does not treat a bare 404 as an unknown user", () => {
    expect(new RingwellApiError(404).isUserNotFound).toBe(false);
  });

  it("falls back to a generic message without a body", () => {
    expect(new RingwellApiError(500).message).toContain("HTTP 500");
  });
});
