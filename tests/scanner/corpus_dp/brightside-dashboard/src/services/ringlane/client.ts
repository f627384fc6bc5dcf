import { DEFAULT_PAGE_SIZE, HEADER_ACTING_USER, HEADER_API_KEY, RINGLANE_BASE } from './constants'
import { RinglaneError, RinglaneUnavailableError, type RinglaneErrorBody } from './errors'

export interface ContactList {
  id: string
  name: string
  contactCount: number
  updatedAt: string
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function request<T>(path: string, init: RequestInit = {}, attempt = 0): Promise<T> {
  const res = await fetch(`${RINGLANE_BASE}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      [HEADER_API_KEY]: import.meta.env.VITE_RINGLANE_KEY,
      [HEADER_ACTING_USER]: import.meta.env.VITE_RINGLANE_USER_EMAIL,
      ...init.headers,
    },
  })

  if (res.status === 502 && attempt < 2) {
    // identity provider lookup failed on Ringlane's side, it is transient
    await sleep(400 * (attempt + 1))
    return request<T>(path, init, attempt + 1)
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as RinglaneErrorBody
    if (res.status === 502) throw new RinglaneUnavailableError(res.status, body)
    throw new RinglaneError(res.status, body)
  }
  return res.status === 204 ? (undefined as T) : res.json()
}

export const ringlane = {
  listContactLists: (page = 1) =>
    request<ContactList[]>(`/contact-lists?page=${page}&per_page=${DEFAULT_PAGE_SIZE}`),
  getContactList: (id: string) => request<ContactList>(`/contact-lists/${id}`),
  renameContactList: (id: string, name: string) =>
    request<ContactList>(`/contact-lists/${id}`, { method: 'PATCH', body: JSON.stringify({ name }) }),
  appendContacts: (id: string, phones: string[]) =>
    request<void>(`/contact-lists/${id}/contacts`, {
      method: 'POST',
      body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
    }),
  removeContact: (id: string, phone: string) =>
    request<void>(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { method: 'DELETE' }),
}
