const crypto = require('crypto');
const express = require('express');
const { verifyServiceSignature } = require('../verify/serviceSignature');

const ringlaneRouter = express.Router();
const LEGACY_SECRET = process.env.RINGLANE_WEBHOOK_SECRET;

function verifyLegacy(req) {
  const provided = req.get('x-ringlane-signature');
  if (!provided) return false;
  const digest = crypto.createHmac('sha256', LEGACY_SECRET).update(req.body).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(provided, 'hex'), Buffer.from(digest, 'hex'));
}

ringlaneRouter.post('/', (req, res) => {
  const ok = req.get('Service-Signature')
    ? verifyServiceSignature(req.get('Service-Signature'), req.body, process.env.RINGLANE_V2_WEBHOOK_SECRET)
    : verifyLegacy(req);
  if (!ok) return res.status(401).end();
  const event = JSON.parse(req.body.toString('utf8'));
  console.log('ringlane event', event.type, event.id);
  res.sendStatus(204);
});

module.exports = { ringlaneRouter };
