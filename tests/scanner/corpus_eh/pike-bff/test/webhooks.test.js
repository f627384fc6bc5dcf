const crypto = require('crypto');
const request = require('supertest');

process.env.RINGLANE_WEBHOOK_SECRET = 'whsec_test';
jest.mock('../src/push', () => ({ notifyRep: jest.fn() }));
const express = require('express');
const ringlaneWebhook = require('../src/webhooks/ringlane');

const app = express();
app.use(express.json({ verify: (req, _res, buf) => { req.rawBody = buf; } }));
app.post('/webhooks/ringlane', ringlaneWebhook);

test('rejects bad signature', async () => {
  await request(app).post('/webhooks/ringlane').send({ type: 'call.completed' }).expect(401);
});

test('accepts signed payload', async () => {
  const body = JSON.stringify({ type: 'list.imported', data: { owner_email: 'a@b.c', list_id: 'cl_1' } });
  const sig = crypto.createHmac('sha256', 'whsec_test').update(body).digest('hex');
  await request(app)
    .post('/webhooks/ringlane')
    .set('Content-Type', 'application/json')
    .set('X-Ringlane-Signature', sig)
    .send(body)
    .expect(204);
});
