'use strict';

require('dotenv').config();

function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required env var ${name}`);
  }
  return value;
}

module.exports = {
  port: Number(process.env.PORT || 8080),
  dialstream: {
    baseUrl: process.env.DIALSTREAM_BASE_URL || 'https://api.dialstream.io/api/public/v1',
    apiKey: required('DIALSTREAM_API_KEY'),
    webhookSecret: process.env.DIALSTREAM_WEBHOOK_SECRET,
    timeoutMs: 8000,
  },
  notify: {
    url: process.env.NOTIFY_API_URL || 'https://notify.internal.fieldnest.com/v1',
    apiKey: process.env.NOTIFY_API_KEY,
  },
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  },
};
