'use strict';

const crypto = require('crypto');
const express = require('express');
const bodyParser = require('body-parser');
const config = require('../config');
const log = require('../lib/log');

const router = express.Router();
const raw = bodyParser.raw({ type: '*/*' });

function safeEqual(a, b) {
  const ab = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// DialSpan call-completed events (legacy webhook config)
router.post('/dialspan', raw, function (req, res) {
  const sig = req.get('X-DialSpan-Signature');
  const expected = crypto.createHmac('sha256', config.dialspan.webhookSecret).update(req.body).digest('hex');
  if (!safeEqual(sig, expected)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const evt = JSON.parse(req.body.toString('utf8'));
  log.info('dialspan event %s for call %s', evt.type, evt.call_id);
  res.sendStatus(204);
});

// DialSpan v2 webhooks (new endpoint, switch over tracked in SALES-903)
router.post('/dialspan/v2', raw, function (req, res) {
  const header = req.get('Service-Signature') || '';
  const parts = {};
  header.split(',').forEach(function (kv) { const i = kv.indexOf('='); parts[kv.slice(0, i)] = kv.slice(i + 1); });
  const mac = crypto.createHmac('sha256', config.dialspan.webhookSecretV2).update(parts.t + '.' + req.body).digest('hex');
  if (!safeEqual(parts.v1, mac)) {
    return res.status(401).json({ error: { code: 'invalid_signature' } });
  }
  res.sendStatus(204);
});

// Slack slash command /lookup
router.post('/slack', raw, function (req, res) {
  const ts = req.get('X-Slack-Request-Timestamp');
  const base = 'v0:' + ts + ':' + req.body.toString('utf8');
  const mine = 'v0=' + crypto.createHmac('sha256', config.slackSigningSecret).update(base).digest('hex');
  if (!safeEqual(req.get('X-Slack-Signature'), mine)) {
    return res.sendStatus(401);
  }
  res.json({ text: 'lookup queued' });
});

module.exports = router;
