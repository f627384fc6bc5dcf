import nock from 'nock';

process.env.RINGLANE_BASE_URL = 'https://api.ringlane.com/api/public/v1';
process.env.RINGLANE_API_KEY = 'rl_9vT3kQpZ7mWx2LcN8bRf4HsJ';
process.env.RINGLANE_WEBHOOK_SECRET = 'test-secret';
process.env.JWT_PUBLIC_KEY = 'test';
process.env.STRIPE_SECRET_KEY = 'sk_test_123';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test';

import { addContacts, listContactLists } from '../src/integrations/ringlane/contactLists';
import { RinglaneApiError } from '../src/integrations/ringlane/errors';

const api = () => nock('https://api.ringlane.com').matchHeader('x-user-email', 'rep@solstead.com');

afterEach(() => nock.cleanAll());

test('lists contact lists for the rep', async () => {
  api().get('/api/public/v1/contact-lists').reply(200, { data: [{ id: 'cl_1', name: 'Austin Solar Q3' }] });
  const lists = await listContactLists('rep@solstead.com');
  expect(lists).toHaveLength(1);
});

test('maps 502 to a retryable error', async () => {
  api()
    .post('/api/public/v1/contact-lists/cl_1/contacts')
    .reply(502, { error: 'Identity provider unreachable' });
  await expect(addContacts('rep@solstead.com', 'cl_1', [{ phone: '+15125550111' }])).rejects.toMatchObject({
    kind: 'idp_unreachable',
    retryable: true,
  });
});

test('user not found is not retryable', async () => {
  api().get('/api/public/v1/contact-lists').reply(404, { error: 'User not found' });
  const err = await listContactLists('rep@solstead.com').catch((e) => e);
  expect(err).toBeInstanceOf(RinglaneApiError);
  expect(err.kind).toBe('user_not_found');
});
