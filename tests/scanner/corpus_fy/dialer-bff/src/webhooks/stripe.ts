import Stripe from 'stripe';
import type { Request, Response } from 'express';
import { config } from '../config.js';

const stripe = new Stripe(config.stripe.secretKey, { apiVersion: '2024-04-10' });

export function stripeWebhook(req: Request, res: Response) {
  const sig = req.headers['stripe-signature'] as string;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, config.stripe.webhookSecret);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
  if (event.type === 'customer.subscription.deleted') {
    // seats are reclaimed by the nightly job
  }
  res.json({ received: true });
}
