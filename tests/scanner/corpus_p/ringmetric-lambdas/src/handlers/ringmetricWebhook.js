'use strict';

const crypto = require('crypto');

function timingSafeEqualHex(a, b) {
  const ab = Buffer.from(a || '', 'hex');
  const bb = Buffer.from(b || '', 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

exports.handler = async (event) => {
  const headers = Object.fromEntries(
    Object.entries(event.headers || {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const signature = headers['x-ringmetric-signature'];
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const expected = crypto
    .createHmac('sha256', process.env.RINGMETRIC_WEBHOOK_SECRET)
    .update(raw)
    .digest('hex');

  if (!timingSafeEqualHex(signature, expected)) {
    return { statusCode: 401, body: JSON.stringify({ error: 'invalid signature' }) };
  }

  const payload = JSON.parse(raw);
  console.log('ringmetric event', payload.type, payload.id);
  return { statusCode: 204 };
};
