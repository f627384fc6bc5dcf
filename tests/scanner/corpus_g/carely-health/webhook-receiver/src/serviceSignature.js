'use strict';

const crypto = require('node:crypto');

const TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Verifies a Beacon v2 delivery: Service-Signature: t=<unix ms>,v1=<hex>.
 * Signed string = `${t}.${rawBody}`; HMAC-SHA256 keyed with the signing secret.
 * (The "v1" label in the header is the scheme version, unrelated to the API version.)
 */
function verifyServiceSignature(header, rawBody, secret, now = Date.now()) {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now - t) > TOLERANCE_MS) return false;
  if (!/^[0-9a-f]{64}$/.test(parts.v1 || '')) return false;

  const mac = crypto
    .createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${parts.t}.`, 'utf8'), rawBody]))
    .digest('hex');
  return crypto.timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(parts.v1, 'hex'));
}

module.exports = { verifyServiceSignature };
