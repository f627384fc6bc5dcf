import Config from 'react-native-config';

// Legacy: the app talks to Callvane directly for list management so reps can
// build call lists offline-first. TODO(platform): route through brightfold-api.
const CALLVANE_BASE = Config.CALLVANE_URL ?? 'https://api.callvane.com/api/public/v1';

export type DialerList = { id: string; name: string; contact_count: number };

export class DialerError extends Error {
  constructor(message: string, public status: number) {
    super(message);
  }
}

async function callvane<T>(path: string, email: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${CALLVANE_BASE}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'x-api-key': Config.CALLVANE_KEY ?? '',
      'x-user-email': email,
      ...(init.headers ?? {}),
    },
  });
  if (res.ok) {
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }
  const body = await res.json().catch(() => ({}));
  if (res.status === 503) {
    throw new DialerError('Dialer access is turned off for your workspace.', 503);
  }
  if (res.status === 404 && body.error === 'user not found') {
    throw new DialerError('Your account has no dialer seat yet. Ask your admin.', 404);
  }
  throw new DialerError(body.error ?? `Dialer request failed (${res.status})`, res.status);
}

export const fetchDialerLists = (email: string) =>
  callvane<{ items: DialerList[] }>('/contact-lists', email).then((r) => r.items);

export const createDialerList = (email: string, name: string) =>
  callvane<DialerList>('/contact-lists', email, { method: 'POST', body: JSON.stringify({ name }) });

export const addPhones = (email: string, listId: string, phones: string[]) =>
  callvane<{ added: number }>(`/contact-lists/${listId}/contacts`, email, {
    method: 'POST',
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });

export const removePhone = (email: string, listId: string, phone: string) =>
  callvane<void>(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, email, {
    method: 'DELETE',
  });
