import crypto from "node:crypto";

const SECRET = process.env.RINGLANE_V2_WEBHOOK_SECRET ?? "";
const TOLERANCE_MS = 5 * 60 * 1000;

/** Service-Signature: t=<ms>,v1=<hex> */
export function verifyRinglaneV2Signature(raw: Buffer, header: string, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=", 2)));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now - t) > TOLERANCE_MS) return false;
  const expected = crypto.createHmac("sha256", SECRET).update(`${t}.${raw.toString("utf8")}`).digest("hex");
  const got = Buffer.from(parts.v1 ?? "", "hex");
  const exp = Buffer.from(expected, "hex");
  return got.length === exp.length && crypto.timingSafeEqual(got, exp);
}
