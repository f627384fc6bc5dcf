'use strict';

const t = require('tap');
const crypto = require('crypto');

process.env.DIALWAVE_WEBHOOK_SECRET = 'test-secret';
const { build } = require('../src/server');

function sign(body) {
  return crypto.createHmac('sha256', 'test-secret').update(body).digest('hex');
}

t.test('accepts a correctly signed dialwave event', async (t) => {
  const app = build({ logger: false });
  t.teardown(() => app.close());
  const payload = JSON.stringify({ type: 'call.completed', call: { id: 'c_1' } });
  const res = await app.inject({
    method: 'POST',
    url: '/webhooks/dialwave',
    headers: { 'content-type': 'application/json', 'x-dialwave-signature': sign(payload) },
    payload,
  });
  t.equal(res.statusCode, 200);
});

t.test('rejects a bad signature with 401', async (t) => {
  const app = build({ logger: false });
  t.teardown(() => app.close());
  const res = await app.inject({
    method: 'POST',
    url: '/webhooks/dialwave',
    headers: { 'content-type': 'application/json', 'x-dialwave-signature': 'deadbeef' },
    payload: '{}',
  });
  t.equal(res.statusCode, 401);
});
