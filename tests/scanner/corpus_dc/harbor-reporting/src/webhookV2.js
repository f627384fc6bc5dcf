'use strict';

const crypto = require('crypto');

const TOLERANCE_MS = 5 * 60 * 1000;

// v2 signature: Service-Signature: t=<ms>,v1=<hex of HMAC(t.body)>
function verify(rawBody, header, secret, now = Date.now()) {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(now - t) > TOLERANCE_MS) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(parts.v1 || '');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

module.exports = function handler(req, res) {
  const ok = verify(req.body.toString('utf8'), req.get('Service-Signature'), process.env.RINGLANE_V2_WEBHOOK_SECRET);
  if (!ok) return res.status(401).json({ error: 'invalid_signature' });
  return res.status(204).end();
};
