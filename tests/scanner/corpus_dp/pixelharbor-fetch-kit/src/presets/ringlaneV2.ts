import { createClient } from '../createClient'

export interface RinglaneV2Options {
  /** e.g. rl_live_0b8e6d2c-...-...  .secret */
  apiKey: string
  baseUrl?: string
}

export function ringlaneV2({ apiKey, baseUrl = 'https://api.ringlane.io/api/public/v2' }: RinglaneV2Options) {
  const client = createClient({
    baseUrl,
    headers: { Authorization: `Bearer ${apiKey}` },
    retryOn: [429, 503],
  })
  return {
    ...client,
    audiences: {
      list: () => client.get('/audiences'),
      addMembers: (id: string, members: { phone: string }[]) => client.post(`/audiences/${id}/members`, { members }),
    },
  }
}

export function v2ErrorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } })?.error?.code
}
