import nock from 'nock';
import { resetCallvaneConfigForTests } from '@northbeam/config';
import { createCallvaneClient } from './ky-client';
import { ContactListsApi } from './contact-lists';
import { CallvaneError } from './errors';

const BASE = 'https://api.callvane.com';

describe('ContactListsApi', () => {
  beforeEach(() => {
    process.env.CALLVANE_HOST = BASE;
    resetCallvaneConfigForTests();
  });
  afterEach(() => nock.cleanAll());

  it('sends the key and acting user', async () => {
    const scope = nock(BASE, {
      reqheaders: {
        'x-api-key': 'cv_T3stK3yN0tR3al9wQx2mLp7Z',
        'x-user-email': 'ops-bot@northbeamsolar.com',
      },
    })
      .get('/api/public/v1/contact-lists')
      .query({ limit: 100 })
      .reply(200, { data: [] });

    const api = new ContactListsApi(createCallvaneClient());
    await expect(api.list()).resolves.toEqual({ data: [] });
    scope.done();
  });

  it('maps a 503 to api_disabled', async () => {
    nock(BASE)
      .get('/api/public/v1/contact-lists/cl_123')
      .reply(503, { error: 'API disabled on the server' });

    const api = new ContactListsApi(createCallvaneClient());
    await expect(api.get('cl_123')).rejects.toMatchObject({ kind: 'api_disabled' });
  });

  it('does not retry a 404 for an unknown list', async () => {
    nock(BASE)
      .get('/api/public/v1/contact-lists/missing')
      .once()
      .reply(404, { error: 'contact list not found' });

    const api = new ContactListsApi(createCallvaneClient());
    const err = await api.get('missing').catch((e) => e);
    expect(err).toBeInstanceOf(CallvaneError);
    expect(err.kind).toBe('list_not_found');
  });
});
