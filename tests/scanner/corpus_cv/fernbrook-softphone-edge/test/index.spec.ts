import { env, fetchMock, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  fetchMock.activate();
  fetchMock.disableNetConnect();
});
afterEach(() => fetchMock.assertNoPendingInterceptors());

describe('softphone-edge', () => {
  it('rejects requests without an Access token', async () => {
    const res = await SELF.fetch('https://softphone.fernbrook.com/edge/lists');
    expect(res.status).toBe(403);
  });

  it('rejects unsigned Ringstead webhooks', async () => {
    const res = await SELF.fetch('https://softphone.fernbrook.com/edge/webhooks/ringstead', {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(400);
  });

  it('maps upstream 503 to calling_unavailable', async () => {
    fetchMock
      .get('https://api.ringstead.io')
      .intercept({ path: '/api/public/v1/contact-lists', method: 'GET' })
      .reply(503, { error: 'API disabled' });
    // Access token minted by the test helper in vitest.setup.ts
    const res = await SELF.fetch('https://softphone.fernbrook.com/edge/lists', {
      headers: { 'cf-access-jwt-assertion': (env as unknown as { TEST_JWT: string }).TEST_JWT },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'calling_unavailable', retryAfter: 30 });
  });
});
