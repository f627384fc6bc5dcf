const nock = require('nock');

process.env.RINGLANE_API_KEY = 'test-key';
const ringlane = require('../src/clients/ringlane');

const rep = { oktaId: '00u1abcd2EFGH3ijk4x7', email: 'jo.reyes@harborpike.com' };

describe('ringlane client', () => {
  afterEach(() => nock.cleanAll());

  test('lists contact lists with shared key and rep', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v1/contact-lists')
      .matchHeader('x-api-key', 'test-key')
      .matchHeader('x-user-id', rep.oktaId)
      .reply(200, [{ id: 'cl_1', name: 'North' }]);
    await expect(ringlane.listContactLists(rep)).resolves.toHaveLength(1);
  });

  test('flags user not found on 404', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });
    await expect(ringlane.listContactLists(rep)).rejects.toMatchObject({ userNotFound: true });
  });

  test('surfaces API disabled', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v1/contact-lists').reply(503, { error: 'API disabled on the server' });
    await expect(ringlane.listContactLists(rep)).rejects.toMatchObject({ status: 503 });
  });

  test('retries 502 then succeeds', async () => {
    nock('https://api.ringlane.io')
      .post('/api/public/v1/contact-lists/cl_1/contacts').reply(502, { error: 'identity provider unreachable' })
      .post('/api/public/v1/contact-lists/cl_1/contacts').reply(200, { id: 'cl_1' });
    await expect(ringlane.appendContacts(rep, 'cl_1', ['+15035550101'])).resolves.toEqual({ id: 'cl_1' });
  });
});
