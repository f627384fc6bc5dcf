const axios = require('axios');
const config = require('../config');

// Migrated: call history now comes from Ringlane v2 with an integration key.
const v2 = axios.create({
  baseURL: config.ringlane.v2Url,
  headers: { Authorization: `Bearer ${process.env.RINGLANE_V2_KEY}` },
});

async function getCall(callId) {
  try {
    const { data } = await v2.get(`/calls/${callId}`);
    return data;
  } catch (err) {
    const code = err.response?.data?.error?.code;
    if (code === 'call_not_found') return null;
    throw err;
  }
}

module.exports = { getCall };
