import nock from 'nock';
import { RinglaneClient } from '../src/client';
import { RinglaneApiError } from '../src/errors';

const BASE = 'https://api.ringlane.io';

describe('RinglaneClient', () => {
  const client = new RinglaneClient({ apiKey: 'test-key', actingUserEmail: 'qa@harborlending.com' });

  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    nock(BASE)
      .get('/api/public/v1/contact-lists')
      .reply(200, { items: [{ id: 'cl_1', name: 'Hot leads', size: 12 }] });
    await expect(client.listContactLists()).resolves.toHaveLength(1);
  });

  it('appends contacts by phone', async () => {
    const scope = nock(BASE)
      .post('/api/public/v1/contact-lists/cl_1/contacts', { contacts: [{ phone: '+15551230000' }] })
      .reply(204);
    await client.appendContacts('cl_1', ['+15551230000']);
    expect(scope.isDone()).toBe(true);
  });

  it('maps 404 user not found', async () => {
    nock(BASE)
      .get('/api/public/v1/contact-lists')
      .reply(404, { error: 'user not found' });
    const err = await client.listContactLists().catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneApiError);
    expect(err.isUserNotFound).toBe(true);
  });

  it('returns 503 as api disabled', async () => {
    nock(BASE).delete('/api/public/v1/contact-lists/cl_9').reply(503, { error: 'API disabled' });
    const err = await client.deleteContactList('cl_9').catch((e) => e);
    expect(err.isApiDisabled).toBe(true);
  });
});
