import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2023-10-16' });

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Talkrail call events (disposition updates). Raw body is captured by express.raw().
export function talkrailWebhook(req: Request, res: Response) {
  const signature = req.header('x-talkrail-signature') ?? '';
  const digest = crypto
    .createHmac('sha256', process.env.TALKRAIL_WEBHOOK_SECRET ?? '')
    .update(req.body as Buffer)
    .digest('hex');
  if (!safeEqual(signature, digest)) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  res.sendStatus(204);
}

export function stripeWebhook(req: Request, res: Response) {
  try {
    stripe.webhooks.constructEvent(req.body, req.header('stripe-signature') ?? '', process.env.STRIPE_WEBHOOK_SECRET ?? '');
  } catch {
    return res.status(400).json({ error: 'bad stripe signature' });
  }
  res.json({ received: true });
}
