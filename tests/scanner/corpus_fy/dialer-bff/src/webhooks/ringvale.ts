import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { callEventsQueue } from '../queues.js';

function safeEqual(a: string, b: string) {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Mounted with express.raw({ type: 'application/json' }) so req.body is a Buffer.
export async function ringvaleWebhook(req: Request, res: Response) {
  const signature = req.get('X-Ringvale-Signature') ?? '';
  const expected = crypto
    .createHmac('sha256', config.ringvale.webhookSecret)
    .update(req.body as Buffer)
    .digest('hex');

  if (!safeEqual(signature, expected)) {
    logger.warn('ringvale webhook signature mismatch');
    return res.sendStatus(401);
  }

  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  await callEventsQueue.add(event.type ?? 'unknown', event, { jobId: event.id });
  res.sendStatus(204);
}
