import { HttpError } from './errors'

export interface ClientOptions {
  baseUrl: string
  headers?: Record<string, string>
  retryOn?: number[]
  maxRetries?: number
  onError?: (err: HttpError) => void
}

export function createClient({ baseUrl, headers = {}, retryOn = [502, 503, 504], maxRetries = 2, onError }: ClientOptions) {
  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(baseUrl + path, {
        ...init,
        headers: { 'content-type': 'application/json', ...headers, ...(init.headers as Record<string, string>) },
      })
      if (retryOn.includes(res.status) && attempt < maxRetries) {
        await new Promise((r) => setTimeout(r, 2 ** attempt * 250))
        continue
      }
      if (!res.ok) {
        const err = await HttpError.from(res)
        onError?.(err)
        throw err
      }
      return (res.status === 204 ? undefined : await res.json()) as T
    }
  }
  return {
    get: <T>(p: string) => request<T>(p),
    post: <T>(p: string, body: unknown) => request<T>(p, { method: 'POST', body: JSON.stringify(body) }),
    patch: <T>(p: string, body: unknown) => request<T>(p, { method: 'PATCH', body: JSON.stringify(body) }),
    del: (p: string) => request<void>(p, { method: 'DELETE' }),
  }
}
