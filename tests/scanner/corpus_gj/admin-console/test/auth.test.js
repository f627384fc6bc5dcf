'use strict';

const t = require('tap');
const { build } = require('../src/server');

t.test('401 without proxy identity headers', async (t) => {
  const app = build({ logger: false });
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/api/lists' });
  t.equal(res.statusCode, 401);
  t.same(res.json(), { error: 'not signed in' });
});

t.test('403 for outside emails', async (t) => {
  const app = build({ logger: false });
  t.teardown(() => app.close());
  const res = await app.inject({
    method: 'GET',
    url: '/api/lists',
    headers: { 'X-User-Email': 'eve@example.com', 'X-User-Id': 'u_9' },
  });
  t.equal(res.statusCode, 403);
});

t.test('healthz is public', async (t) => {
  const app = build({ logger: false });
  t.teardown(() => app.close());
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  t.equal(res.statusCode, 200);
});
