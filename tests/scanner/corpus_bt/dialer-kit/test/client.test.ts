import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialerKit, DialwiseError } from '../src';

const kit = new DialerKit({ apiKey: 'test-key', host: 'http://dialwise.test', maxRetries: 1 });
const rep = { email: 'rep@harborly.com' };

function mockFetch(...responses: Array<[number, unknown]>) {
  const fn = vi.fn();
  for (const [status, body] of responses) {
    fn.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  }
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('DialerKit', () => {
  it('builds list URLs under the public API', async () => {
    const fetchMock = mockFetch([200, []]);
    await kit.listContactLists(rep);
    expect(fetchMock.mock.calls[0][0]).toBe('http://dialwise.test/api/public/v1/contact-lists');
  });

  it('retries once on a 502 then gives up', async () => {
    mockFetch([502, { error: 'identity provider unreachable' }], [502, { error: 'identity provider unreachable' }]);
    await expect(kit.listContactLists(rep)).rejects.toBeInstanceOf(DialwiseError);
  });

  it('flags unknown users', async () => {
    mockFetch([404, { error: 'user not found' }]);
    const err = await kit.listContactLists(rep).catch((e) => e);
    expect(err.isUnknownUser).toBe(true);
  });
});
