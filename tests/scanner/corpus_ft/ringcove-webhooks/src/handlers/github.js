'use strict';

const crypto = require('crypto');
const { lowerHeaders } = require('../lib/verify');

exports.handler = async (event) => {
  const headers = lowerHeaders(event.headers);
  const sig = headers['x-hub-signature-256'] || '';
  const digest = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(event.body).digest('hex');
  if (sig.length !== digest.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(digest))) {
    return { statusCode: 401, body: JSON.stringify({ error: 'bad signature' }) };
  }
  const payload = JSON.parse(event.body);
  if (headers['x-github-event'] === 'deployment_status') {
    console.log('deploy', payload.deployment_status.state, payload.deployment.environment);
  }
  return { statusCode: 200, body: '{"ok":true}' };
};
