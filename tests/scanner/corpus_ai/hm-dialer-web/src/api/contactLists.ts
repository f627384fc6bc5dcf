import { http } from './http'

export interface ContactListSummary {
  id: string
  name: string
  size: number
  updatedAt: string
}

// These go through hm-leads, which owns the sync with the dialer.
export async function fetchMyLists(): Promise<ContactListSummary[]> {
  const { data } = await http.get<{ data: ContactListSummary[] }>('/contact-lists')
  return data.data
}

export async function addToList(listId: string, phones: string[]) {
  await http.post(`/contact-lists/${listId}/contacts`, { phones })
}

export async function removeFromList(listId: string, phone: string) {
  await http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`)
}
