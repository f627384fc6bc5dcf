'use strict';

const axios = require('axios');

// Kestrel's loan origination system sits behind its own API Gateway usage plan.
const los = axios.create({
  baseURL: process.env.LOS_BASE_URL,
  timeout: 8000,
  headers: {
    'x-api-key': process.env.LOS_API_KEY,
    'x-user-id': 'svc-ringmetric-lambdas',
  },
});

async function leadsReadyToDial(since) {
  try {
    const { data } = await los.get('/leads', { params: { status: 'ready_to_dial', since } });
    return data.items;
  } catch (err) {
    if (err.response?.status === 503 || err.response?.status === 502) {
      // LOS nightly maintenance window
      return [];
    }
    if (err.response?.status === 404) return [];
    throw err;
  }
}

module.exports = { leadsReadyToDial };
