const crypto = require('crypto');

const TOLERANCE_MS = 5 * 60 * 1000;

/** Verifies `Service-Signature: t=<ms>,v1=<hex>` (Ringlane v2 webhooks). */
function verifyServiceSignature(header, rawBody, secret) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() - ts) > TOLERANCE_MS) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest('hex');
  const given = Buffer.from(parts.v1 || '', 'hex');
  return given.length === 32 && crypto.timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

module.exports = { verifyServiceSignature };
