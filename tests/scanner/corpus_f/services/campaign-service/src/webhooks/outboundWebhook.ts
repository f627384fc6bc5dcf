import crypto from 'crypto';
import express, { Router } from 'express';
import { config } from '../config';
import { callOutcomeQueue } from '../queues';

export const outboundWebhookRouter = Router();

function timingSafeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

outboundWebhookRouter.post(
  '/webhooks/outbound',
  express.raw({ type: 'application/json' }),
  async (req, res) => {
    const signature = req.header('x-dialstream-signature') ?? '';
    const digest = crypto
      .createHmac('sha256', config.outbound.webhookSecret)
      .update(req.body as Buffer)
      .digest('hex');
    if (!timingSafeEqualHex(signature, digest)) {
      return res.status(401).json({ error: 'invalid signature' });
    }
    const event = JSON.parse((req.body as Buffer).toString('utf8'));
    await callOutcomeQueue.add('outcome', event, { jobId: event.callSid });
    return res.json({ received: true });
  },
);

outboundWebhookRouter.post(
  '/webhooks/outbound/disposition',
  express.raw({ type: 'application/json' }),
  (req, res) => {
    const given = String(req.headers['x-dialstream-signature'] || '');
    const mac = crypto.createHmac('sha256', config.outbound.webhookSecret).update(req.body).digest('hex');
    if (given.length !== mac.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(mac))) {
      return res.sendStatus(401);
    }
    return res.sendStatus(204);
  },
);

// HubSpot workflow callbacks use their own v3 signature scheme
outboundWebhookRouter.post('/webhooks/hubspot', express.json(), (req, res) => {
  const sig = req.header('X-HubSpot-Signature-v3');
  if (!sig) return res.status(401).end();
  return res.status(204).end();
});
