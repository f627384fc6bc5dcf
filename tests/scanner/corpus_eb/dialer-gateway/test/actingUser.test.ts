import express from 'express';
import request from 'supertest';
import { actingUser } from '../src/middleware/actingUser';

const app = express();
app.get('/who', actingUser, (req, res) => res.json({ email: req.actingUserEmail }));

describe('actingUser middleware', () => {
  it('returns 400 when X-User-Email is missing', async () => {
    const res = await request(app).get('/who');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('missing X-User-Email');
  });

  it('lower-cases the email', async () => {
    const res = await request(app).get('/who').set('X-User-Email', 'Ops@MeridianKettle.com');
    expect(res.body.email).toBe('ops@meridiankettle.com');
  });
});
