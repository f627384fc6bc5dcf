const nock = require('nock');

process.env.RINGMETRIC_HOST = 'https://api.ringmetric.com';
process.env.RINGMETRIC_API_KEY = 'test-key';

const ringmetric = require('../src/lib/ringmetric/client');
const { RingmetricUserNotFoundError } = require('../src/lib/ringmetric/errors');

afterEach(() => nock.cleanAll());

test('lists contact lists', async () => {
  nock('https://api.ringmetric.com')
    .get('/api/public/v1/contact-lists')
    .query(true)
    .reply(200, { items: [{ id: 'cl_1', name: 'Refi Q3' }] });

  const data = await ringmetric.listContactLists();
  expect(data.items).toHaveLength(1);
});

test('maps 404 user lookup to RingmetricUserNotFoundError', async () => {
  nock('https://api.ringmetric.com')
    .get(/contact-lists\/cl_missing/)
    .reply(404, { error: 'user not found' });

  await expect(ringmetric.getContactList('cl_missing')).rejects.toBeInstanceOf(RingmetricUserNotFoundError);
});
