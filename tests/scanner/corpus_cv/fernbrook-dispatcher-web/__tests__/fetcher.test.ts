import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('ringsteadFetch', () => {
  beforeEach(() => {
    vi.stubEnv('RINGSTEAD_API_KEY', 'unit-test-key');
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('builds the Ringstead URL and sends the acting user', async () => {
    const { ringsteadFetch } = await import('../lib/ringstead/fetcher');
    vi.mocked(fetch).mockResolvedValue(new Response('[]', { status: 200 }));

    await ringsteadFetch('/contact-lists', { actingUserId: 'auth0|abc' });

    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe('https://api.ringstead.io/api/public/v1/contact-lists');
  });

  it('maps a flat error body to RingsteadError', async () => {
    const { ringsteadFetch } = await import('../lib/ringstead/fetcher');
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ error: 'user not found' }), { status: 404 }),
    );
    await expect(ringsteadFetch('/contact-lists/x', { actingUserId: 'nobody' })).rejects.toMatchObject({
      status: 404,
      message: 'user not found',
    });
  });
});
