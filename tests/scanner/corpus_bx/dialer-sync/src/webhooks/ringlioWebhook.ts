import crypto from 'crypto';
import { Router, raw } from 'express';
import { config } from '../config';
import { logger } from '../logger';
import { handleCallEvent } from '../handlers/calls';

export const ringlioWebhookRouter = Router();

ringlioWebhookRouter.post('/webhooks/ringlio', raw({ type: '*/*' }), (req, res) => {
  const signature = req.header('x-ringlio-signature') ?? '';
  const expected = crypto.createHmac('sha256', config.RINGLIO_WEBHOOK_SECRET).update(req.body).digest('hex');

  const ok =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) {
    logger.warn({ ip: req.ip }, 'ringlio webhook signature mismatch');
    return res.status(401).json({ error: 'invalid signature' });
  }

  const event = JSON.parse(req.body.toString('utf8'));
  handleCallEvent(event).catch((err) => logger.error({ err }, 'failed to handle ringlio event'));
  return res.sendStatus(204);
});
