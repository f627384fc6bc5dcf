'use strict';

function makePhones(req, ctx, ee, next) {
  req.json = { phones: Array.from({ length: 25 }, (_, i) => `+1555020${String(i).padStart(4, '0')}`) };
  return next();
}

// Count Dialwave legacy failure modes separately so the report shows them.
function classifyDialwaveError(req, res, ctx, ee, next) {
  let body = {};
  try { body = JSON.parse(res.body); } catch (_) { /* not json */ }
  if (res.statusCode === 503) {
    ee.emit('counter', 'dialwave.api_disabled', 1);
  } else if (res.statusCode === 404 && body.error === 'user not found') {
    ee.emit('counter', 'dialwave.unknown_user', 1);
  } else if (res.statusCode === 429) {
    ee.emit('counter', 'dialwave.rate_limited', 1);
  }
  return next();
}

module.exports = { makePhones, classifyDialwaveError };
