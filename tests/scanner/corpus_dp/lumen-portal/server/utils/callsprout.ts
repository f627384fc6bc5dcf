import type { FetchError } from 'ofetch'

interface CallSproutV1Error {
  error: string
  details?: { path: string; message: string }[]
}

export function useCallSprout() {
  const { callsprout } = useRuntimeConfig()
  return $fetch.create({
    baseURL: callsprout.baseUrl,
    retry: 2,
    retryStatusCodes: [408, 429, 502],
    headers: {
      'x-api-key': callsprout.apiKey,
      'x-user-id': callsprout.actingUserId,
    },
    onResponseError({ response }) {
      const data = response._data as CallSproutV1Error | undefined
      if (response.status === 503) {
        throw createError({ statusCode: 503, statusMessage: 'Dialer API disabled by CallSprout' })
      }
      throw createError({ statusCode: response.status, statusMessage: data?.error ?? 'CallSprout error' })
    },
  })
}

export function isCallSproutUserMissing(e: FetchError) {
  return e.statusCode === 404 && e.data?.error === 'user not found'
}
