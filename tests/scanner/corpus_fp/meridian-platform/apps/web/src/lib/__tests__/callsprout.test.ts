/**
 * @jest-environment node
 */
jest.mock('server-only', () => ({}));

describe('callsproutFetch', () => {
  const fetchMock = jest.fn();

  beforeAll(() => {
    process.env.CALLSPROUT_HOST = 'https://api.callsprout.io';
    process.env.CALLSPROUT_API_KEY = 'test-key';
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => fetchMock.mockReset());

  it('sends the list request to the public API', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    const { callsproutFetch } = await import('../callsprout');
    await callsproutFetch('/contact-lists', { userId: 'auth0|abc' });
    expect(fetchMock).toHaveBeenCalledWith(
      'https://api.callsprout.io/api/public/v1/contact-lists',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('marks 502 as retryable and 503 as not', async () => {
    const { callsproutFetch } = await import('../callsprout');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'idp down' }), { status: 502 }));
    await expect(callsproutFetch('/x', { userId: 'u' })).rejects.toMatchObject({ retryable: true });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'off' }), { status: 503 }));
    await expect(callsproutFetch('/x', { userId: 'u' })).rejects.toMatchObject({ retryable: false });
  });
});
