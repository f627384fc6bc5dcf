const crypto = require('crypto');
const express = require('express');

const githubRouter = express.Router();

githubRouter.post('/', (req, res) => {
  const signature = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.body).digest('hex');
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return res.status(401).json({ error: 'bad signature' });
  }
  res.sendStatus(202);
});

module.exports = { githubRouter };
