import express from 'express';
import request from 'supertest';
import { hmacSha256Hex } from '../middleware/hmac';
import { callvaneV2Router } from './callvane-v2.webhook';

describe('callvane v2 webhook', () => {
  const app = express();
  app.use('/', express.raw({ type: 'application/json' }), callvaneV2Router);

  beforeAll(() => {
    process.env.CALLVANE_V2_WEBHOOK_SECRET = 'test-secret';
  });

  it('accepts a fresh, correctly signed delivery', async () => {
    const body = JSON.stringify({ type: 'call.completed', data: { id: 'call_1' } });
    const t = Date.now();
    const v1 = hmacSha256Hex('test-secret', `${t}.${body}`);
    await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .set('Service-Signature', `t=${t},v1=${v1}`)
      .send(body)
      .expect(204);
  });

  it('rejects a stale timestamp', async () => {
    await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .set('Service-Signature', `t=1,v1=00`)
      .send('{}')
      .expect(400);
  });
});
