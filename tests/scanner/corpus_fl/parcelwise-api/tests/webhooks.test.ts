import crypto from 'node:crypto';
import request from 'supertest';
import { buildApp } from '../src/app';

jest.mock('../src/lib/prisma', () => ({
  prisma: {
    webhookEvent: { upsert: jest.fn().mockResolvedValue({}) },
    lead: { updateMany: jest.fn().mockResolvedValue({ count: 1 }) },
  },
}));

const app = buildApp();

describe('POST /webhooks/stripe', () => {
  it('returns 400 when the Stripe signature is missing', async () => {
    const res = await request(app)
      .post('/webhooks/stripe')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ id: 'evt_1' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Webhook Error/);
  });
});

describe('POST /webhooks/ringlane', () => {
  const sign = (body: string) =>
    crypto.createHmac('sha256', process.env.RINGLANE_WEBHOOK_SECRET!).update(body).digest('hex');

  it('rejects unsigned payloads with 401', async () => {
    const res = await request(app)
      .post('/webhooks/ringlane')
      .set('content-type', 'application/json')
      .send('{"id":"ev_1","type":"call.completed","data":{}}');
    expect(res.status).toBe(401);
  });

  it('accepts a correctly signed opt-out event', async () => {
    const body = JSON.stringify({ id: 'ev_2', type: 'contact.opted_out', data: { phone: '+15550123' } });
    const res = await request(app)
      .post('/webhooks/ringlane')
      .set('content-type', 'application/json')
      .set('X-Ringlane-Signature', sign(body))
      .send(body);
    expect(res.status).toBe(204);
  });
});
