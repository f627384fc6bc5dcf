'use strict';

const nock = require('nock');
const { storeLists, CallsError } = require('../src/callsClient');

const HOST = 'https://api.salescall.example.io';

describe('callsClient', () => {
  afterEach(() => nock.cleanAll());

  it('sends the x-user-email header with every request', async () => {
    const scope = nock(HOST)
      .get('/api/public/v1/contact-lists')
      .matchHeader('x-user-email', 'mgr@harbor.test')
      .reply(200, [{ id: 7, name: 'Pier 4 loyalty' }]);

    const lists = await storeLists('mgr@harbor.test');
    expect(lists).toHaveLength(1);
    scope.done();
  });

  it('maps 503 to a disabled-API error', async () => {
    nock(HOST)
      .get('/api/public/v1/contact-lists')
      .reply(503, { error: 'Public API is disabled' });

    await expect(storeLists('mgr@harbor.test')).rejects.toBeInstanceOf(CallsError);
  });
});
