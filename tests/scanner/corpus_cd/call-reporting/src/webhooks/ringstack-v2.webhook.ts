import { createHmac, timingSafeEqual } from "crypto";

// v2 webhooks: Service-Signature: t=<ms>,v1=<hex>
export function verifyServiceSignature(header: string | undefined, rawBody: string, secret: string, toleranceMs = 300_000) {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > toleranceMs) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1 ?? ""));
}

export function readSignature(headers: Record<string, string | undefined>) {
  return headers["service-signature"];
}
