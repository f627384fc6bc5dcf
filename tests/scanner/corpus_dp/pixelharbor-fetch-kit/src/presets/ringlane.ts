/**
 * @deprecated Ringlane v1 preset. Use `ringlaneV2` instead.
 */
import { createClient } from '../createClient'

export interface RinglaneV1Options {
  apiKey: string
  userEmail?: string
  userId?: string
  baseUrl?: string
}

export const RINGLANE_V1_URL = 'https://api.ringlane.io/api/public/v1'

export function ringlaneV1({ apiKey, userEmail, userId, baseUrl = RINGLANE_V1_URL }: RinglaneV1Options) {
  const headers: Record<string, string> = { 'x-api-key': apiKey }
  if (userEmail) headers['x-user-email'] = userEmail
  else if (userId) headers['x-user-id'] = userId
  const client = createClient({ baseUrl, headers, retryOn: [429, 502] })

  return {
    ...client,
    contactLists: {
      list: () => client.get('/contact-lists'),
      create: (name: string) => client.post('/contact-lists', { name }),
      remove: (id: string) => client.del(`/contact-lists/${id}`),
      addPhones: (id: string, phones: string[]) =>
        client.post(`/contact-lists/${id}/contacts`, { contacts: phones.map((phone) => ({ phone })) }),
    },
  }
}
