import nock from 'nock';
import { contactLists } from '../src/integrations/ringlane/contactLists';
import { RinglaneError } from '../src/integrations/ringlane/errors';

const RINGLANE = 'https://api.ringlane.test';
const BASE = '/api/public/v1';

describe('ringlane contact lists client', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    nock(RINGLANE)
      .get(`${BASE}/contact-lists`)
      .reply(200, { data: [{ id: 'cl_1', name: 'Q3 SMB', contactCount: 12, createdAt: '2024-05-01' }] });

    const res = await contactLists.list();
    expect(res.data).toHaveLength(1);
  });

  it('maps 404 user not found when creating a list', async () => {
    nock(RINGLANE)
      .post(`${BASE}/contact-lists`, { name: 'Holiday push' })
      .reply(404, { error: 'user not found' });

    await expect(contactLists.create('Holiday push', 'nobody@parcelwise.co')).rejects.toMatchObject({
      kind: 'user_not_found',
    });
  });

  it('returns list_not_found for unknown list id', async () => {
    nock(RINGLANE).get(`${BASE}/contact-lists/cl_missing`).reply(404, { error: 'contact list not found' });

    const err = await contactLists.get('cl_missing').catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneError);
    expect(err.kind).toBe('list_not_found');
  });

  it('treats 503 as api disabled (not retryable)', async () => {
    nock(RINGLANE).post(`${BASE}/contact-lists/cl_1/contacts`).reply(503, { error: 'API disabled' });

    const err = await contactLists.appendContacts('cl_1', [{ phone: '+15550100' }]).catch((e) => e);
    expect(err.kind).toBe('api_disabled');
    expect(err.retryable).toBe(false);
  });

  it('surfaces validation details', async () => {
    nock(RINGLANE)
      .post(`${BASE}/contact-lists/cl_1/contacts`)
      .reply(400, { error: 'validation failed', details: [{ path: 'contacts[0].phone', message: 'invalid E.164' }] });

    const err = await contactLists.appendContacts('cl_1', [{ phone: '555' }]).catch((e) => e);
    expect(err.details[0].path).toBe('contacts[0].phone');
  });
});
