import crypto from 'node:crypto';
import express, { Router } from 'express';
import Stripe from 'stripe';
import { config } from '../config';
import { recordCallOutcome } from '../lib/calls';

const stripe = new Stripe(config.STRIPE_SECRET_KEY, { apiVersion: '2023-10-16' });
export const webhooksRouter = Router();

webhooksRouter.post('/webhooks/ringlane', express.raw({ type: 'application/json' }), (req, res) => {
  const received = req.get('x-ringlane-signature') ?? '';
  const expected = crypto.createHmac('sha256', config.RINGLANE_WEBHOOK_SECRET).update(req.body).digest('hex');
  const ok =
    received.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(received), Buffer.from(expected));
  if (!ok) return res.status(401).json({ error: 'invalid signature' });

  recordCallOutcome(JSON.parse(req.body.toString('utf8')));
  res.sendStatus(204);
});

webhooksRouter.post('/webhooks/stripe', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.get('stripe-signature') as string;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, config.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
  console.log('stripe event', event.type);
  res.json({ received: true });
});
