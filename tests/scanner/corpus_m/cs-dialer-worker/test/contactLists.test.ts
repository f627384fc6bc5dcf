import nock from 'nock';

process.env.REDIS_URL = 'redis://localhost:6379';
process.env.RINGLANE_API_URL = 'https://api.ringlane.io/api/public/v1';
process.env.RINGLANE_API_KEY = 'test-key-not-real';
process.env.RINGLANE_USER_ID = 'auth0|5f8e2c1a9b';
process.env.TRACKING_API_URL = 'https://tracking.test/v1';
process.env.TRACKING_API_KEY = 'x';
process.env.SHIPENGINE_API_KEY = 'x';

const { appendContacts, findListByName } = await import('../src/ringlane/contactLists.js');
const { RingLaneApiError } = await import('../src/ringlane/errors.js');

const api = nock('https://api.ringlane.io');

afterEach(() => nock.cleanAll());

describe('ringlane contact lists', () => {
  it('finds a list by name', async () => {
    api.get('/api/public/v1/contact-lists').query({ name: 'at-risk BER 2024-03-01' })
      .reply(200, { data: [{ id: 'cl_1', name: 'at-risk BER 2024-03-01', size: 3 }] });
    await expect(findListByName('at-risk BER 2024-03-01')).resolves.toMatchObject({ id: 'cl_1' });
  });

  it('appends contacts by phone', async () => {
    api.post('/api/public/v1/contact-lists/cl_1/contacts').reply(201, { added: 1 });
    await expect(appendContacts('cl_1', ['+4917600000000'])).resolves.toEqual({ added: 1 });
  });

  it('returns 404 user not found as a typed error', async () => {
    api.post('/api/public/v1/contact-lists/cl_1/contacts').reply(404, { error: 'user not found' });
    const err = await appendContacts('cl_1', ['+49']).catch((e) => e);
    expect(err).toBeInstanceOf(RingLaneApiError);
    expect(err.isUserNotFound).toBe(true);
  });
});
