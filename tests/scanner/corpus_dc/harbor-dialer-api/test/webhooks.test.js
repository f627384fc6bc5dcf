'use strict';

const crypto = require('crypto');
const request = require('supertest');
const { expect } = require('chai');

process.env.RINGLANE_API_KEY = 'unused';
process.env.RINGLANE_WEBHOOK_SECRET = 'test-secret';

const app = require('../src/app');

function sign(body) {
  return crypto.createHmac('sha256', 'test-secret').update(body).digest('hex');
}

describe('POST /webhooks/ringlane', () => {
  it('accepts a correctly signed payload', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'call.completed' });
    const res = await request(app)
      .post('/webhooks/ringlane')
      .set('Content-Type', 'application/json')
      .set('X-Ringlane-Signature', sign(body))
      .send(body);
    expect(res.status).to.equal(204);
  });

  it('returns 401 for a bad signature', async () => {
    const res = await request(app)
      .post('/webhooks/ringlane')
      .set('Content-Type', 'application/json')
      .set('X-Ringlane-Signature', 'deadbeef')
      .send('{}');
    expect(res.status).to.equal(401);
  });
});
