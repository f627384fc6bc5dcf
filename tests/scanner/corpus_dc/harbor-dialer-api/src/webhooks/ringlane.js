'use strict';

const crypto = require('crypto');
const config = require('../config');
const logger = require('../logger');
const { SIGNATURE_HEADER } = require('../ringlane/constants');

function safeEqual(a, b) {
  const ba = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
}

module.exports = function ringlaneWebhook(req, res) {
  const received = req.get(SIGNATURE_HEADER);
  const expected = crypto
    .createHmac('sha256', config.ringlane.webhookSecret)
    .update(req.body)
    .digest('hex');

  if (!safeEqual(received, expected)) {
    logger.warn('rejected ringlane webhook with bad signature');
    return res.status(401).send('bad signature');
  }

  const event = JSON.parse(req.body.toString('utf8'));
  logger.info({ type: event.type, id: event.id }, 'ringlane event');
  // call.completed / call.dispositioned are fanned out to the CRM sync queue elsewhere
  return res.status(204).end();
};
