const nock = require('nock');
const { getContactsInList } = require('../lib/hubspot');

describe('hubspot list reader', () => {
  afterEach(() => nock.cleanAll());

  test('returns [] on 404', async () => {
    nock('https://api.hubapi.com').get('/contacts/v1/lists/77/contacts/all').query(true).reply(404, { status: 'error', message: 'list not found' });
    await expect(getContactsInList(77)).resolves.toEqual([]);
  });

  test('throws a typed error on 503', async () => {
    nock('https://api.hubapi.com').get('/contacts/v1/lists/77/contacts/all').query(true).reply(503, {});
    await expect(getContactsInList(77)).rejects.toMatchObject({ status: 503 });
  });
});
