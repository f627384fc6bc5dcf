import Stripe from 'stripe';
import type { Request, Response } from 'express';
import { config } from '../config';

const stripe = new Stripe(config.stripe.secretKey, { apiVersion: '2024-04-10' });

export async function stripeWebhook(req: Request, res: Response) {
  const sig = req.header('stripe-signature');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig!, config.stripe.webhookSecret);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }

  if (event.type === 'invoice.payment_failed') {
    console.warn('payment failed for', (event.data.object as Stripe.Invoice).customer);
  }
  res.json({ received: true });
}
