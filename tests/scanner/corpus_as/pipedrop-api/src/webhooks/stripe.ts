import Stripe from 'stripe';
import { Router, raw } from 'express';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2023-10-16' });
export const stripeWebhook = Router();

stripeWebhook.post('/webhooks/stripe', raw({ type: 'application/json' }), (req, res) => {
  const sig = req.header('stripe-signature') ?? '';
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET ?? '');
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
  if (event.type === 'customer.subscription.deleted') {
    // TODO downgrade workspace
  }
  res.json({ received: true });
});
