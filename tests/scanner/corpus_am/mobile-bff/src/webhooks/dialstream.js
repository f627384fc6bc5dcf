'use strict';

const crypto = require('crypto');
const express = require('express');
const config = require('../config');
const { notifyRep } = require('../services/push');

const router = express.Router();

function safeEqual(a, b) {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

router.post('/', express.raw({ type: 'application/json' }), async (req, res) => {
  const signature = req.get('X-Dialstream-Signature') || '';
  const expected = crypto
    .createHmac('sha256', config.dialstream.webhookSecret)
    .update(req.body)
    .digest('hex');

  if (!safeEqual(signature, expected)) {
    return res.status(401).send('bad signature');
  }

  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'call.completed') {
    await notifyRep(event.data.user_email, {
      title: 'Call logged',
      body: `${event.data.contact_name || event.data.phone} - ${event.data.disposition}`,
    });
  }
  res.status(204).end();
});

module.exports = router;
