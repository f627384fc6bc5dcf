import crypto from "node:crypto";
import express, { Router } from "express";
import Stripe from "stripe";

export const webhooks = Router();
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "", { apiVersion: "2024-04-10" });

webhooks.post("/ringcadence", express.raw({ type: "application/json" }), (req, res) => {
  const sig = req.header("x-ringcadence-signature") ?? "";
  const mac = crypto.createHmac("sha256", process.env.RINGCADENCE_WEBHOOK_SECRET ?? "").update(req.body).digest("hex");
  if (sig.length !== mac.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac))) {
    return res.status(401).json({ error: "invalid signature" });
  }
  req.app.emit("ringcadence:event", JSON.parse(req.body.toString("utf8")));
  res.sendStatus(204);
});

webhooks.post("/stripe", express.raw({ type: "application/json" }), (req, res) => {
  try {
    const event = stripe.webhooks.constructEvent(req.body, req.header("stripe-signature") ?? "", process.env.STRIPE_WEBHOOK_SECRET ?? "");
    req.app.emit("stripe:event", event);
    res.sendStatus(200);
  } catch (err) {
    res.status(400).json({ error: (err as Error).message });
  }
});
