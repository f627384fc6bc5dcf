import { describe, expect, it } from "vitest";
import {
  DialwiseDisabledError,
  DialwiseIdentityUnavailableError,
  DialwiseUserNotFoundError,
  toDialwiseError,
} from "../src/errors";

describe("toDialwiseError", () => {
  it("maps 503 to DialwiseDisabledError", () => {
    expect(toDialwiseError(503, { error: "API disabled on the server" })).toBeInstanceOf(DialwiseDisabledError);
  });

  it("maps 502 to DialwiseIdentityUnavailableError", () => {
    expect(toDialwiseError(502, { error: "upstream" })).toBeInstanceOf(DialwiseIdentityUnavailableError);
  });

  it("maps a 404 for an unknown rep", () => {
    const err = toDialwiseError(404, { error: "user not found" });
    expect(err).toBeInstanceOf(DialwiseUserNotFoundError);
  });

  it("falls back to a generic message", () => {
    expect(toDialwiseError(500, undefined).message).toContain("500");
  });
});
