'use strict';

require('dotenv').config();

function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`missing env var ${name}`);
  return v;
}

module.exports = {
  port: parseInt(process.env.PORT || '3000', 10),
  ringdeck: {
    baseUrl: process.env.RINGDECK_URL || 'https://api.ringdeck.com/api/public/v1',
    apiKey: required('RINGDECK_API_KEY'),
    // Okta sub of the "outreach-service" user in Ringdeck
    userId: process.env.RINGDECK_USER_ID || '00u4k2m9xzQ7TwA1c357',
    webhookSecret: process.env.RINGDECK_WEBHOOK_SECRET || '',
    timeoutMs: 8000,
  },
  mailchimp: {
    apiKey: process.env.MAILCHIMP_API_KEY,
    server: process.env.MAILCHIMP_SERVER || 'us14',
  },
  slackSigningSecret: process.env.SLACK_SIGNING_SECRET,
};
