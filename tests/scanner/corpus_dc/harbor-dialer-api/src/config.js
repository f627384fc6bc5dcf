'use strict';

function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`Missing required env var ${name}`);
  return v;
}

module.exports = {
  port: Number(process.env.PORT || 8080),
  ringlane: {
    host: process.env.RINGLANE_HOST || 'https://api.ringlane.io',
    apiVersion: process.env.RINGLANE_API_VERSION || 'v1',
    apiKey: required('RINGLANE_API_KEY'),
    webhookSecret: process.env.RINGLANE_WEBHOOK_SECRET,
    defaultUserEmail: process.env.RINGLANE_DEFAULT_USER_EMAIL,
    timeoutMs: Number(process.env.RINGLANE_TIMEOUT_MS || 8000),
  },
  sendgrid: {
    apiKey: process.env.SENDGRID_API_KEY,
    nurtureListId: process.env.SENDGRID_NURTURE_LIST_ID,
  },
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  },
  pricing: {
    url: process.env.PRICING_API_URL,
    apiKey: process.env.PRICING_API_KEY,
  },
};
