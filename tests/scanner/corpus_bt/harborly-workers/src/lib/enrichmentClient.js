'use strict';

const axios = require('axios');
const config = require('./config');

// Internal enrichment service (company/firmographic lookups). Not Dialwise.
const http = axios.create({
  baseURL: config.enrichment.url,
  timeout: 5000,
  headers: { 'x-api-key': config.enrichment.apiKey },
});

async function enrichCompany(domain) {
  try {
    const { data } = await http.get(`/companies/${encodeURIComponent(domain)}`);
    return data;
  } catch (err) {
    const status = err.response && err.response.status;
    if (status === 404) return null;
    if (status === 502 || status === 503) {
      // enrichment sits behind an ALB that flaps during deploys
      throw Object.assign(new Error('enrichment unavailable'), { retryable: true });
    }
    throw err;
  }
}

module.exports = { enrichCompany };
