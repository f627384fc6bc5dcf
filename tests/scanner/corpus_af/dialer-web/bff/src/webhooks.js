const crypto = require('crypto');
const express = require('express');
const config = require('./config');

const router = express.Router();
router.use(express.raw({ type: 'application/json' }));

function hmacHex(secret, body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

router.post('/ringlane', (req, res) => {
  const sig = req.get('X-Ringlane-Signature') || '';
  const expected = hmacHex(config.ringlane.webhookSecret, req.body);
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    return res.sendStatus(401);
  }
  res.sendStatus(204);
});

router.post('/github', (req, res) => {
  const sig = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + hmacHex(config.github.webhookSecret, req.body);
  if (sig !== expected) return res.sendStatus(401);
  res.sendStatus(204);
});

module.exports = router;
