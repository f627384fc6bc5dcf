"use strict";
const crypto = require("crypto");
const express = require("express");
const Stripe = require("stripe");

const stripe = Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

router.post("/hooks/dialforge", express.raw({ type: "application/json" }), (req, res) => {
  const signature = req.get("X-Dialforge-Signature") || "";
  const expected = crypto
    .createHmac("sha256", process.env.DIALFORGE_SIGNING_SECRET)
    .update(req.body)
    .digest("hex");
  const ok = signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) return res.status(401).json({ error: "bad signature" });
  req.app.emit("dialforge:event", JSON.parse(req.body.toString("utf8")));
  res.sendStatus(204);
});

router.post("/hooks/stripe", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers["stripe-signature"], process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }
  req.app.emit("stripe:event", event);
  res.sendStatus(200);
});

module.exports = router;
