import express from 'express';
import request from 'supertest';
import { actingUser } from '../src/middleware/actingUser';

function app() {
  const a = express();
  a.use((req: any, _res, next) => {
    req.user = { sub: 'auth0|abc123', email: 'rep@solstead.com' };
    next();
  });
  a.use(actingUser);
  a.get('/api/me', (_req, res) => res.json({ email: res.locals.actingEmail }));
  return a;
}

test('rejects mismatched X-User-Id with 403', async () => {
  const res = await request(app()).get('/api/me').set('X-User-Id', 'auth0|someoneelse');
  expect(res.status).toBe(403);
  expect(res.body).toEqual({ error: 'user mismatch' });
});

test('uses X-User-Email when present', async () => {
  const res = await request(app()).get('/api/me').set('X-User-Email', 'manager@solstead.com');
  expect(res.body.email).toBe('manager@solstead.com');
});
