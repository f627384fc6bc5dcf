'use strict';

const axios = require('axios');
const config = require('../config');
const logger = require('../logger');

// Internal notify service is exposed through AWS API Gateway with a usage-plan key.
const notify = axios.create({
  baseURL: config.notify.url,
  timeout: 5000,
  headers: { 'x-api-key': config.notify.apiKey },
});

async function notifyRep(email, payload, attempt = 1) {
  try {
    await notify.post('/push', { to: { email }, notification: payload });
  } catch (err) {
    const status = err.response?.status;
    // API Gateway sometimes answers 502/503 while the lambda cold-starts
    if ((status === 502 || status === 503) && attempt < 3) {
      return notifyRep(email, payload, attempt + 1);
    }
    if (status === 404) {
      logger.info({ email }, 'no device registered for user');
      return;
    }
    logger.error({ status, err: err.message }, 'push failed');
  }
}

module.exports = { notifyRep };
