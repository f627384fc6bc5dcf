const nock = require('nock');
const { main } = require('../actions/enroll-in-dialwell-list');

const api = () => nock('https://api.dialwell.io').matchHeader('x-user-email', 'sdr@northpine.com');

const event = (overrides = {}) => ({
  object: { objectId: 1234 },
  inputFields: { phone: '+15555550100', hubspot_owner_email: 'sdr@northpine.com', dialwell_list_id: '77', ...overrides },
});

beforeAll(() => {
  process.env.DIALWELL_KEY = 'test-key';
});
afterEach(() => nock.cleanAll());

test('enrolls the contact', async () => {
  api().post('/api/public/v1/contact-lists/77/contacts').reply(201, {});
  const cb = jest.fn();
  await main(event(), cb);
  expect(cb).toHaveBeenCalledWith({ outputFields: { dialwell_status: 'enrolled' } });
});

test('maps 404 list-not-found', async () => {
  api().post('/api/public/v1/contact-lists/77/contacts').reply(404, { error: 'contact list not found' });
  const cb = jest.fn();
  await main(event(), cb);
  expect(cb.mock.calls[0][0].outputFields.dialwell_status).toBe('list_missing');
});

test('throws on 502 so HubSpot retries', async () => {
  api().post('/api/public/v1/contact-lists/77/contacts').reply(502, { error: 'identity provider unreachable' });
  await expect(main(event(), jest.fn())).rejects.toThrow();
});
