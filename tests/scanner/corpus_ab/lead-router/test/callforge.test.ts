import nock from 'nock';

process.env.CALLFORGE_BASE_URL = 'https://api.callforge.com/api/public/v1';
process.env.CALLFORGE_API_KEY = 'test-key';

jest.mock('../src/middleware/actingUser', () => ({ currentUserEmail: () => 'rep@brightpath.io' }));

import { addContacts, isRepProvisioned, listContactLists } from '../src/clients/callforge';

const CF = 'https://api.callforge.com';

afterEach(() => nock.cleanAll());

describe('callforge client', () => {
  it('sends the shared key and acting user', async () => {
    nock(CF)
      .matchHeader('x-api-key', 'test-key')
      .matchHeader('x-user-email', 'rep@brightpath.io')
      .get('/api/public/v1/contact-lists')
      .reply(200, [{ id: 'cl_1', name: 'Q3 renewals', size: 12 }]);
    await expect(listContactLists()).resolves.toHaveLength(1);
  });

  it('treats 404 as rep not provisioned', async () => {
    nock(CF).get('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });
    await expect(isRepProvisioned()).resolves.toBe(false);
  });

  it('retries a 502 from the IdP', async () => {
    nock(CF)
      .post('/api/public/v1/contact-lists/cl_1/contacts')
      .reply(502, { error: 'identity provider unreachable' })
      .post('/api/public/v1/contact-lists/cl_1/contacts')
      .reply(200, { added: 1 });
    await expect(addContacts('cl_1', ['+14155550101'])).resolves.toEqual({ added: 1 });
  });
});
