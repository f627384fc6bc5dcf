require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT || 8080),
  dialwave: {
    baseUrl: process.env.DIALWAVE_BASE_URL || 'https://api.dialwave.io/api/public/v1',
    apiKey: process.env.DIALWAVE_API_KEY,
    actingUserId: process.env.DIALWAVE_ACTING_USER_ID,
    webhookSecret: process.env.DIALWAVE_WEBHOOK_SECRET,
  },
  dialwaveV2: {
    baseUrl: process.env.DIALWAVE_V2_BASE_URL || 'https://api.dialwave.io/api/public/v2',
    apiKey: process.env.DIALWAVE_V2_KEY,
  },
  sendgrid: { apiKey: process.env.SENDGRID_API_KEY },
  stripe: { webhookSecret: process.env.STRIPE_WEBHOOK_SECRET },
  enrich: { baseUrl: 'https://enrich.internal.northpeak.io/v1', apiKey: process.env.ENRICH_API_KEY },
};
