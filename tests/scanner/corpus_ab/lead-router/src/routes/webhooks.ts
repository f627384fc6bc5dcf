import crypto from 'node:crypto';
import express, { Router } from 'express';
import { config } from '../config';

export const webhooks = Router();
webhooks.use(express.raw({ type: 'application/json' }));

const safeEqual = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

webhooks.post('/callforge', (req, res) => {
  const received = req.header('X-CallForge-Signature') ?? '';
  const expected = crypto.createHmac('sha256', config.callforge.webhookSecret).update(req.body).digest('hex');
  if (!safeEqual(received, expected)) {
    return res.status(401).end();
  }
  const event = JSON.parse(req.body.toString('utf8'));
  req.log?.info({ type: event.type }, 'callforge event');
  return res.status(204).end();
});

webhooks.post('/github', (req, res) => {
  const sig = req.header('X-Hub-Signature-256') ?? '';
  const digest = 'sha256=' + crypto.createHmac('sha256', config.github.webhookSecret).update(req.body).digest('hex');
  if (!safeEqual(sig, digest)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  return res.status(204).end();
});
