const crypto = require('crypto');
const express = require('express');
const config = require('../config');

const router = express.Router();

function verifyStripe(header, payload, secret, toleranceSec = 300) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const signed = `${parts.t}.${payload}`;
  const mac = crypto.createHmac('sha256', secret).update(signed).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) < toleranceSec;
  return fresh && mac === parts.v1;
}

router.post('/', express.raw({ type: 'application/json' }), (req, res) => {
  const header = req.get('Stripe-Signature');
  if (!header || !verifyStripe(header, req.body.toString('utf8'), config.stripe.webhookSecret)) {
    return res.status(400).json({ error: 'bad signature' });
  }
  res.sendStatus(200);
});

module.exports = router;
