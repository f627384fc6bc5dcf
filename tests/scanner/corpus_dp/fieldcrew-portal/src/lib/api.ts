// Browser-side helper for our own SvelteKit endpoints under /api.
import { get } from 'svelte/store';
import { session } from './stores/session';

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const user = get(session).user;
  const res = await fetch(`/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(user ? { 'X-User-Id': user.id, 'X-User-Email': user.email } : {}),
      ...init.headers
    }
  });
  if (res.status === 503) throw new Error('The portal is in maintenance mode');
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error ?? `Request failed (${res.status})`);
  }
  return res.json();
}
