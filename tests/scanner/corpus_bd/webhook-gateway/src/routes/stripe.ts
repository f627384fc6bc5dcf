import { Router } from 'express';
import Stripe from 'stripe';
import { enqueue } from '../queue';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || '', { apiVersion: '2023-10-16' });
export const stripeRouter = Router();

stripeRouter.post('/', async (req, res) => {
  const sig = req.headers['stripe-signature'] as string;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET || '');
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
  await enqueue('stripe', event.type, event);
  res.json({ received: true });
});
