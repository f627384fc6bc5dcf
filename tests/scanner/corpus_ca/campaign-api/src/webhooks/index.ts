import crypto from "node:crypto";
import express from "express";
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? "");
export const webhooks = express.Router();

webhooks.post("/stripe", express.raw({ type: "application/json" }), (req, res) => {
  const sig = req.header("stripe-signature") ?? "";
  try {
    const event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET ?? "");
    res.json({ received: event.id });
  } catch {
    res.status(400).send("bad signature");
  }
});

// Old-style Ringlane delivery (lists + call outcomes). Remove once the endpoint is switched.
webhooks.post("/ringlane", express.raw({ type: "application/json" }), (req, res) => {
  const given = req.get("x-ringlane-signature") ?? "";
  const expected = crypto
    .createHmac("sha256", process.env.RINGLANE_WEBHOOK_SECRET ?? "")
    .update(req.body)
    .digest("hex");
  if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return res.status(401).end();
  }
  res.status(204).end();
});

// New v2 delivery format.
webhooks.post("/ringlane/v2", express.raw({ type: "application/json" }), (req, res) => {
  const header = req.get("service-signature") ?? "";
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const mac = crypto
    .createHmac("sha256", process.env.RINGLANE_V2_WEBHOOK_SECRET ?? "")
    .update(`${parts.t}.${req.body}`)
    .digest("hex");
  if (mac !== parts.v1 || Date.now() - Number(parts.t) > 5 * 60_000) {
    return res.status(401).end();
  }
  res.status(204).end();
});
