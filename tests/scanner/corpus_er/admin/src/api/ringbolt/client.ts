import { RINGBOLT_BASE, RINGBOLT_OPS_KEY, RingboltHeaders } from './config'
import { RingboltApiError, type RingboltErrorBody } from './errors'

export interface ContactList {
  id: string
  name: string
  owner: string
  contact_count: number
  updated_at: string
}

async function rb<T>(actingEmail: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${RINGBOLT_BASE}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      [RingboltHeaders.apiKey]: RINGBOLT_OPS_KEY,
      [RingboltHeaders.actingUser]: actingEmail,
      ...(init.headers ?? {}),
    },
  })
  if (!res.ok) {
    const body = (await res.json().catch(() => ({ error: res.statusText }))) as RingboltErrorBody
    throw new RingboltApiError(res.status, body)
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T)
}

export const ringbolt = {
  lists: (as: string) => rb<{ data: ContactList[] }>(as, '/contact-lists'),
  create: (as: string, name: string) =>
    rb<ContactList>(as, '/contact-lists', { method: 'POST', body: JSON.stringify({ name, owner: as }) }),
  addPhones: (as: string, id: string, phones: string[]) =>
    rb<{ added: number }>(as, `/contact-lists/${id}/contacts`, {
      method: 'POST',
      body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
    }),
  list: (as: string, id: string) => rb<ContactList>(as, `/contact-lists/${id}`),
  rename: (as: string, id: string, name: string) =>
    rb<ContactList>(as, `/contact-lists/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ name }) }),
  remove: (as: string, id: string) => rb<void>(as, `/contact-lists/${id}?hard=true`, { method: 'DELETE' }),
  removeContact: (as: string, id: string, phone: string) =>
    rb<void>(as, `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { method: 'DELETE' }),
}
