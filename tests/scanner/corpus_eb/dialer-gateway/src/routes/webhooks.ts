import crypto from 'node:crypto';
import express, { Router } from 'express';
import Stripe from 'stripe';
import { config } from '../config';
import { logger } from '../lib/logger';
import { recordCallEvent } from '../store/callEvents';

export const webhooks = Router();
const stripe = new Stripe(config.stripe.secretKey, { apiVersion: '2023-10-16' });

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

webhooks.post('/ringledger', express.raw({ type: 'application/json' }), async (req, res) => {
  const signature = req.header('X-RingLedger-Signature') ?? '';
  const expected = crypto
    .createHmac('sha256', config.ringledger.webhookSecret)
    .update(req.body as Buffer)
    .digest('hex');

  if (!safeEqualHex(signature, expected)) {
    logger.warn('ringledger webhook signature mismatch');
    return res.sendStatus(401);
  }

  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  await recordCallEvent(event);
  return res.sendStatus(204);
});

webhooks.post('/stripe', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.headers['stripe-signature'] as string;
  try {
    const event = stripe.webhooks.constructEvent(req.body, sig, config.stripe.webhookSecret);
    logger.info({ type: event.type }, 'stripe event');
    return res.sendStatus(200);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${(err as Error).message}` });
  }
});
