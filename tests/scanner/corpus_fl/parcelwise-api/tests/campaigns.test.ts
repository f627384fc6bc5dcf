import request from 'supertest';
import { buildApp } from '../src/app';
import { RinglaneError } from '../src/integrations/ringlane/errors';

const prismaMock = {
  user: { findFirst: jest.fn() },
  campaign: { create: jest.fn(), findMany: jest.fn(), findUniqueOrThrow: jest.fn(), update: jest.fn() },
};
jest.mock('../src/lib/prisma', () => ({ prisma: prismaMock }));

const createList = jest.fn();
const appendContacts = jest.fn();
jest.mock('../src/integrations/ringlane/contactLists', () => ({
  contactLists: { create: (...a: unknown[]) => createList(...a), appendContacts: (...a: unknown[]) => appendContacts(...a) },
}));

const app = buildApp();
const asRep = (r: request.Test) => r.set('X-User-Email', 'rep@parcelwise.co');

beforeEach(() => {
  prismaMock.user.findFirst.mockResolvedValue({ id: 'u1', email: 'rep@parcelwise.co', role: 'REP' });
});

describe('campaigns API', () => {
  it('401s without the SSO header', async () => {
    const res = await request(app).get('/api/campaigns');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthenticated' });
  });

  it('returns 404 user not found for unknown SSO users', async () => {
    prismaMock.user.findFirst.mockResolvedValueOnce(null);
    const res = await asRep(request(app).get('/api/campaigns'));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('user not found');
  });

  it('creates the campaign even when the rep has no dialer seat', async () => {
    createList.mockRejectedValueOnce(new RinglaneError('user_not_found', 404, 'user not found'));
    prismaMock.campaign.create.mockImplementation(({ data }) => Promise.resolve({ id: 'c1', ...data }));
    const res = await asRep(request(app).post('/api/campaigns').send({ name: 'Spring freight' }));
    expect(res.status).toBe(201);
    expect(res.body.syncError).toContain('No Ringlane seat');
  });

  it('sync returns 409 when the dialer API is disabled (503)', async () => {
    prismaMock.campaign.findUniqueOrThrow.mockResolvedValue({ id: 'c1', ringlaneListId: 'cl_9', leads: [] });
    appendContacts.mockRejectedValueOnce(new RinglaneError('api_disabled', 503, 'disabled'));
    const res = await asRep(request(app).post('/api/campaigns/c1/sync'));
    expect(res.status).toBe(409);
  });
});
