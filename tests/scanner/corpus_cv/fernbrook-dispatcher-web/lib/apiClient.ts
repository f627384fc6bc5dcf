'use client';

/**
 * Browser-side helper for calling our own Next.js API routes.
 * In local dev there is no auth proxy, so we fake the identity headers.
 */
type Json = Record<string, unknown> | unknown[];

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function api<T>(path: string, init: RequestInit & { json?: Json } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.json) headers.set('content-type', 'application/json');
  if (process.env.NODE_ENV === 'development') {
    headers.set('X-User-Id', 'dev-user-1');
    headers.set('X-User-Email', 'dev@fernbrook.com');
  }
  const res = await fetch(`/api${path}`, {
    ...init,
    headers,
    body: init.json ? JSON.stringify(init.json) : init.body,
  });
  if (res.status === 404) throw new ApiError(404, 'not found');
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(res.status, body.error ?? 'request failed');
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}
