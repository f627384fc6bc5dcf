import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { MockAgent, setGlobalDispatcher, getGlobalDispatcher } from 'undici';

process.env.RINGCOVE_API_KEY = 'test-key';
process.env.RINGCOVE_ACTING_USER = 'qa@harborview-ins.com';
process.env.PRICING_URL = 'http://pricing.local';

const { appendContacts, listContactLists } = await import('../src/ringcove/client.js');

describe('ringcove client', () => {
  let mock: MockAgent;
  const original = getGlobalDispatcher();

  beforeEach(() => {
    mock = new MockAgent();
    mock.disableNetConnect();
    setGlobalDispatcher(mock);
  });
  afterEach(() => setGlobalDispatcher(original));

  it('lists contact lists', async () => {
    mock.get('https://api.ringcove.io')
      .intercept({ path: '/api/public/v1/contact-lists?page=1&per_page=100', method: 'GET' })
      .reply(200, { data: [{ id: 'cl_1', name: 'Renewals', contactCount: 3 }], hasMore: false });
    const res = await listContactLists();
    expect(res.data).toHaveLength(1);
  });

  it('retries on 502 then succeeds', async () => {
    const pool = mock.get('https://api.ringcove.io');
    const appendPath = '/api/public/v1/contact-lists/cl_9/contacts';
    pool.intercept({ path: appendPath, method: 'POST' }).reply(502, {});
    pool.intercept({ path: appendPath, method: 'POST' }).reply(200, { added: 2 });
    await expect(appendContacts('cl_9', ['+15550100', '+15550101'])).resolves.toEqual({ added: 2 });
  });

  it('does not retry a 400', async () => {
    mock.get('https://api.ringcove.io')
      .intercept({ path: '/api/public/v1/contact-lists/cl_9/contacts', method: 'POST' })
      .reply(400, { message: 'bad' });
    await expect(appendContacts('cl_9', ['nope'])).rejects.toThrow();
  });
});
