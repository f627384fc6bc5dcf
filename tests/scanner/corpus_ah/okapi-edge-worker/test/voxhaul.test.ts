import { describe, expect, it } from "vitest";
import { VoxhaulError } from "../src/voxhaul";

describe("VoxhaulError", () => {
  it("treats 502 as retryable", () => {
    expect(new VoxhaulError(502, null).retryable).toBe(true);
  });
  it("flags 503 as apiDisabled", () => {
    expect(new VoxhaulError(503, { error: "API disabled on the server" }).apiDisabled).toBe(true);
  });
  it("falls back to status in message", () => {
    expect(new VoxhaulError(500, null).message).toBe("Voxhaul HTTP 500");
  });
});
