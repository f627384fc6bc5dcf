import crypto from "node:crypto";
import express, { Router } from "express";

export const dialwaveWebhooks = Router();

const secret = process.env.DIALWAVE_WEBHOOK_SECRET ?? "";

function safeEqual(a: string, b: string) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

dialwaveWebhooks.post("/webhooks/dialwave", express.raw({ type: "application/json" }), (req, res) => {
  const received = req.header("x-dialwave-signature") ?? "";
  const expected = crypto.createHmac("sha256", secret).update(req.body).digest("hex");
  if (!safeEqual(received, expected)) {
    return res.status(401).json({ error: "invalid signature" });
  }
  const event = JSON.parse(req.body.toString("utf8"));
  req.app.locals.bus.emit(`dialwave.${event.type}`, event);
  res.status(204).end();
});
