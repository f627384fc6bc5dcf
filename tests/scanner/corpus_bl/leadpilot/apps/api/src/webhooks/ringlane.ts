import crypto from "node:crypto";
import { Router, raw } from "express";
import { ringlaneConfig } from "../integrations/ringlane/config";
import { recordCallOutcome } from "../services/calls";
import { logger } from "../logger";

export const ringlaneWebhook = Router();

ringlaneWebhook.post("/webhooks/ringlane", raw({ type: "application/json" }), async (req, res) => {
  const sig = req.header("x-ringlane-signature");
  const expected = crypto.createHmac("sha256", ringlaneConfig.RINGLANE_WEBHOOK_SECRET).update(req.body).digest("hex");
  if (!sig || sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    logger.warn({ sig }, "ringlane webhook signature mismatch");
    return res.status(401).json({ error: "bad signature" });
  }
  const event = JSON.parse(req.body.toString("utf8"));
  if (event.type === "call.completed") {
    await recordCallOutcome(event.data);
  }
  res.sendStatus(204);
});
