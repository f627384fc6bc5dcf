'use strict';

process.env.RINGDECK_API_KEY = 'test-key';
process.env.RINGDECK_URL = 'https://ringdeck.mock/api/public/v1';
process.env.RINGDECK_USER_ID = 'u-test';

const { expect } = require('chai');
const nock = require('nock');
const ringdeck = require('../src/ringdeck/client');

describe('ringdeck client', () => {
  afterEach(() => nock.cleanAll());

  it('creates a contact list with key + user headers', async () => {
    const scope = nock('https://ringdeck.mock', {
      reqheaders: { 'x-api-key': 'test-key', 'x-user-id': 'u-test' },
    })
      .post('/api/public/v1/contact-lists', { name: 'load-1' })
      .reply(201, { id: 'cl_1' });
    const list = await ringdeck.createContactList('load-1');
    expect(list.id).to.equal('cl_1');
    scope.done();
  });

  it('flags user not found (404)', async () => {
    nock('https://ringdeck.mock')
      .get('/api/public/v1/contact-lists/cl_2')
      .reply(404, { error: 'User not found', details: [] });
    try {
      await ringdeck.getContactList('cl_2');
      expect.fail('should throw');
    } catch (err) {
      expect(err.userNotFound).to.equal(true);
    }
  });

  it('returns 503 as apiDisabled', async () => {
    nock('https://ringdeck.mock').delete('/api/public/v1/contact-lists/cl_3').reply(503, { error: 'API disabled on the server' });
    const err = await ringdeck.deleteContactList('cl_3').catch((e) => e);
    expect(err.apiDisabled).to.equal(true);
  });
});
