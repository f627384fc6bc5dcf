import nock from 'nock';
import { appendContacts, createLegacyClient, listContactLists } from '../legacyClient';

const host = 'https://api.callbrook.io';

describe('legacy Callbrook client', () => {
  const http = createLegacyClient('k', 'rep@kestrelledger.com');

  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    nock(host).get('/api/public/v1/contact-lists').reply(200, { data: [{ id: 'cl_9', name: 'Expansion' }] });
    await expect(listContactLists(http)).resolves.toHaveLength(1);
  });

  it('appends contacts', async () => {
    const scope = nock(host).post('/api/public/v1/contact-lists/cl_9/contacts').reply(201, {});
    await appendContacts(http, 'cl_9', ['+442071838750']);
    expect(scope.isDone()).toBe(true);
  });

  it('maps 502 to a retryable error', async () => {
    nock(host).get(/contact-lists/).reply(502, { error: 'identity provider unreachable' });
    await expect(listContactLists(http)).rejects.toMatchObject({ retryable: true });
  });
});
