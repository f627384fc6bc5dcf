import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { actingUser } from '../src/middleware/actingUser.js';

const app = express().get('/who', actingUser, (req, res) => res.json(req.actingUser));

describe('actingUser middleware', () => {
  it('returns 400 when identity headers are missing', async () => {
    const res = await request(app).get('/who');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('missing identity headers');
  });

  it('passes through gateway identity', async () => {
    const res = await request(app)
      .get('/who')
      .set('X-User-Email', 'agent@leadloop.io')
      .set('X-User-Id', 'auth0|abc');
    expect(res.body).toEqual({ email: 'agent@leadloop.io', idpId: 'auth0|abc' });
  });
});
