import crypto from 'node:crypto';
import express, { Router } from 'express';

export const ringlaneWebhook = Router();

ringlaneWebhook.post('/webhooks/ringlane', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.header('x-ringlane-signature') ?? '';
  const expected = crypto
    .createHmac('sha256', process.env.RINGLANE_WEBHOOK_SECRET ?? '')
    .update(req.body)
    .digest('hex');
  const ok =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) return res.status(401).send('invalid signature');

  const event = JSON.parse(req.body.toString('utf8'));
  console.info('ringlane event', event.type, event.id);
  res.sendStatus(204);
});
