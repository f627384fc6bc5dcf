import { callsproutConfig as cfg } from './config';
import { CallSproutError, toCallSproutError } from './errors';

const RETRYABLE = new Set([429, 502]);

async function call<T>(method: string, path: string, body?: unknown, tries = 3): Promise<T> {
  const res = await fetch(cfg.baseUrl + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': cfg.apiKey,
      'X-User-Id': cfg.actingUserId
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(cfg.timeoutMs)
  });

  if (RETRYABLE.has(res.status) && tries > 1) {
    await new Promise((r) => setTimeout(r, 500));
    return call<T>(method, path, body, tries - 1);
  }
  if (res.status === 503) {
    throw new CallSproutError('CallSprout API is disabled for this account', 503);
  }
  if (!res.ok) throw await toCallSproutError(res);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const cs = {
  get: <T>(p: string) => call<T>('GET', p),
  post: <T>(p: string, b: unknown) => call<T>('POST', p, b),
  patch: <T>(p: string, b: unknown) => call<T>('PATCH', p, b),
  delete: (p: string) => call<void>('DELETE', p)
};
