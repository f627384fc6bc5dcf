import path from 'node:path';
import { PactV3, MatchersV3 } from '@pact-foundation/pact';
import { DialwaveClient } from '../../src/dialwave/client';

const { eachLike, like } = MatchersV3;

const provider = new PactV3({
  consumer: 'harborloop-web',
  provider: 'dialwave-public-api',
  dir: path.resolve(__dirname, '../../pacts'),
});

describe('Dialwave contact lists', () => {
  it('lists contact lists for the acting user', () => {
    provider
      .given('user 00u1a2b3c4 exists')
      .uponReceiving('a request for contact lists')
      .withRequest({
        method: 'GET',
        path: '/api/public/v1/contact-lists',
        headers: {
          'x-api-key': like('dw_test_key_for_pact'),
          'x-user-id': '00u1a2b3c4',
        },
      })
      .willRespondWith({ status: 200, body: eachLike({ id: 'cl_1', name: 'Open houses', size: 12 }) });

    return provider.executeTest(async (mock) => {
      process.env.DIALWAVE_HOST = mock.url;
      const client = new DialwaveClient('dw_test_key_for_pact', '00u1a2b3c4');
      const lists = await client.listContactLists();
      expect(lists[0].name).toBe('Open houses');
    });
  });

  it('returns 404 when the acting user is unknown', () => {
    provider
      .given('no user 00u_missing')
      .uponReceiving('a request acting as an unknown user')
      .withRequest({
        method: 'GET',
        path: '/api/public/v1/contact-lists',
        headers: { 'x-user-id': '00u_missing' },
      })
      .willRespondWith({ status: 404, body: { error: 'user not found', details: [] } });

    return provider.executeTest(async (mock) => {
      process.env.DIALWAVE_HOST = mock.url;
      const client = new DialwaveClient('dw_test_key_for_pact', '00u_missing');
      await expect(client.listContactLists()).rejects.toThrow('user not found');
    });
  });
});
