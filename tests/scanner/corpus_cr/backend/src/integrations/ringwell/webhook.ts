import crypto from "node:crypto";
import type { Request, Response } from "express";
import { logger } from "../../lib/logger";

const SECRET = process.env.RINGWELL_WEBHOOK_SECRET ?? "";

// Legacy call.completed webhooks. Body must be the raw buffer (see server.ts).
export function ringwellWebhook(req: Request, res: Response) {
  const sig = req.get("X-Ringwell-Signature") ?? "";
  const expected = crypto.createHmac("sha256", SECRET).update(req.body as Buffer).digest("hex");
  const ok =
    sig.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) {
    logger.warn("bad ringwell signature");
    return res.status(401).json({ error: "invalid signature" });
  }
  const event = JSON.parse((req.body as Buffer).toString("utf8"));
  logger.info({ type: event.type, callId: event.data?.id }, "ringwell event");
  res.sendStatus(204);
}
