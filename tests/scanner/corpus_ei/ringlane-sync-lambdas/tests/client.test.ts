import { RinglaneClient } from '../src/calling/client';
import { RinglaneError, isApiDisabled, isUserNotFound } from '../src/calling/errors';

const BASE = 'https://api.ringlane.com/api/public/v1';

function mockFetchOnce(status: number, body: unknown, headers: Record<string, string> = {}) {
  (global.fetch as jest.Mock).mockResolvedValueOnce(
    new Response(status === 204 ? null : JSON.stringify(body), { status, headers }),
  );
}

describe('RinglaneClient', () => {
  beforeEach(() => {
    global.fetch = jest.fn();
  });

  const client = new RinglaneClient({ apiKey: 'test-key', actingUserEmail: 'qa@brightwater.io', baseUrl: BASE });

  it('lists contact lists with key and acting user', async () => {
    mockFetchOnce(200, [{ id: 'cl_1', name: 'Q3 webinar', contactCount: 12 }]);
    const lists = await client.listContactLists();
    expect(lists).toHaveLength(1);
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe(`${BASE}/contact-lists`);
    expect(init.headers['x-user-email']).toBe('qa@brightwater.io');
  });

  it('chunks appends into 500-contact calls', async () => {
    mockFetchOnce(200, { added: 500 });
    mockFetchOnce(200, { added: 20 });
    const contacts = Array.from({ length: 520 }, (_, i) => ({ phone: `+1555000${String(i).padStart(4, '0')}` }));
    await expect(client.appendContacts('cl_9', contacts)).resolves.toBe(520);
    expect((global.fetch as jest.Mock).mock.calls[1][0]).toBe(`${BASE}/contact-lists/cl_9/contacts`);
  });

  it('retries on 502 then succeeds', async () => {
    mockFetchOnce(502, { error: 'identity provider unreachable' }, { 'retry-after': '0' });
    mockFetchOnce(200, []);
    await client.listContactLists();
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('maps 404 user not found', async () => {
    mockFetchOnce(404, { error: 'user not found', details: [] });
    const err = await client.getContactList('cl_x').catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneError);
    expect(isUserNotFound(err)).toBe(true);
  });

  it('flags 503 as disabled', async () => {
    mockFetchOnce(503, { error: 'API disabled on the server' });
    const err = await client.listContactLists().catch((e) => e);
    expect(isApiDisabled(err)).toBe(true);
  });

  it('surfaces validation details', async () => {
    mockFetchOnce(400, { error: 'validation failed', details: [{ path: 'contacts[0].phone', message: 'not E.164' }] });
    const err: RinglaneError = await client.appendContacts('cl_1', [{ phone: '555' }]).catch((e) => e);
    expect(err.describeDetails()).toContain('contacts[0].phone');
  });
});
