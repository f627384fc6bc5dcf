import nock from 'nock';
import { RingLoomClient, RingLoomError } from '../src';

const HOST = 'https://api.ringloom.com';

describe('ContactListsApi', () => {
  const client = new RingLoomClient({
    apiKey: 'test-key',
    host: HOST,
    actingUserEmail: 'agent@pinecrest.example',
    maxRetries: 0,
  });

  afterEach(() => nock.cleanAll());

  it('lists contact lists with auth headers', async () => {
    const scope = nock(HOST)
      .matchHeader('x-api-key', 'test-key')
      .matchHeader('x-user-email', 'agent@pinecrest.example')
      .get('/api/public/v1/contact-lists')
      .query({ limit: '10' })
      .reply(200, { data: [{ id: 'cl_1', name: 'Renewals' }], nextCursor: null });

    const page = await client.contactLists.list({ limit: 10 });
    expect(page.data[0].id).toBe('cl_1');
    scope.done();
  });

  it('appends contacts by phone', async () => {
    nock(HOST)
      .post('/api/public/v1/contact-lists/cl_1/contacts', { contacts: [{ phone: '+16145550143' }] })
      .reply(200, { added: 1 });

    await expect(client.contactLists.appendContacts('cl_1', ['+16145550143'])).resolves.toEqual({ added: 1 });
  });

  it('removes a single contact', async () => {
    nock(HOST).delete('/api/public/v1/contact-lists/cl_1/contacts/%2B16145550143').reply(204);
    await client.contactLists.removeContact('cl_1', '+16145550143');
  });

  it('flags a 404 for an unknown acting user', async () => {
    nock(HOST).get('/api/public/v1/contact-lists/cl_9').reply(404, { error: 'user not found' });
    const err = await client.contactLists.get('cl_9').catch((e) => e);
    expect(err).toBeInstanceOf(RingLoomError);
    expect(err.isUserNotFound).toBe(true);
  });

  it('reports 503 as api disabled', async () => {
    nock(HOST).get('/api/public/v1/contact-lists').reply(503, { error: 'API disabled on the server' });
    const err = await client.contactLists.list().catch((e) => e);
    expect(err.isApiDisabled).toBe(true);
  });
});
