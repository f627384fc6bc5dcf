import { describe, expect, it, vi } from "vitest";

vi.mock("../src/callbridge", async (orig) => ({
  ...(await orig<typeof import("../src/callbridge")>()),
  assignLead: vi.fn(async () => ({ id: "q_9" })),
}));

import { route } from "../src/handler";

describe("route", () => {
  it("returns 400 without X-User-Email from the gateway", async () => {
    const res = await route({ headers: {}, body: "{}" } as never);
    expect(res).toMatchObject({ statusCode: 400 });
  });

  it("routes EMEA leads to the EMEA pool", async () => {
    const res = await route({
      headers: { "x-user-email": "admin@tidewell.com" },
      body: JSON.stringify({ phone: "+447700900000", name: "Bo", territory: "EMEA" }),
    } as never);
    expect(res).toMatchObject({ statusCode: 201 });
  });
});
