// Dialwave v2 webhook receiver (new subscription created during CLIN-4412).
// Verifies Service-Signature: t=<ms>,v1=<hex> over `${t}.${rawBody}`.
const crypto = require('crypto');
const express = require('express');

const router = express.Router();
const SECRET = process.env.DIALWAVE_V2_SIGNING_SECRET;
const TOLERANCE_MS = 5 * 60 * 1000;

function verify(header, raw) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) return false;
  const mac = crypto.createHmac('sha256', SECRET).update(`${t}.`).update(raw).digest('hex');
  const a = Buffer.from(mac);
  const b = Buffer.from(parts.v1 || '');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

router.post('/hooks/dialwave/v2', express.raw({ type: 'application/json' }), async (req, res) => {
  const sig = req.get('Service-Signature') || '';
  if (!verify(sig, req.body)) return res.status(401).json({ error: 'bad signature' });
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'webhook.verification') {
    return res.json({ challenge: event.challenge });
  }
  await req.app.locals.queue.enqueueOnce(event.id, event);
  return res.status(204).end();
});

// GitHub deploy hook for the docs site
router.post('/hooks/github', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.get('X-Hub-Signature-256') || '';
  const mac = 'sha256=' + crypto.createHmac('sha256', process.env.GH_HOOK_SECRET).update(req.body).digest('hex');
  if (sig.length !== mac.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac))) {
    return res.status(401).end();
  }
  return res.status(204).end();
});

// Our own staff API: the SPA sends the signed-in user's email
router.get('/api/me', (req, res) => {
  const email = req.get('X-User-Email');
  if (!email) return res.status(404).json({ error: 'user not found' });
  return res.json({ email });
});

module.exports = router;
