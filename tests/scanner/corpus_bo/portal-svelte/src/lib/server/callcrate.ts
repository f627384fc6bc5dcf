import { env } from '$env/dynamic/private';
import { error } from '@sveltejs/kit';

const BASE = env.CALLCRATE_BASE_URL ?? 'https://api.callcrate.io/api/public/v1';

export async function callcrate<T>(path: string, actingEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-api-key': env.CALLCRATE_API_KEY,
      'X-USER-EMAIL': actingEmail,
    },
  });
  if (res.ok) return res.status === 204 ? (undefined as T) : ((await res.json()) as T);

  const payload = await res.json().catch(() => null);
  const reason: string = payload?.error ?? res.statusText;
  switch (res.status) {
    case 502:
      error(503, 'CallCrate could not reach its identity provider, try again shortly');
    case 503:
      error(503, 'CallCrate API is disabled on their side');
    default:
      error(res.status, reason);
  }
}
