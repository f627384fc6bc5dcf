import { callcrateConfig } from './config';
import { useSessionStore } from '@/stores/session';

export class CallCrateHttpError extends Error {
  constructor(public status: number, message: string, public details: unknown[] = []) {
    super(message);
  }
}

type V1Failure = { error: string; details?: unknown[] };

export async function cc<T>(path: string, init: RequestInit = {}): Promise<T> {
  const session = useSessionStore();
  const ctrl = new AbortController();
  const t = setTimeout(() => ctrl.abort(), callcrateConfig.timeoutMs);
  try {
    const res = await fetch(callcrateConfig.baseUrl + path, {
      ...init,
      signal: ctrl.signal,
      headers: {
        'Content-Type': 'application/json',
        'X-Api-Key': callcrateConfig.apiKey,
        'X-User-Email': session.email,
        ...(init.headers ?? {}),
      },
    });
    if (res.status === 204) return undefined as T;
    if (!res.ok) {
      const body = (await res.json().catch(() => ({ error: res.statusText }))) as V1Failure;
      throw new CallCrateHttpError(res.status, body.error, body.details);
    }
    return (await res.json()) as T;
  } finally {
    clearTimeout(t);
  }
}
