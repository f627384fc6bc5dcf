import crypto from "node:crypto";
import type { Request, Response } from "express";
import { verifyRinglaneV2Signature } from "./v2/signature.js";

const LEGACY_SECRET = process.env.RINGLANE_WEBHOOK_SECRET ?? "";

function timingSafeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

/** Accepts both the legacy and the v2 signature while Ringlane dual-signs. */
export function ringlaneWebhook(req: Request & { rawBody: Buffer }, res: Response) {
  const v2 = req.header("Service-Signature");
  if (v2) {
    if (!verifyRinglaneV2Signature(req.rawBody, v2)) return res.sendStatus(401);
  } else {
    const legacy = req.header("X-Ringlane-Signature") ?? "";
    const expected = crypto.createHmac("sha256", LEGACY_SECRET).update(req.rawBody).digest("hex");
    if (!timingSafeEqualHex(expected, legacy)) return res.sendStatus(401);
  }
  const event = JSON.parse(req.rawBody.toString("utf8"));
  req.app.emit("ringlane:event", event);
  return res.sendStatus(204);
}
