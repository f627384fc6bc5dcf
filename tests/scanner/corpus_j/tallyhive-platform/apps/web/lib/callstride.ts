// Server-only helper used by API routes to talk to the Callstride dialer.
import 'server-only';

const CALLSTRIDE_BASE = process.env.CALLSTRIDE_BASE_URL ?? 'https://api.callstride.io/api/public/v1';

export class CallstrideHttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function callstrideFetch<T>(path: string, actingEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${CALLSTRIDE_BASE}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-api-key': process.env.CALLSTRIDE_API_KEY!,
      'x-user-email': actingEmail,
      ...(init.headers ?? {}),
    },
    cache: 'no-store',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new CallstrideHttpError(res.status, body.error ?? res.statusText);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}
