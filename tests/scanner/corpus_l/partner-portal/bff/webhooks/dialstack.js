'use strict';

const crypto = require('crypto');

module.exports = function dialstackWebhook(req, res) {
  const sig = req.get('X-Dialstack-Signature') || '';
  const expected = crypto
    .createHmac('sha256', process.env.DIALSTACK_WEBHOOK_SECRET)
    .update(req.rawBody)
    .digest('hex');

  const ok = sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
  if (!ok) return res.status(401).send('bad signature');

  req.app.get('events').emit('dialstack', req.body);
  res.status(204).end();
};
