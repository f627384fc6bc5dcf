import { DIALFORGE } from '../config';

const base = `${DIALFORGE.host}/api/public/${DIALFORGE.version}`;

export type DialforgeFailure = { status: number; error: string; details?: { path: string; message: string }[] };

async function df<T>(path: string, repEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(base + path, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'X-API-KEY': DIALFORGE.key,
      'X-USER-EMAIL': repEmail,
    },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({ error: res.statusText }));
    throw { status: res.status, error: body.error, details: body.details } as DialforgeFailure;
  }
  return res.status === 204 ? (undefined as T) : res.json();
}

export const fetchLists = (email: string) => df<{ data: { id: string; name: string }[] }>('/contact-lists', email);

export const appendPhone = (email: string, listId: string, phone: string) =>
  df<void>(`/contact-lists/${listId}/contacts`, email, { method: 'POST', body: JSON.stringify({ contacts: [{ phone }] }) });

export const dropPhone = (email: string, listId: string, phone: string) =>
  df<void>(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, email, { method: 'DELETE' });
