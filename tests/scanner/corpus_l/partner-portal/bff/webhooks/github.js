'use strict';

const crypto = require('crypto');
const { github } = require('../config');

module.exports = function githubWebhook(req, res) {
  const sig = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + crypto.createHmac('sha256', github.webhookSecret).update(req.rawBody).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(sig.padEnd(expected.length)), Buffer.from(expected))) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  if (req.get('X-GitHub-Event') === 'release') req.app.get('events').emit('deploy', req.body);
  res.sendStatus(202);
};
