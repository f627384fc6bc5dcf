import Stripe from 'stripe';
import type { Request, Response } from 'express';
import { config } from '../config/env';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2023-10-16' });

export function stripeWebhook(req: Request & { rawBody: Buffer }, res: Response) {
  const sig = req.header('stripe-signature') ?? '';
  try {
    const event = stripe.webhooks.constructEvent(req.rawBody, sig, config.stripe.webhookSecret);
    if (event.type === 'invoice.paid') {
      // seat count sync happens in billing-svc
    }
    res.json({ received: true });
  } catch (err) {
    res.status(400).json({ error: (err as Error).message });
  }
}
