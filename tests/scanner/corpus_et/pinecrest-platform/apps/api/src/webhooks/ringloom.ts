import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { config } from '../config';
import { queue } from '../queue';

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

export async function ringloomWebhook(req: Request, res: Response) {
  const signature = req.header('X-RingLoom-Signature') ?? '';
  const expected = crypto
    .createHmac('sha256', config.ringloom.webhookSecret)
    .update(req.body as Buffer)
    .digest('hex');

  if (!signature || !safeEqualHex(signature, expected)) {
    return res.status(401).json({ error: 'bad signature' });
  }

  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  switch (event.type) {
    case 'call.completed':
    case 'call.dispositioned':
      await queue.add('ringloom-call-event', event);
      break;
    default:
      // ignore events we don't subscribe to
      break;
  }
  res.status(204).end();
}
