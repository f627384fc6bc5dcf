import { Router } from 'express';
import Stripe from 'stripe';
import { env } from '../../config/env';
import { logger } from '../../lib/logger';

const stripe = new Stripe(env.STRIPE_SECRET_KEY, { apiVersion: '2024-04-10' });

export const stripeWebhookRouter = Router();

stripeWebhookRouter.post('/', (req, res) => {
  const sig = req.headers['stripe-signature'] as string;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, env.STRIPE_WEBHOOK_SECRET);
  } catch (err: any) {
    logger.warn({ err: err.message }, 'stripe signature check failed');
    return res.status(400).json({ error: `Webhook Error: ${err.message}` });
  }

  switch (event.type) {
    case 'invoice.paid':
    case 'customer.subscription.updated':
      logger.info({ type: event.type }, 'billing event');
      break;
    default:
      break;
  }
  res.json({ received: true });
});
