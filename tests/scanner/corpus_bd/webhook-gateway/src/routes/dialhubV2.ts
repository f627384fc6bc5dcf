import crypto from 'crypto';
import { Router } from 'express';
import { enqueue } from '../queue';

// Dialhub v2 webhooks: "Service-Signature: t=<ms>,v1=<hex>" over `${t}.${body}`
const SECRET = process.env.DIALHUB_V2_WEBHOOK_SECRET || '';
const TOLERANCE_MS = 5 * 60 * 1000;

export const dialhubV2Router = Router();

dialhubV2Router.post('/', async (req, res) => {
  const header = req.get('Service-Signature') || '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) return res.sendStatus(400);
  const expected = crypto
    .createHmac('sha256', SECRET)
    .update(`${t}.${(req.body as Buffer).toString('utf8')}`)
    .digest('hex');
  if (!parts.v1 || !crypto.timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(expected, 'hex'))) {
    return res.sendStatus(401);
  }
  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  await enqueue('dialhub', event.type, event);
  res.sendStatus(204);
});
