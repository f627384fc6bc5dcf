'use strict';

const { expect } = require('chai');
const nock = require('nock');

process.env.RINGLANE_API_KEY = 'rl_test_dummy_key_for_unit_tests';
process.env.RINGLANE_HOST = 'https://api.ringlane.io';

const client = require('../src/ringlane/client');

const RL = 'https://api.ringlane.io';

describe('ringlane client', () => {
  afterEach(() => nock.cleanAll());

  it('sends the key and acting user', async () => {
    const scope = nock(RL, {
      reqheaders: {
        'x-api-key': 'rl_test_dummy_key_for_unit_tests',
        'x-user-email': 'rep@harborviewsolar.com',
      },
    })
      .get('/api/public/v1/contact-lists')
      .query({ page: 1 })
      .reply(200, { data: [{ id: 'cl_1', name: 'Tampa storm leads' }], page: 1 });

    const res = await client.listContactLists('rep@harborviewsolar.com');
    expect(res.data).to.have.length(1);
    scope.done();
  });

  it('maps a 404 user not found', async () => {
    nock(RL)
      .get('/api/public/v1/contact-lists/cl_9')
      .reply(404, { error: 'user not found' });

    try {
      await client.getContactList('ghost@harborviewsolar.com', 'cl_9');
      expect.fail('should throw');
    } catch (err) {
      expect(err.status).to.equal(404);
      expect(err.isUserNotFound).to.equal(true);
    }
  });

  it('exposes field errors from details', async () => {
    nock(RL)
      .post('/api/public/v1/contact-lists/cl_2/contacts')
      .reply(400, { error: 'validation failed', details: [{ path: 'phones[0]', message: 'invalid E.164' }] });

    try {
      await client.addContacts('rep@harborviewsolar.com', 'cl_2', ['123']);
      expect.fail('should throw');
    } catch (err) {
      expect(err.fieldErrors).to.deep.equal(['phones[0]: invalid E.164']);
    }
  });

  it('treats 503 as API disabled', async () => {
    nock(RL).delete('/api/public/v1/contact-lists/cl_3').reply(503, { error: 'API disabled on the server' });
    try {
      await client.deleteContactList('rep@harborviewsolar.com', 'cl_3');
      expect.fail('should throw');
    } catch (err) {
      expect(err.isApiDisabled).to.equal(true);
    }
  });
});
