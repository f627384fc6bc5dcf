import crypto from "node:crypto";
import express, { Router } from "express";
import { dialwaveConfig } from "../dialwave/config";

export const dialwaveWebhooks = Router();

dialwaveWebhooks.post("/", express.raw({ type: "application/json" }), (req, res) => {
  const received = req.get("X-Dialwave-Signature") ?? "";
  const expected = crypto.createHmac("sha256", dialwaveConfig.webhookSecret).update(req.body).digest("hex");
  const ok =
    received.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(received), Buffer.from(expected));
  if (!ok) return res.status(401).send("bad signature");

  const event = JSON.parse(req.body.toString("utf8"));
  console.info("dialwave webhook", event.type);
  res.sendStatus(200);
});
