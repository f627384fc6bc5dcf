import express, { Router } from "express";
import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-04-10" });
export const stripeWebhook = Router();

stripeWebhook.post("/webhooks/stripe", express.raw({ type: "application/json" }), (req, res) => {
  const sig = req.header("stripe-signature") ?? "";
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return res.sendStatus(400);
  }
  if (event.type === "customer.subscription.deleted") {
    req.app.emit("billing:cancelled", event.data.object);
  }
  res.sendStatus(200);
});
