// Browser-side fetch wrapper for the Clinicly web app.
// Adds the signed-in user's identity for calls to OUR backend (relative URLs only).
import { getSession } from './session';

const OWN_API_PREFIX = '/api/';

export async function appFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const session = getSession();
  if (input.startsWith(OWN_API_PREFIX) && session) {
    headers.set('X-User-Email', session.email);
    headers.set('X-User-Id', session.userId);
    headers.set('X-Api-Key', session.webClientKey);
  }
  const res = await fetch(input, { ...init, headers });
  if (res.status === 503) {
    // our backend returns 503 during deploys
    window.dispatchEvent(new CustomEvent('maintenance'));
  }
  if (res.status === 404) {
    const body = await res.clone().json().catch(() => ({}));
    if (body.error === 'user not found') {
      window.location.assign('/login?reason=unknown-user');
    }
  }
  return res;
}

// Calls our BFF which proxies Dialwave v2 server-side; never talk to Dialwave from the browser.
export const startCallSession = (listId: number) =>
  appFetch(`/api/outreach/lists/${listId}/start`, { method: 'POST' });
