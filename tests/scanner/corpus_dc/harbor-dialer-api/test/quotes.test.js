'use strict';

const request = require('supertest');
const nock = require('nock');
const { expect } = require('chai');

process.env.RINGLANE_API_KEY = 'unused';
process.env.PRICING_API_URL = 'https://pricing.internal.harborviewsolar.com/v1';
process.env.PRICING_API_KEY = 'pk_local';

const app = require('../src/app');

describe('GET /api/quotes/:zip', () => {
  afterEach(() => nock.cleanAll());

  it('returns 503 when pricing gateway returns 502', async () => {
    nock('https://pricing.internal.harborviewsolar.com', { reqheaders: { 'x-api-key': 'pk_local' } })
      .get('/v1/quotes/33602')
      .reply(502, { message: 'Internal server error' });

    const res = await request(app)
      .get('/api/quotes/33602')
      .set('X-User-Email', 'rep@harborviewsolar.com')
      .set('X-User-Id', '00u1abcd');
    expect(res.status).to.equal(503);
  });

  it('rejects requests without the proxy identity header', async () => {
    const res = await request(app).get('/api/quotes/33602');
    expect(res.status).to.equal(401);
    expect(res.body).to.deep.equal({ error: 'not authenticated' });
  });
});
