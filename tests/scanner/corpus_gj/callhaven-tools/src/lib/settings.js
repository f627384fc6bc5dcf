'use strict';

const host = process.env.CALLHAVEN_HOST || 'https://api.callhaven.io';
const version = process.env.CALLHAVEN_API_VERSION || 'v1';

module.exports = {
  baseURL: (override) => override || `${host}/api/public/${version}`,
  token: process.env.CALLHAVEN_API_TOKEN,
  timeoutMs: 15000,
};
