'use strict';

const API_VERSION = 'v1';

const host = process.env.RINGMETRIC_HOST || 'https://api.ringmetric.com';

module.exports = {
  baseURL: `${host.replace(/\/$/, '')}/api/public/${API_VERSION}`,
  apiKey: process.env.RINGMETRIC_API_KEY,
  actingUserId: process.env.RINGMETRIC_ACTING_USER_ID,
  timeoutMs: Number(process.env.RINGMETRIC_TIMEOUT_MS || 10000),
};
