import { describe, expect, it } from "vitest";
import { toRingwellError, RingwellDisabled, RingwellUserNotFound } from "../src/integrations/ringwell/errors";

describe("toRingwellError", () => {
  it("maps 404 user not found", () => {
    const err = toRingwellError(404, { error: "user not found" });
    expect(err).toBeInstanceOf(RingwellUserNotFound);
  });

  it("maps 503 to disabled", () => {
    const err = toRingwellError(503, { error: "API disabled on the server" });
    expect(err).toBeInstanceOf(RingwellDisabled);
  });

  it("keeps validation details", () => {
    const err = toRingwellError(400, {
      error: "validation failed",
      details: [{ path: "contacts[0].phone", message: "invalid E.164" }],
    });
    expect(err.details?.[0].path).toBe("contacts[0].phone");
  });
});
