'use strict';

const assert = require('assert');
const nock = require('nock');
const { ringlyneClient, RinglyneError } = require('../lib/ringlyne');

describe('ringlyne client', () => {
  afterEach(() => nock.cleanAll());

  it('appends contacts by phone', async () => {
    nock('https://api.ringlyne.io')
      .post('/api/public/v1/contact-lists/cl_77/contacts', { contacts: [{ phone: '+4915112345678' }] })
      .reply(201, { appended: 1 });
    const rl = ringlyneClient({ apiKey: 'k', actingUser: 'sheets-bot@tidewater.dev', baseURL: 'https://api.ringlyne.io/api/public/v1' });
    const out = await rl.appendContacts('cl_77', ['+4915112345678']);
    assert.strictEqual(out.appended, 1);
  });

  it('treats 503 as non-retryable', async () => {
    nock('https://api.ringlyne.io').get(/.*/).reply(503, {});
    const rl = ringlyneClient({ apiKey: 'k', actingUser: 'x@tidewater.dev', baseURL: 'https://api.ringlyne.io/api/public/v2' });
    await assert.rejects(rl.listContactLists(), (e) => e instanceof RinglyneError && !e.retryable);
  });
});
