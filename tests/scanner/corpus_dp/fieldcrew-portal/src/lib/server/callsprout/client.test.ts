import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('$env/dynamic/private', () => ({
  env: { CALLSPROUT_API_URL: 'https://api.callsprout.com/api/public/v1', CALLSPROUT_API_KEY: 'test-key' }
}));

const { cs } = await import('./client');

afterEach(() => vi.unstubAllGlobals());

describe('cs client', () => {
  it('calls the contact list endpoint', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await cs.get('/contact-lists');
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.callsprout.com/api/public/v1/contact-lists');
  });

  it('gives up after three 502s', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(cs.get('/lists-health')).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
