import nock from 'nock';

process.env.RINGLIO_API_KEY = 'test-key';
process.env.BILLING_SERVICE_URL = 'http://billing.test';
process.env.BILLING_SERVICE_KEY = 'x';

import { createContactList, appendContacts } from '../src/ringlio/contactLists';

const ringlio = () =>
  nock('https://api.ringlio.com/api/public/v1', {
    reqheaders: { 'x-api-key': 'test-key', 'x-user-id': '00u1abcd' },
  });

describe('contact lists', () => {
  afterEach(() => nock.cleanAll());

  it('creates a list', async () => {
    ringlio().post('/contact-lists', { name: 'Hot leads' }).reply(201, { id: 'cl_1', name: 'Hot leads' });
    const list = await createContactList('00u1abcd', 'Hot leads');
    expect(list.id).toBe('cl_1');
  });

  it('maps 404 user not found', async () => {
    ringlio().post('/contact-lists').reply(404, { error: 'user not found' });
    await expect(createContactList('00u1abcd', 'x')).rejects.toMatchObject({ kind: 'user_not_found' });
  });

  it('appends contacts', async () => {
    ringlio().post('/contact-lists/cl_1/contacts').reply(200, { added: 2 });
    await appendContacts('00u1abcd', 'cl_1', ['+14155550100', '+14155550101']);
  });
});
