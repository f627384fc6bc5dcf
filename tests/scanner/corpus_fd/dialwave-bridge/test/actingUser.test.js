const express = require('express');
const request = require('supertest');
const actingUser = require('../src/middleware/actingUser');

const app = express();
app.get('/x', actingUser, (req, res) => res.json(req.actor));

test('rejects requests without an actor', async () => {
  const res = await request(app).get('/x');
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(/X-User-Email/);
});

test('passes the email through', async () => {
  const res = await request(app).get('/x').set('X-User-Email', 'rep@northpeak.io');
  expect(res.body.email).toBe('rep@northpeak.io');
});
