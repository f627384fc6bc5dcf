import express, { Router } from 'express';
import { createHmac, timingSafeEqual } from 'crypto';

export const ringlaneWebhooks = Router();

function safeEqualHex(a: string, b: string) {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

// Legacy endpoint still configured in the Ringlane dashboard for call.completed events.
ringlaneWebhooks.post('/hooks/ringlane', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.get('X-Ringlane-Signature') ?? '';
  const mac = createHmac('sha256', process.env.RINGLANE_WEBHOOK_SECRET!).update(req.body).digest('hex');
  if (!safeEqualHex(sig, mac)) return res.status(401).json({ error: 'bad signature' });
  const event = JSON.parse(req.body.toString('utf8'));
  req.app.emit('ringlane:event', event);
  res.sendStatus(204);
});

// New endpoint (already on the v2 signing scheme) — registered for call.recording.ready.
ringlaneWebhooks.post('/hooks/ringlane/v2', express.raw({ type: 'application/json' }), (req, res) => {
  const header = req.get('Service-Signature') ?? '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const signed = `${parts.t}.${req.body.toString('utf8')}`;
  const mac = createHmac('sha256', process.env.RINGLANE_V2_WEBHOOK_SECRET!).update(signed).digest('hex');
  if (!parts.v1 || !safeEqualHex(parts.v1, mac)) return res.status(401).json({ error: 'bad signature' });
  if (Math.abs(Date.now() - Number(parts.t)) > 5 * 60_000) return res.status(401).json({ error: 'stale' });
  req.app.emit('ringlane:event', JSON.parse(req.body.toString('utf8')));
  res.sendStatus(204);
});
