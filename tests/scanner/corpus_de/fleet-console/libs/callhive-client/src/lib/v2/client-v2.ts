/**
 * Callhive v2. Scoped keys, Bearer auth, structured errors.
 * Acting user is part of the key scope, no per-request user header.
 */
export const V2_BASE = 'https://api.callhive.io/api/public/v2';

export interface V2ErrorBody {
  error: { code: string; message: string; request_id?: string };
}

export class CallhiveV2Error extends Error {
  constructor(public readonly status: number, public readonly code: string, message: string) {
    super(message);
  }
}

export async function v2Request<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${V2_BASE}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const err = (await res.json()) as V2ErrorBody;
    if (err.error.code === 'rate_limited' || res.status === 503) {
      // v2: 503 is a plain outage, caller retries with backoff
    }
    throw new CallhiveV2Error(res.status, err.error.code, err.error.message);
  }
  return (await res.json()) as T;
}

export const audiences = (key: string) => v2Request<{ data: unknown[] }>(key, 'GET', '/audiences');
