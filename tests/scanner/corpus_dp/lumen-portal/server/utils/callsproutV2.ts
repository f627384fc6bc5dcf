// New client for CallSprout API v2 (used by the analytics pages already).
interface CallSproutProblem {
  code: string
  message: string
  request_id?: string
}

export function useCallSproutV2() {
  const { callsproutV2 } = useRuntimeConfig()
  return $fetch.create({
    baseURL: callsproutV2.baseUrl,
    headers: { Authorization: `Bearer ${callsproutV2.apiKey}` },
    onResponseError({ response }) {
      const problem = response._data?.error as CallSproutProblem | undefined
      if (problem?.code === 'rate_limited') {
        throw createError({ statusCode: 429, statusMessage: 'Slow down' })
      }
      throw createError({ statusCode: response.status, statusMessage: problem?.message ?? 'CallSprout error' })
    },
  })
}
