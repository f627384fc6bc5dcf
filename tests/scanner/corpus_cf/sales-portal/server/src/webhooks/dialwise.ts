import crypto from "node:crypto";
import express, { Router } from "express";
import { config } from "../config";
import { logger } from "../logger";

export const dialwiseWebhookRouter = Router();

dialwiseWebhookRouter.post(
  "/webhooks/dialwise",
  express.raw({ type: "application/json" }),
  (req, res) => {
    const received = req.header("x-dialwise-signature") ?? "";
    const expected = crypto
      .createHmac("sha256", config.dialwise.webhookSecret)
      .update(req.body)
      .digest("hex");
    const ok =
      received.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(received), Buffer.from(expected));
    if (!ok) {
      logger.warn("dialwise webhook signature mismatch");
      return res.sendStatus(401);
    }
    const event = JSON.parse(req.body.toString("utf8"));
    logger.info({ type: event.type }, "dialwise event");
    res.sendStatus(204);
  },
);
