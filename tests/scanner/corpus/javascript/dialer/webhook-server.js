'use strict';

const crypto = require('crypto');
const express = require('express');
const { enqueue } = require('./jobs');

const app = express();

// Calling Service outbound webhooks (the pre-v2 format: HMAC of the body in
// X-Webhook-Signature, no timestamp). The v2 subscription is not verified yet.
app.post('/webhooks/calling', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.get('X-Webhook-Signature') || '';
  const digest = crypto
    .createHmac('sha256', process.env.CALLING_WEBHOOK_SECRET)
    .update(req.body)
    .digest('hex');
  if (signature !== digest) {
    return res.sendStatus(401);
  }
  const event = JSON.parse(req.body.toString('utf8'));
  enqueue('calling-legacy', event);
  return res.sendStatus(204);
});

// GitHub push hooks for the deploy bot.
app.post('/webhooks/github', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = Buffer.from(req.get('X-Hub-Signature-256') || '');
  const expected = Buffer.from(
    'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.body).digest('hex'),
  );
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) {
    return res.sendStatus(401);
  }
  enqueue('deploy', JSON.parse(req.body.toString('utf8')));
  return res.sendStatus(202);
});

app.get('/healthz', (_req, res) => res.json({ ok: true, version: 'v1.8.3' }));

app.listen(process.env.PORT || 3000);
