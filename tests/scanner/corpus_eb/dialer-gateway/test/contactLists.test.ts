import nock from 'nock';
import { appendContacts, listContactLists, removeContactByPhone } from '../src/ringledger/contactLists';
import { RingLedgerError } from '../src/ringledger/errors';

const RL = nock('https://api.ringledger.com/api/public/v1');

describe('RingLedger contact lists', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    RL.get('/contact-lists').query(true).reply(200, { items: [{ id: 'cl_1', name: 'Q3', contactCount: 4 }] });
    const lists = await listContactLists();
    expect(lists).toHaveLength(1);
  });

  it('appends contacts by phone', async () => {
    RL.post('/contact-lists/cl_1/contacts', { contacts: [{ phone: '+15035550142' }] }).reply(201, { added: 1 });
    await expect(appendContacts('cl_1', [{ phone: '+15035550142' }])).resolves.toBe(1);
  });

  it('maps 404 user not found', async () => {
    RL.post('/contact-lists/cl_2/contacts').reply(404, { error: 'user not found' });
    await expect(appendContacts('cl_2', [{ phone: '+15035550100' }])).rejects.toMatchObject({
      kind: 'user-not-found',
    });
  });

  it('returns 503 as api-disabled (no retry)', async () => {
    RL.delete('/contact-lists/cl_3/contacts/%2B15035550100').reply(503, { error: 'API disabled on the server' });
    const err = await removeContactByPhone('cl_3', '+15035550100').catch((e) => e);
    expect(err).toBeInstanceOf(RingLedgerError);
    expect(err.kind).toBe('api-disabled');
  });
});
