import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../src/createClient'
import { ringlaneV2, v2ErrorCode } from '../src/presets/ringlaneV2'

afterEach(() => vi.unstubAllGlobals())

describe('createClient', () => {
  it('retries 503 then returns json', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const api = createClient({ baseUrl: 'https://example.test/v1', maxRetries: 1 })
    await expect(api.get('/ping')).resolves.toEqual({ ok: true })
  })

  it('ringlaneV2 sends bearer auth', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('[]', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    await ringlaneV2({ apiKey: 'rl_test_00000000-0000-0000-0000-000000000000.abc' }).audiences.list()
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.ringlane.io/api/public/v2/audiences')
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toMatch(/^Bearer rl_test_/)
  })

  it('reads v2 error codes', () => {
    expect(v2ErrorCode({ error: { code: 'contact_list_not_found' } })).toBe('contact_list_not_found')
  })
})
