import { describe, expect, it, beforeEach } from 'vitest'
import { setActivePinia, createPinia } from 'pinia'
import { http } from '../http'
import { useSessionStore } from '@/stores/session'

describe('core http client', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('adds X-User-Email when impersonating', async () => {
    useSessionStore().impersonating = 'rep@ferncastle.com'
    const handler = (http.interceptors.request as any).handlers[0].fulfilled
    const cfg = await handler({ headers: {} })
    expect(cfg.headers['X-User-Email']).toBe('rep@ferncastle.com')
  })

  it('does not add it otherwise', async () => {
    const handler = (http.interceptors.request as any).handlers[0].fulfilled
    const cfg = await handler({ headers: {} })
    expect(cfg.headers['X-User-Email']).toBeUndefined()
  })
})
