'use strict';

// Store-ops "calls" backend = Salescall public API. Keep the key out of git (ticket HR-88).
const CALLS = {
  host: process.env.SALESCALL_HOST || 'https://api.salescall.example.io',
  prefix: '/api/public/v1',
  key: process.env.SALESCALL_KEY || 'sc_pub_b3X9mQ2vL7kR4tN8wZ1yC6hJ5gF0dA2e',
  webhookSecret: process.env.SALESCALL_WEBHOOK_SECRET || '',
};

const MESSAGEBIRD = {
  baseUrl: 'https://conversations.messagebird.com/v1',
  accessKey: process.env.MESSAGEBIRD_ACCESS_KEY || 'test_xxxxxxxxxxxxxxxxxxxx',
  signingKey: process.env.MESSAGEBIRD_SIGNING_KEY || '',
};

const INVENTORY = {
  baseUrl: process.env.INVENTORY_URL || 'http://inventory.harbor.internal/v1',
  apiKey: process.env.INVENTORY_API_KEY || '',
};

module.exports = { CALLS, MESSAGEBIRD, INVENTORY };
