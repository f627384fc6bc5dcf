const nock = require('nock');
const { DialwaveClient } = require('../src/client');

const HOST = 'https://api.dialwave.com';

describe('DialwaveClient', () => {
  beforeEach(() => {
    process.env.DIALWAVE_BASE_URL = '';
    nock.cleanAll();
  });

  test('sends key and acting user', async () => {
    const scope = nock(HOST, {
      reqheaders: {
        'x-api-key': 'test-key',
        'x-user-email': 'ana@brightwell.co',
      },
    })
      .get('/api/public/v1/contact-lists?page=1')
      .reply(200, { data: [], total: 0 });

    const client = new DialwaveClient({ apiKey: 'test-key', actAs: 'ana@brightwell.co' });
    await client.listContactLists();
    expect(scope.isDone()).toBe(true);
  });

  test('maps "user not found" to exit code 4', async () => {
    nock(HOST)
      .post('/api/public/v1/contact-lists')
      .reply(404, { error: 'user not found', details: [] });

    const client = new DialwaveClient({ apiKey: 'test-key', actAs: 'ghost@brightwell.co' });
    await expect(client.createContactList('x')).rejects.toMatchObject({ exitCode: 4 });
  });

  test('503 means the API is switched off', async () => {
    nock(HOST).get('/api/public/v1/contact-lists/abc').reply(503, { error: 'API disabled' });
    const client = new DialwaveClient({ apiKey: 'test-key' });
    await expect(client.getContactList('abc')).rejects.toMatchObject({ exitCode: 5 });
  });

  test('throws without key', () => {
    delete process.env.DIALWAVE_API_KEY;
    expect(() => new DialwaveClient({})).toThrow(/DIALWAVE_API_KEY/);
  });
});
