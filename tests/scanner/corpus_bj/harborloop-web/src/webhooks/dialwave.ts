import crypto from 'node:crypto';
import type { Request, Response } from 'express';

const SECRET = process.env.DIALWAVE_WEBHOOK_SECRET ?? '';

export function dialwaveWebhook(req: Request, res: Response) {
  const signature = req.header('X-Dialwave-Signature');
  if (!signature) return res.status(400).json({ error: 'missing signature' });
  const digest = crypto.createHmac('sha256', SECRET).update(req.body as Buffer).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(digest, 'hex'))) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  // TODO(HL-884): enqueue instead of handling inline
  console.info('dialwave event', event.type, event.data?.callId);
  return res.sendStatus(204);
}
