const crypto = require("crypto");
process.env.RINGSTEAD_WEBHOOK_SECRET = "test-secret";
const { verifyRingstead } = require("../src/verify");

function fakeReq(body, sig) {
  return { body: Buffer.from(body), get: () => sig };
}

test("accepts a valid signature", () => {
  const body = '{"type":"call.completed"}';
  const sig = crypto.createHmac("sha256", "test-secret").update(body).digest("hex");
  expect(verifyRingstead(fakeReq(body, sig))).toBe(true);
});

test("rejects a tampered body with 401 semantics", () => {
  expect(verifyRingstead(fakeReq("{}", "deadbeef"))).toBe(false);
});
