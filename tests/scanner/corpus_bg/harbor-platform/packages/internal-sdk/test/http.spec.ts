import nock from 'nock';
import { InternalClient } from '../src/http';

describe('InternalClient', () => {
  const client = new InternalClient({ baseUrl: 'http://leads-api.local', apiKey: 'k-test', maxRetries: 1 });

  it('sends x-api-key and X-User-Id', async () => {
    nock('http://leads-api.local', { reqheaders: { 'x-api-key': 'k-test', 'x-user-id': 'auth0|abc' } })
      .get('/v1/leads/1')
      .reply(200, { id: '1' });
    await expect(client.call('GET', '/leads/1', 'auth0|abc')).resolves.toEqual({ id: '1' });
  });

  it('retries once on 502 then succeeds', async () => {
    nock('http://leads-api.local').get('/v1/leads/2').reply(502).get('/v1/leads/2').reply(200, { id: '2' });
    await expect(client.call('GET', '/leads/2', undefined)).resolves.toEqual({ id: '2' });
  });

  it('surfaces flat error body on 404', async () => {
    nock('http://leads-api.local').get('/v1/leads/3').reply(404, { error: 'lead not found' });
    await expect(client.call('GET', '/leads/3', undefined)).rejects.toThrow('lead not found');
  });
});
