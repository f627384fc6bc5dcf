import type { Request } from "express";
import Stripe from "stripe";
import { config } from "../config";

const stripe = new Stripe(config.stripe.secretKey, { apiVersion: "2023-10-16" });

export function verifyStripe(req: Request): Stripe.Event {
  const sig = req.header("stripe-signature");
  if (!sig) throw new Error("missing Stripe-Signature");
  return stripe.webhooks.constructEvent(req.body as Buffer, sig, config.stripe.webhookSecret);
}
