import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/setup'
import { ringlane } from '../client'
import { RinglaneError } from '../errors'

const LIST_URL = 'https://api.ringlane.io/api/public/v1/contact-lists/cl_9'

describe('ringlane client', () => {
  it('lists contact lists', async () => {
    const lists = await ringlane.listContactLists()
    expect(lists).toHaveLength(1)
  })

  it('retries on 502 then succeeds', async () => {
    let calls = 0
    server.use(
      http.get(LIST_URL, () => {
        calls += 1
        return calls === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ id: 'cl_9', name: 'x', contactCount: 0, updatedAt: '' })
      }),
    )
    await ringlane.getContactList('cl_9')
    expect(calls).toBe(2)
  })

  it('flags 404 user not found', async () => {
    server.use(http.get(LIST_URL, () => HttpResponse.json({ error: 'user not found' }, { status: 404 })))
    const err = await ringlane.getContactList('cl_9').catch((e) => e)
    expect(err).toBeInstanceOf(RinglaneError)
    expect(err.isUserNotFound).toBe(true)
  })
})
