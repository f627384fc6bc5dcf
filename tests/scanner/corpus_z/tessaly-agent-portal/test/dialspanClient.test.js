'use strict';

const { expect } = require('chai');
const nock = require('nock');

process.env.DIALSPAN_API_KEY = 'test-key';
const ds = require('../lib/dialspanClient');

describe('dialspanClient', function () {
  afterEach(function () { nock.cleanAll(); });

  it('retries a 502 and then returns the list', async function () {
    nock('https://api.dialspan.io')
      .get('/api/public/v1/contact-lists/9')
      .reply(502, { error: 'identity provider unreachable' })
      .get('/api/public/v1/contact-lists/9')
      .reply(200, { id: 9, name: 'Win-back' });
    const list = await ds.getList('a@tessaly.com', 9);
    expect(list.name).to.equal('Win-back');
  });

  it('surfaces the message for a 404 user not found', async function () {
    nock('https://api.dialspan.io')
      .get('/api/public/v1/calls?limit=50')
      .reply(404, { error: 'user not found' });
    try {
      await ds.recentCalls('gone@tessaly.com');
      throw new Error('should have failed');
    } catch (e) {
      expect(e.status).to.equal(404);
      expect(e.message).to.equal('user not found');
    }
  });
});
