// Renderer-side API helpers. Calls to our own backend go straight over fetch;
// Dialstream goes through the main process.
declare global {
  interface Window {
    bridge: { invoke: (channel: string, ...args: unknown[]) => Promise<any> };
  }
}

const APP_API = import.meta.env.RENDERER_VITE_APP_API_BASE ?? 'https://app.fieldnest.com/api';

let session: { userId: string; idToken: string } | null = null;

export function setSession(s: { userId: string; idToken: string }) {
  session = s;
}

export async function appFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  if (!session) throw new Error('no session');
  const res = await fetch(`${APP_API}/v1${path}`, {
    ...init,
    headers: {
      ...init.headers,
      Authorization: `Bearer ${session.idToken}`,
      'X-User-Id': session.userId,
    },
  });
  if (res.status === 404) return null as T;
  if (!res.ok) {
    const body = await res.json().catch(() => ({ error: res.statusText }));
    throw new Error(body.error);
  }
  return res.json();
}

export const lists = {
  all: () => window.bridge.invoke('lists:all'),
  append: (listId: string, phones: string[]) => window.bridge.invoke('lists:append', listId, phones),
};
