'use strict';

// Migrated to Ringlane v2 in SALESENG-398. Per-integration key, Bearer auth, structured errors.
const axios = require('axios');

const client = axios.create({
  baseURL: process.env.RINGLANE_V2_URL || 'https://api.ringlane.io/api/public/v2',
  timeout: 10000,
  headers: { Authorization: `Bearer ${process.env.RINGLANE_V2_KEY}` },
});

class RinglaneV2Error extends Error {
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(err.message || `HTTP ${status}`);
    this.status = status;
    this.code = err.code;
    this.requestId = err.request_id;
  }
}

client.interceptors.response.use(
  (r) => r,
  (e) => Promise.reject(e.response ? new RinglaneV2Error(e.response.status, e.response.data) : e),
);

async function callsBetween(from, to, cursor) {
  const { data } = await client.get('/calls', { params: { started_after: from, started_before: to, cursor } });
  return data;
}

async function withRetry(fn) {
  for (let i = 0; ; i += 1) {
    try {
      return await fn();
    } catch (err) {
      if (err.code !== 'rate_limited' || i >= 3) throw err;
      await new Promise((r) => setTimeout(r, 500 * 2 ** i));
    }
  }
}

module.exports = { client, callsBetween, withRetry, RinglaneV2Error };
