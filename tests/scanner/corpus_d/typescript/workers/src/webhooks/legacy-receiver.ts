import crypto from 'node:crypto';
import express, { Request, Response } from 'express';
import Stripe from 'stripe';

import { enqueue } from '../queue';

export const router = express.Router();
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '', { apiVersion: '2024-06-20' });

const LEGACY_SECRET = process.env.RINGLANE_WEBHOOK_SECRET ?? '';
const V2_SECRET = process.env.RINGLANE_V2_SIGNING_SECRET ?? '';

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Old outbound subscription (created before the v2 rollout): keep as is.
router.post('/hooks/ringlane', express.raw({ type: '*/*' }), (req: Request, res: Response) => {
  const signature = req.header('X-Ringlane-Signature') ?? '';
  const expected = crypto.createHmac('sha256', LEGACY_SECRET).update(req.body).digest('hex');
  if (!safeEqual(signature, expected)) return res.status(401).end();
  enqueue('ringlane.legacy', JSON.parse(req.body.toString('utf8')));
  return res.status(204).end();
});

// v2 subscription: Service-Signature "t=<ms>,v1=<hex>".
router.post('/hooks/ringlane/v2', express.raw({ type: '*/*' }), (req: Request, res: Response) => {
  const header = req.header('Service-Signature') ?? '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(Date.now() - t) > 5 * 60_000) return res.status(400).end();
  const mac = crypto.createHmac('sha256', V2_SECRET).update(`${parts.t}.`).update(req.body).digest('hex');
  if (!safeEqual(parts.v1 ?? '', mac)) return res.status(401).end();
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'webhook.verification') return res.json({ challenge: event.challenge });
  enqueue('ringlane.v2', event);
  return res.status(200).json({ ok: true });
});

router.post('/hooks/stripe', express.raw({ type: 'application/json' }), (req: Request, res: Response) => {
  const sig = req.header('stripe-signature') ?? '';
  try {
    const event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET ?? '');
    enqueue('stripe', event);
    return res.status(200).end();
  } catch {
    return res.status(400).end();
  }
});
