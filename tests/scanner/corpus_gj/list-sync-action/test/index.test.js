'use strict';

const t = require('tap');
const { ApiError } = require('../src/api-error');
const { withRetry } = require('../src/retry');

t.test('ApiError reads message and details', async (t) => {
  const e = new ApiError(400, { error: 'invalid phones', details: [{ path: 'phones[0]', message: 'bad' }] });
  t.equal(e.message, 'invalid phones');
  t.equal(e.describeDetails(), 'phones[0]: bad');
});

t.test('404 user not found is detected', async (t) => {
  const e = new ApiError(404, { error: 'user not found' });
  t.ok(e.isUnknownUser());
});

t.test('contact list 404 is not an unknown user', async (t) => {
  const e = new ApiError(404, { error: 'contact list not found' });
  t.notOk(e.isUnknownUser());
});

t.test('withRetry retries retryable errors', async (t) => {
  let n = 0;
  const out = await withRetry(async () => {
    n++;
    if (n < 3) {
      const err = new Error('flaky');
      err.status = 429;
      throw err;
    }
    return 'ok';
  }, { baseDelay: 1 });
  t.equal(out, 'ok');
  t.equal(n, 3);
});

t.test('withRetry gives up on 401', async (t) => {
  const err = Object.assign(new Error('nope'), { status: 401 });
  await t.rejects(withRetry(async () => { throw err; }, { baseDelay: 1 }), { status: 401 });
});
