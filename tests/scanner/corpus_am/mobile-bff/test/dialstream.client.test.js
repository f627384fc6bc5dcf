'use strict';

process.env.DIALSTREAM_API_KEY = 'test-key';
process.env.DIALSTREAM_BASE_URL = 'https://api.dialstream.test/api/public/v1';

const nock = require('nock');
const client = require('../src/dialstream/client');

const upstream = () => nock('https://api.dialstream.test/api/public/v1');

describe('dialstream client', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists for the acting rep', async () => {
    upstream()
      .get('/contact-lists')
      .matchHeader('x-user-email', 'rep@fieldnest.com')
      .reply(200, { data: [{ id: 'cl_1', name: 'Q3 renewals' }] });

    const res = await client.listContactLists('rep@fieldnest.com');
    expect(res.data).toHaveLength(1);
  });

  it('retries on 502 then succeeds', async () => {
    upstream().get('/contact-lists').reply(502, { error: 'identity provider unavailable' });
    upstream().get('/contact-lists').reply(200, { data: [] });
    await expect(client.listContactLists('rep@fieldnest.com')).resolves.toEqual({ data: [] });
  });

  it('maps 503 to API disabled', async () => {
    upstream().get('/contact-lists').reply(503, { error: 'API disabled on the server' });
    await expect(client.listContactLists('rep@fieldnest.com')).rejects.toMatchObject({ status: 503 });
  });
});
