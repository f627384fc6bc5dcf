'use strict';

const axios = require('axios');

// Posts the daily pipeline digest to each customer's connected Slack channel.
module.exports = async function sendSlackDigest(job) {
  const { webhookUrl, blocks } = job.data;
  const res = await axios.post(webhookUrl, { blocks }, { validateStatus: () => true });
  if (res.status === 404 || res.status === 410) {
    return { disconnected: true };
  }
  if (res.status === 429) {
    const wait = Number(res.headers['retry-after'] || 30);
    throw Object.assign(new Error('slack rate limited'), { delay: wait * 1000 });
  }
  if (res.status >= 500) throw new Error(`slack ${res.status}`);
  return { ok: true };
};
