require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT || 8080),
  ringlane: {
    baseUrl: process.env.RINGLANE_BASE_URL || 'https://api.ringlane.io/api/public/v1',
    apiKey: process.env.RINGLANE_API_KEY,
    webhookSecret: process.env.RINGLANE_WEBHOOK_SECRET,
    v2Url: process.env.RINGLANE_V2_URL || 'https://api.ringlane.io/api/public/v2',
  },
  sendgrid: { apiKey: process.env.SENDGRID_API_KEY },
  catalog: {
    url: process.env.INTERNAL_CATALOG_URL,
    key: process.env.INTERNAL_CATALOG_KEY,
  },
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
};
