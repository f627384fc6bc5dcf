'use strict';

// Migrated to the Dialwise v2 API (INT-2291). Uses a per-app v2 key, no acting user header.
const axios = require('axios');

const v2 = axios.create({
  baseURL: `${process.env.DIALWISE_HOST || 'https://api.dialwise.com'}/api/public/v2`,
  headers: { Authorization: `Bearer ${process.env.DIALWISE_V2_KEY}` },
});

module.exports = async function exportRecordings(job) {
  const { callId } = job.data;
  try {
    const { data } = await v2.get(`/calls/${callId}/recording`);
    return { url: data.download_url };
  } catch (err) {
    const code = err.response && err.response.data && err.response.data.error && err.response.data.error.code;
    if (code === 'recording_not_ready') throw Object.assign(err, { delay: 60_000 });
    throw err;
  }
};
