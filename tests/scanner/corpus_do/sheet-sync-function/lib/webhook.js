'use strict';

const crypto = require('crypto');

const SECRET = process.env.RINGLYNE_WEBHOOK_SECRET || '';

function safeEqual(a, b) {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Express-style middleware for Ringlyne outbound webhooks.
function verifyRinglyneWebhook(req, res, next) {
  const sig = req.get('X-Ringlyne-Signature') || '';
  const digest = crypto.createHmac('sha256', SECRET).update(req.rawBody).digest('hex');
  if (!safeEqual(sig, digest)) {
    return res.status(401).send('invalid signature');
  }
  return next();
}

module.exports = { verifyRinglyneWebhook };
