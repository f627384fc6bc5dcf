'use strict';

module.exports = {
  port: Number(process.env.PORT || 4000),
  dialstack: {
    baseUrl: process.env.DIALSTACK_BASE_URL || 'https://api.dialstack.com/api/public/v1',
    apiKey: process.env.DIALSTACK_API_KEY,
    timeoutMs: 10000,
  },
  mailchimp: {
    baseUrl: `https://${process.env.MC_DC || 'us21'}.api.mailchimp.com/3.0`,
    apiKey: process.env.MAILCHIMP_API_KEY,
  },
  github: { webhookSecret: process.env.GITHUB_WEBHOOK_SECRET },
};
