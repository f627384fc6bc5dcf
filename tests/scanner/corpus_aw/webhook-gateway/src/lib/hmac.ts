import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, payload: Buffer | string, algo = "sha256"): string {
  return createHmac(algo, secret).update(payload).digest("hex");
}

export function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
