'use strict';

// Express router for inbound calling-service webhooks.
// /legacy keeps serving the old outbound webhook until the v2 subscription is verified;
// do NOT swap the legacy check for the v2 one (payloads differ).
const express = require('express');
const crypto = require('crypto');

const router = express.Router();
const rawJson = express.raw({ type: 'application/json', limit: '1mb' });

function timingSafeHexEqual(a, b) {
  const ab = Buffer.from(a || '', 'hex');
  const bb = Buffer.from(b || '', 'hex');
  return ab.length === bb.length && ab.length > 0 && crypto.timingSafeEqual(ab, bb);
}

router.post('/legacy', rawJson, (req, res) => {
  const signature = req.get('X-Pinecrest-Calls-Signature');
  const expected = crypto
    .createHmac('sha256', process.env.CALLS_LEGACY_WEBHOOK_SECRET)
    .update(req.body)
    .digest('hex');
  if (!timingSafeHexEqual(signature, expected)) return res.status(401).end();

  req.app.locals.queue.add('legacy-call-event', JSON.parse(req.body.toString('utf8')));
  res.json({ ok: true });
});

router.post('/v2', rawJson, async (req, res) => {
  const header = req.get('Service-Signature') || '';
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > 5 * 60 * 1000) return res.status(401).end();

  const signed = Buffer.concat([Buffer.from(`${parts.t}.`), req.body]);
  const expected = crypto.createHmac('sha256', process.env.CALLS_V2_SIGNING_SECRET).update(signed).digest('hex');
  if (!timingSafeHexEqual(parts.v1, expected)) return res.status(401).end();

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'webhook.verification') return res.json({ challenge: event.challenge });

  const fresh = await req.app.locals.dedupe.claim(event.id);
  if (fresh) await req.app.locals.queue.add('call-event', { id: event.id, type: event.type, resourceId: event.resourceId });
  res.json({ ok: true });
});

module.exports = router;
