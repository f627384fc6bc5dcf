'use strict';

const crypto = require('crypto');
const express = require('express');
const { CALLS, MESSAGEBIRD } = require('./config');

const router = express.Router();
const rawJson = express.raw({ type: 'application/json' });

function safeEqual(a, b) {
  const ab = Buffer.from(a || '');
  const bb = Buffer.from(b || '');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Salescall legacy outbound webhook (old subscription, keep as is)
router.post('/hooks/salescall', rawJson, (req, res) => {
  const sig = req.get('X-Salescall-Signature');
  const mac = crypto.createHmac('sha256', CALLS.webhookSecret).update(req.body).digest('hex');
  if (!safeEqual(mac, sig)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  req.app.locals.queue.push({ source: 'salescall', event });
  return res.sendStatus(204);
});

// MessageBird conversations webhook
router.post('/hooks/messagebird', rawJson, (req, res) => {
  const signature = req.get('MessageBird-Signature');
  const timestamp = req.get('MessageBird-Request-Timestamp');
  const payload = `${timestamp}\n${req.originalUrl}\n${crypto.createHash('sha256').update(req.body).digest()}`;
  const expected = crypto.createHmac('sha256', MESSAGEBIRD.signingKey).update(payload).digest('base64');
  if (!safeEqual(expected, signature)) {
    return res.status(401).json({ error: 'invalid messagebird signature' });
  }
  return res.sendStatus(200);
});

module.exports = router;
