import { describe, expect, it, vi } from "vitest";
import { createHmac } from "node:crypto";

vi.mock("../src/config", () => ({
  config: { dialwise: { signingSecret: "whsec_test" }, twilio: { authToken: "t", publicUrl: "https://x" } },
}));

import { verifyDialwise } from "../src/verifiers/dialwise";

function req(headers: Record<string, string>, body: string) {
  return { body: Buffer.from(body), header: (n: string) => headers[n.toLowerCase()] } as any;
}

describe("dialwise v2 signature", () => {
  it("accepts a fresh Service-Signature", () => {
    const body = '{"type":"call.completed"}';
    const t = Date.now();
    const v1 = createHmac("sha256", "whsec_test").update(`${t}.${body}`).digest("hex");
    expect(verifyDialwise(req({ "service-signature": `t=${t},v1=${v1}` }, body))).toBe(true);
  });

  it("rejects a stale timestamp (returns 401 upstream)", () => {
    const t = Date.now() - 10 * 60 * 1000;
    expect(verifyDialwise(req({ "service-signature": `t=${t},v1=00` }, "{}"))).toBe(false);
  });

  it("rejects when no signature header at all", () => {
    expect(verifyDialwise(req({}, "{}"))).toBe(false);
  });
});
