import { describe, expect, it, vi } from 'vitest';

vi.mock('$env/dynamic/private', () => ({ env: { CALLCRATE_API_KEY: 'test-key' } }));

describe('callcrate()', () => {
  it('maps upstream 502 to a retryable 503', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 502 })));
    const { callcrate } = await import('../src/lib/server/callcrate');
    await expect(callcrate('/ping', 'a@b.c')).rejects.toMatchObject({ status: 503 });
  });

  it('passes through 204', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));
    const { callcrate } = await import('../src/lib/server/callcrate');
    await expect(callcrate('/ping', 'a@b.c')).resolves.toBeUndefined();
  });
});
