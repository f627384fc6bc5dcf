jest.mock('node-fetch');
process.env.CRM_API_URL = 'http://crm.test';
process.env.CRM_SERVICE_TOKEN = 't';
process.env.DIALWAVE_API_KEY = 'k';
process.env.DIALWAVE_API_BASE = 'http://dw.test';

const fetch = require('node-fetch');
const dialwave = require('../lib/dialwave');

const json = (status, body) => ({
  status,
  ok: status < 400,
  json: async () => body,
});

describe('dialwave lib', () => {
  afterEach(() => fetch.mockReset());

  test('createList posts to the lists endpoint', async () => {
    fetch.mockResolvedValueOnce(json(201, { id: 'lst_1' }));
    await dialwave.createList('CRM: test');
    expect(fetch.mock.calls[0][0]).toBe('http://dw.test/contact-lists');
    expect(fetch.mock.calls[0][1].headers['X-API-Key']).toBe('k');
  });

  test('flags missing acting user', async () => {
    fetch.mockResolvedValueOnce(json(404, { error: 'user not found', details: [] }));
    await expect(dialwave.appendPhones('lst_1', ['+15550100'])).rejects.toMatchObject({ userMissing: true });
  });

  test('does not retry 401', async () => {
    fetch.mockResolvedValueOnce(json(401, { error: 'invalid api key' }));
    await expect(dialwave.createList('x')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
