import crypto from 'crypto';
import express from 'express';
import request from 'supertest';
import { githubRouter } from '../src/routes/github';

jest.mock('../src/queue', () => ({ enqueue: jest.fn().mockResolvedValue(undefined) }));

const app = express();
app.use(express.raw({ type: '*/*' }));
app.use('/', githubRouter);

describe('github webhook', () => {
  beforeAll(() => {
    process.env.GITHUB_WEBHOOK_SECRET = 'shh';
  });

  it('returns 401 on a bad signature', async () => {
    await request(app).post('/').set('X-Hub-Signature-256', 'sha256=00').send('{}').expect(401);
  });

  it('accepts a good signature', async () => {
    const body = '{"zen":"hi"}';
    const sig = 'sha256=' + crypto.createHmac('sha256', 'shh').update(body).digest('hex');
    await request(app).post('/').set('X-Hub-Signature-256', sig).set('Content-Type', 'application/json').send(body).expect(202);
  });
});
