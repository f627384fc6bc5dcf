'use strict';

module.exports = {
  port: parseInt(process.env.PORT || '3000', 10),
  dialspan: {
    baseUrl: process.env.DIALSPAN_BASE_URL || 'https://api.dialspan.io/api/public/v1',
    apiKey: process.env.DIALSPAN_API_KEY,
    webhookSecret: process.env.DIALSPAN_WEBHOOK_SECRET,
    timeoutMs: 15000
  },
  sendwell: {
    baseUrl: 'https://api.sendwell.com/v1',
    apiKey: process.env.SENDWELL_API_KEY
  },
  slackSigningSecret: process.env.SLACK_SIGNING_SECRET
};
