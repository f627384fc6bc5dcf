import { afterEach, describe, expect, it, vi } from 'vitest'
import { ringbolt } from '../client'
import { RingboltApiError } from '../errors'

const fetchMock = vi.fn()
vi.stubGlobal('fetch', fetchMock)

afterEach(() => fetchMock.mockReset())

describe('ringbolt client', () => {
  it('lists contact lists for the acting admin', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: [] }), { status: 200 }))
    await ringbolt.lists('ops@ferncastle.com')
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.ringbolt.io/api/public/v1/contact-lists')
  })

  it('maps a 404 user error', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({}), { status: 404 }))
    await expect(ringbolt.list('ghost@ferncastle.com', 'cl_1')).rejects.toBeInstanceOf(RingboltApiError)
  })

  it('treats 503 as disabled', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }))
    const err = await ringbolt.lists('ops@ferncastle.com').catch((e) => e)
    expect(err.isDisabled).toBe(true)
  })
})
