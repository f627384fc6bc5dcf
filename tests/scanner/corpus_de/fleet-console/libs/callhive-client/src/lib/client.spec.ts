import { CallhiveClient } from './client';
import { CallhiveApiError, isRetryableStatus } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('CallhiveClient', () => {
  it('sends key and acting user', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(json(200, { data: [] }));
    const c = new CallhiveClient({ apiKey: 'k', fetchImpl });
    await c.contactLists('ana@northbeam.io');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://api.callhive.io/api/public/v1/contact-lists');
    expect(init.headers['x-api-key']).toBe('k');
    expect(init.headers['x-user-email']).toBe('ana@northbeam.io');
  });

  it('flags user not found on 404', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(json(404, { error: 'User not found' }));
    const c = new CallhiveClient({ apiKey: 'k', fetchImpl });
    await expect(c.contactLists('ghost@northbeam.io')).rejects.toMatchObject({ isUserNotFound: true });
  });

  it('treats 502 as retryable but not 500', () => {
    expect(isRetryableStatus(502)).toBe(true);
    expect(isRetryableStatus(500)).toBe(false);
  });

  it('keeps field details', async () => {
    const body = { error: 'validation failed', details: [{ path: 'phones[0]', message: 'invalid E.164' }] };
    const fetchImpl = jest.fn().mockResolvedValue(json(400, body));
    const c = new CallhiveClient({ apiKey: 'k', fetchImpl });
    const err = (await c.appendContacts('a@b.c', 'cl_1', ['x']).catch((e) => e)) as CallhiveApiError;
    expect(err.details[0].path).toBe('phones[0]');
  });
});
