import crypto from 'node:crypto';
import express, { Router } from 'express';
import { Webhook } from 'svix';

export const webhooks = Router();
const raw = express.raw({ type: 'application/json' });

webhooks.post('/webhooks/callbrook', raw, (req, res) => {
  const secret = process.env.CALLBROOK_WEBHOOK_SECRET ?? '';
  const signature = req.get('x-callbrook-signature');
  const digest = crypto.createHmac('sha256', secret).update(req.body).digest('hex');
  if (!signature || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(digest))) {
    return res.sendStatus(401);
  }
  res.sendStatus(204);
});

webhooks.post('/webhooks/callbrook/v2', raw, (req, res) => {
  const header = req.get('service-signature') ?? '';
  const [t, v1] = header.split(',').map((kv) => kv.split('=')[1]);
  const mac = crypto
    .createHmac('sha256', process.env.CALLBROOK_WEBHOOK_SECRET ?? '')
    .update(`${t}.${req.body}`)
    .digest('hex');
  if (mac !== v1) return res.sendStatus(401);
  res.sendStatus(204);
});

webhooks.post('/webhooks/billing', raw, (req, res) => {
  const wh = new Webhook(process.env.SVIX_WEBHOOK_SECRET!);
  try {
    wh.verify(req.body, {
      'svix-id': req.get('svix-id')!,
      'svix-timestamp': req.get('svix-timestamp')!,
      'svix-signature': req.get('svix-signature')!,
    });
  } catch {
    return res.sendStatus(400);
  }
  res.sendStatus(204);
});
