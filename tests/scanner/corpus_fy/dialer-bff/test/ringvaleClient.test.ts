import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nock from 'nock';

vi.mock('../src/config.js', () => ({
  config: {
    ringvale: {
      host: 'https://api.ringvale.test',
      apiVersion: 'v1',
      apiKey: 'test-key',
      timeoutMs: 1000,
    },
  },
}));

const { ringvaleClient } = await import('../src/ringvale/client.js');
const { RingvaleDisabledError, RingvaleUnknownUserError } = await import('../src/ringvale/errors.js');

const api = () => nock('https://api.ringvale.test').matchHeader('x-api-key', 'test-key');

describe('ringvaleClient', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists for the acting user', async () => {
    api()
      .get('/api/public/v1/contact-lists')
      .matchHeader('x-user-email', 'a@leadloop.io')
      .reply(200, [{ id: 'cl_1', name: 'x', contactCount: 0, createdAt: '2024-01-01' }]);
    const lists = await ringvaleClient.listContactLists({ email: 'a@leadloop.io' });
    expect(lists).toHaveLength(1);
  });

  it('maps 503 to RingvaleDisabledError', async () => {
    api().get('/api/public/v1/contact-lists/cl_9').reply(503, { error: 'API disabled on the server' });
    await expect(ringvaleClient.getContactList({ email: 'a@leadloop.io' }, 'cl_9')).rejects.toBeInstanceOf(
      RingvaleDisabledError,
    );
  });

  it('maps 404 user not found', async () => {
    api().post('/api/public/v1/contact-lists/cl_1/contacts').reply(404, { error: 'user not found' });
    await expect(
      ringvaleClient.appendContacts({ idpId: 'auth0|nobody' }, 'cl_1', [{ phone: '+15550100' }]),
    ).rejects.toBeInstanceOf(RingvaleUnknownUserError);
  });
});
