import { Router, raw } from "express";
import Stripe from "stripe";
import { handleSubscriptionChange } from "../services/billing";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2023-10-16" });
export const stripeWebhook = Router();

stripeWebhook.post("/webhooks/stripe", raw({ type: "application/json" }), async (req, res) => {
  const signature = req.header("stripe-signature");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, signature!, process.env.STRIPE_WEBHOOK_SECRET!);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
  if (event.type.startsWith("customer.subscription.")) {
    await handleSubscriptionChange(event.data.object as Stripe.Subscription);
  }
  res.json({ received: true });
});
