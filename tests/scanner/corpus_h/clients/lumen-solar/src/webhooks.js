'use strict';

const crypto = require('crypto');
const express = require('express');

const router = express.Router();
const raw = express.raw({ type: '*/*' });

const V2_SECRET = process.env.CALLING_V2_SIGNING_SECRET || '';
const LEGACY_SECRET = process.env.CALLING_LEGACY_WEBHOOK_SECRET || '';
const TOLERANCE_MS = 5 * 60 * 1000;

function eq(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

// v2 subscription: Service-Signature: t=<ms>,v1=<hex>
router.post('/hooks/calling/v2', raw, (req, res) => {
  const header = req.get('Service-Signature') || '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() - ts) > TOLERANCE_MS) return res.sendStatus(400);
  const mac = crypto.createHmac('sha256', V2_SECRET).update(`${parts.t}.`).update(req.body).digest('hex');
  if (!eq(mac, parts.v1)) return res.sendStatus(401);
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'webhook.verification') return res.json({ challenge: event.challenge });
  req.app.locals.inbox.enqueueOnce(event.id, event);
  return res.sendStatus(202);
});

// Old subscription from 2022 still delivers legacy payloads; keep until it is deleted.
router.post('/hooks/calling', raw, (req, res) => {
  const signature = req.headers['x-lumen-calls-signature'];
  const mac = crypto.createHmac('sha256', LEGACY_SECRET).update(req.body).digest('hex');
  if (!signature || !eq(mac, signature)) return res.status(401).json({ error: 'invalid signature' });
  req.app.locals.inbox.enqueueLegacy(JSON.parse(req.body.toString('utf8')));
  return res.sendStatus(204);
});

// GitHub deploy hook for the installer portal
router.post('/hooks/github', raw, (req, res) => {
  const sig = req.get('X-Hub-Signature-256') || '';
  const mac = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_HOOK_SECRET || '').update(req.body).digest('hex');
  return eq(mac, sig) ? res.sendStatus(204) : res.sendStatus(401);
});

module.exports = router;
