'use strict';

const crypto = require('crypto');
const express = require('express');
const config = require('../config');
const logger = require('../logger');

const router = express.Router();

function safeEqual(a, b) {
  const ab = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Ringdeck call-outcome events
router.post('/ringdeck', express.raw({ type: '*/*' }), (req, res) => {
  const sig = req.get('X-Ringdeck-Signature');
  const expected = crypto.createHmac('sha256', config.ringdeck.webhookSecret).update(req.body).digest('hex');
  if (!safeEqual(sig, expected)) {
    logger.warn('rejected ringdeck webhook');
    return res.status(401).json({ error: 'invalid signature' });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  logger.info({ type: event.type }, 'ringdeck event');
  return res.sendStatus(204);
});

// Slack slash command /outreach
router.post('/slack', express.raw({ type: '*/*' }), (req, res) => {
  const ts = req.get('X-Slack-Request-Timestamp');
  const base = `v0:${ts}:${req.body.toString('utf8')}`;
  const mine = 'v0=' + crypto.createHmac('sha256', config.slackSigningSecret).update(base).digest('hex');
  if (!safeEqual(req.get('X-Slack-Signature'), mine)) return res.sendStatus(401);
  return res.json({ text: 'ok' });
});

module.exports = router;
