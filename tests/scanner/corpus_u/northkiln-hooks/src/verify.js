const crypto = require("crypto");

const SECRET = process.env.RINGSTEAD_WEBHOOK_SECRET || "";

function verifyRingstead(req) {
  const given = req.get("x-ringstead-signature") || "";
  const expected = crypto.createHmac("sha256", SECRET).update(req.body).digest("hex");
  if (given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

module.exports = { verifyRingstead };
