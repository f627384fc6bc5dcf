import { describe, expect, it } from "vitest";

describe("ringlane config", () => {
  it("points v2 export at the v2 base path", async () => {
    const { ringlaneV2 } = await import("../src/lib/ringlane-config");
    expect(ringlaneV2.baseUrl).toMatch(/\/api\/public\/v2$/);
  });

  it("defaults the actor to the automation user", async () => {
    const { ringlane } = await import("../src/lib/ringlane-config");
    expect(ringlane.actor).toContain("@fluxpoint.dev");
  });
});
