const crypto = require('crypto');
const express = require('express');
const config = require('../config');

const router = express.Router();

router.post('/', express.raw({ type: 'application/json' }), (req, res) => {
  const provided = req.get('x-dialwave-signature') || '';
  const expected = crypto.createHmac('sha256', config.dialwave.webhookSecret).update(req.body).digest('hex');
  const ok =
    provided.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(provided, 'utf8'), Buffer.from(expected, 'utf8'));
  if (!ok) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  const event = JSON.parse(req.body.toString('utf8'));
  req.log.info({ type: event.type, id: event.id }, 'dialwave event');
  return res.sendStatus(204);
});

module.exports = router;
