'use strict';

const { expect } = require('chai');
const nock = require('nock');

process.env.RINGLANE_V2_KEY = 'rlk_test_5f0c2a9e-1b7d-4c3a-8e6f-2d9b0a7c4e11.s3cr3tPart';

const { callsBetween } = require('../src/ringlaneV2');

describe('ringlane v2 client', () => {
  afterEach(() => nock.cleanAll());

  it('uses bearer auth and v2 base path', async () => {
    nock('https://api.ringlane.io', {
      reqheaders: { authorization: /^Bearer rlk_test_/ },
    })
      .get('/api/public/v2/calls')
      .query(true)
      .reply(200, { data: [], next_cursor: null });
    const page = await callsBetween('2024-01-01', '2024-01-08');
    expect(page.data).to.deep.equal([]);
  });

  it('surfaces error.code on 404', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v2/calls')
      .query(true)
      .reply(404, { error: { code: 'user_not_found', message: 'No such user', request_id: 'req_1' } });
    try {
      await callsBetween('2024-01-01', '2024-01-08');
      expect.fail('should throw');
    } catch (err) {
      expect(err.code).to.equal('user_not_found');
    }
  });
});
