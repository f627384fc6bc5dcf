import { ConfigService } from '@nestjs/config';
import nock from 'nock';
import { RingsteadClient } from '../src/ringstead/ringstead.client';
import { RingsteadApiError } from '../src/ringstead/ringstead.errors';

const ORIGIN = 'https://api.ringstead.test';
const PREFIX = '/api/public/v1';

function makeClient() {
  const config = new ConfigService({
    ringstead: { baseUrl: `${ORIGIN}${PREFIX}`, apiKey: 'test-key', timeoutMs: 1000, maxAttempts: 2 },
  });
  return new RingsteadClient(config);
}

describe('RingsteadClient', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists for the acting user', async () => {
    nock(ORIGIN)
      .get(`${PREFIX}/contact-lists`)
      .query({ page: 1, per_page: 200 })
      .reply(200, [{ id: 'cl_1', name: 'Reefer carriers TX' }]);

    const lists = await makeClient().listContactLists('ops@fernbrook.com');
    expect(lists).toHaveLength(1);
  });

  it('retries once on a 502 and then succeeds', async () => {
    nock(ORIGIN)
      .post(`${PREFIX}/contact-lists/cl_1/contacts`)
      .reply(502, { error: 'identity provider unreachable' })
      .post(`${PREFIX}/contact-lists/cl_1/contacts`)
      .reply(200, { added: 2, skipped: 0 });

    const res = await makeClient().appendContacts('ops@fernbrook.com', 'cl_1', [
      { phone: '+15125550101' },
      { phone: '+15125550102' },
    ]);
    expect(res.added).toBe(2);
  });

  it('surfaces user-not-found as a typed error', async () => {
    nock(ORIGIN).get(`${PREFIX}/contact-lists/cl_9`).reply(404, { error: 'user not found' });

    const err = await makeClient().getContactList('ghost@fernbrook.com', 'cl_9').catch((e) => e);
    expect(err).toBeInstanceOf(RingsteadApiError);
    expect(err.isUserNotFound).toBe(true);
    expect(err.body.error).toBe('user not found');
  });

  it('returns 404 when the service is down (503)', async () => {
    nock(ORIGIN).delete(`${PREFIX}/contact-lists/cl_2`).reply(503, { error: 'API disabled' });
    const err = await makeClient().deleteContactList('ops@fernbrook.com', 'cl_2').catch((e) => e);
    expect(err.isApiDisabled).toBe(true);
  });
});
