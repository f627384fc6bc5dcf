import request from 'supertest';
import nock from 'nock';
import { app } from '../src/app';
import { db } from '../src/db';

jest.mock('../src/db');

const RINGLOOM = 'https://api.ringloom.com';

describe('POST /api/campaigns', () => {
  beforeEach(() => {
    (db.segment.findUnique as jest.Mock).mockResolvedValue({ id: 'seg_1', phones: ['+16145550101'] });
    (db.campaign.create as jest.Mock).mockImplementation(({ data }) => ({ id: 'cmp_1', ...data }));
  });
  afterEach(() => nock.cleanAll());

  it('creates a dialer list and a campaign', async () => {
    nock(RINGLOOM)
      .post('/api/public/v1/contact-lists', { name: 'Renewals OH' })
      .reply(201, { id: 'cl_77', name: 'Renewals OH' })
      .post('/api/public/v1/contact-lists/cl_77/contacts')
      .reply(200, { added: 1 });

    const res = await request(app)
      .post('/api/campaigns')
      .set('X-User-Email', 'rep@pinecrest.example')
      .send({ name: 'Renewals OH', segmentId: 'seg_1' });

    expect(res.status).toBe(201);
    expect(res.body.dialerListId).toBe('cl_77');
  });

  it('returns 409 when the rep has no dialer seat (404 upstream)', async () => {
    nock(RINGLOOM).post('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });

    const res = await request(app)
      .post('/api/campaigns')
      .set('X-User-Email', 'new.hire@pinecrest.example')
      .send({ name: 'Renewals OH', segmentId: 'seg_1' });

    expect(res.status).toBe(409);
  });

  it('rejects requests without a user context', async () => {
    const res = await request(app).post('/api/campaigns').send({ name: 'x', segmentId: 'seg_1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'missing user context' });
  });
});
