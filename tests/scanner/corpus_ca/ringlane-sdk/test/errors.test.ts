import { describe, expect, it } from "vitest";
import { RinglaneError } from "../src/errors";

describe("RinglaneError", () => {
  it("flags 503 as api disabled", () => {
    const err = new RinglaneError(503, { error: "nope" });
    expect(err.isApiDisabled).toBe(true);
    expect(err.isTransient).toBe(false);
  });

  it("treats 502 and 429 as transient", () => {
    expect(new RinglaneError(502, { error: "x" }).isTransient).toBe(true);
    expect(new RinglaneError(429, { error: "x" }).isTransient).toBe(true);
  });

  it("returns 404 without user flag for unrelated messages", () => {
    expect(new RinglaneError(404, { error: "x" }).isUserNotFound).toBe(false);
  });
});
