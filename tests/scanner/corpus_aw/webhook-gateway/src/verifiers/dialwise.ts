import type { Request } from "express";
import { hmacHex, safeEqualHex } from "../lib/hmac";
import { config } from "../config";

const LEGACY_HEADER = "x-dialwise-signature";
const TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Dialwise signs webhooks with HMAC-SHA256 over the raw body.
 * New-style deliveries carry `Service-Signature: t=<ms>,v1=<hex>`; older
 * subscriptions still send the legacy header.
 */
export function verifyDialwise(req: Request): boolean {
  const raw = req.body as Buffer;

  const modern = req.header("service-signature");
  if (modern) {
    const parts = Object.fromEntries(modern.split(",").map((kv) => kv.split("=", 2) as [string, string]));
    const t = Number(parts.t);
    if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) return false;
    const expected = hmacHex(config.dialwise.signingSecret, `${t}.${raw.toString("utf8")}`);
    return safeEqualHex(expected, parts.v1 ?? "");
  }

  const legacy = req.header(LEGACY_HEADER);
  if (!legacy) return false;
  return safeEqualHex(hmacHex(config.dialwise.signingSecret, raw), legacy);
}
