import crypto from "node:crypto";
import { Request, Response, Router } from "express";
import { config } from "../config";
import { logger } from "../logger";

export const callriftWebhooks = Router();

callriftWebhooks.post("/webhooks/callrift", (req: Request, res: Response) => {
  const raw = (req as any).rawBody as Buffer;
  const signature = req.header("x-callrift-signature") ?? "";
  const expected = crypto.createHmac("sha256", config.CALLRIFT_WEBHOOK_SECRET).update(raw).digest("hex");

  const ok =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) {
    logger.warn({ path: req.path }, "callrift webhook signature mismatch");
    return res.status(401).json({ error: "bad signature" });
  }

  const event = JSON.parse(raw.toString("utf8"));
  logger.info({ type: event.type, id: event.id }, "callrift event");
  return res.sendStatus(204);
});
