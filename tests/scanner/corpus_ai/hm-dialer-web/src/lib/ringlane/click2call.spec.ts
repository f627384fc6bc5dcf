import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import { startCall, ClickToCallError } from './click2call'

const CALLS_URL = 'https://api.ringlane.io/api/public/v1/calls'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('startCall', () => {
  it('returns the call id', async () => {
    server.use(http.post(CALLS_URL, () => HttpResponse.json({ callId: 'c_1', status: 'queued' })))
    await expect(startCall('+15550100', 'amy@harbormint.com')).resolves.toMatchObject({ callId: 'c_1' })
  })

  it('maps 404 to a missing seat', async () => {
    server.use(
      http.post(CALLS_URL, () => HttpResponse.json({ error: 'user not found' }, { status: 404 })),
    )
    await expect(startCall('+15550100', 'ghost@harbormint.com')).rejects.toThrow('no Ringlane seat')
  })

  it('marks 502 as retryable', async () => {
    server.use(http.post(CALLS_URL, () => new HttpResponse(null, { status: 502 })))
    const err = await startCall('+15550100', 'amy@harbormint.com').catch((e) => e)
    expect(err).toBeInstanceOf(ClickToCallError)
    expect(err.retryable).toBe(true)
  })
})
