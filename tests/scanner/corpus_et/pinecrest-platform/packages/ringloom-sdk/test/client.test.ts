import { RingLoomClient } from '../src/client';

function fakeFetch(statuses: number[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const status = statuses.shift() ?? 200;
    return new Response(status === 200 ? '{"data":[],"nextCursor":null}' : '{"error":"upstream"}', {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('RingLoomClient retries', () => {
  it('retries transient failures then succeeds', async () => {
    const { impl, calls } = fakeFetch([502, 429, 200]);
    const client = new RingLoomClient({ apiKey: 'k', fetchImpl: impl, maxRetries: 3 });
    await client.contactLists.list();
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 503', async () => {
    const { impl, calls } = fakeFetch([503]);
    const client = new RingLoomClient({ apiKey: 'k', fetchImpl: impl });
    await expect(client.contactLists.list()).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('prefers the email header over the id header', async () => {
    const { impl, calls } = fakeFetch([200]);
    const client = new RingLoomClient({ apiKey: 'k', fetchImpl: impl, actingUserEmail: 'a@b.c', actingUserId: 'auth0|123' });
    await client.contactLists.list();
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['x-user-email']).toBe('a@b.c');
    expect(headers['x-user-id']).toBeUndefined();
  });
});
