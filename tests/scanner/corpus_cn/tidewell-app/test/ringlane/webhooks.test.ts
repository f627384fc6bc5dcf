import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyRinglaneV2Signature } from "../../src/integrations/ringlane/v2/signature.js";

describe("Ringlane v2 webhook signature", () => {
  const secret = "whsec_test";
  process.env.RINGLANE_V2_WEBHOOK_SECRET = secret;

  it("accepts a fresh, correct signature", () => {
    const raw = Buffer.from('{"type":"call.ended"}');
    const t = Date.now();
    const v1 = crypto.createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex");
    expect(verifyRinglaneV2Signature(raw, `t=${t},v1=${v1}`, t)).toBe(true);
  });

  it("rejects a stale timestamp (returns 401 upstream)", () => {
    const raw = Buffer.from("{}");
    const t = Date.now() - 10 * 60 * 1000;
    expect(verifyRinglaneV2Signature(raw, `t=${t},v1=00`, Date.now())).toBe(false);
  });
});
