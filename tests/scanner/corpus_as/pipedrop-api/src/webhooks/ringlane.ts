import crypto from 'crypto';
import { Router, raw } from 'express';
import { recordCallOutcome } from '../services/calls';

export const ringlaneWebhook = Router();

ringlaneWebhook.post('/webhooks/ringlane', raw({ type: 'application/json' }), async (req, res) => {
  const signature = req.header('X-Ringlane-Signature') ?? '';
  const expected = crypto
    .createHmac('sha256', process.env.RINGLANE_WEBHOOK_SECRET ?? '')
    .update(req.body)
    .digest('hex');

  if (signature.length !== expected.length ||
      !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return res.status(401).json({ error: 'invalid signature' });
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'call.completed') {
    await recordCallOutcome(event.data);
  }
  res.sendStatus(204);
});
