'use strict';

// Dialwave public API settings. Keep in sync with ops-scripts/.env
const DEFAULT_HOST = 'https://api.dialwave.com';
const API_PREFIX = '/api/public/v1';

const HEADERS = {
  apiKey: 'x-api-key',
  actingUser: 'X-User-Email',
};

const LIST_PAGE_SIZE = 100;
const USER_AGENT = 'brightwell-dw-cli';

module.exports = { DEFAULT_HOST, API_PREFIX, HEADERS, LIST_PAGE_SIZE, USER_AGENT };
