import { env } from '$env/dynamic/private';

const API_VERSION = 'v1'; // bump when we migrate, see HV-2291
const BASE = `${env.RINGCOVE_HOST}/api/public/${API_VERSION}`;

export type RingCoveApiError = {
  error: string;
  details?: Array<{ path: string; message: string }>;
};

export class RingCoveRequestError extends Error {
  constructor(public status: number, public payload: RingCoveApiError | null) {
    super(payload?.error ?? `RingCove ${status}`);
  }
}

export type ContactList = { id: string; name: string; contactCount: number; updatedAt: string };

async function rc<T>(fetchFn: typeof fetch, path: string, actingEmail: string, init: RequestInit = {}): Promise<T> {
  const res = await fetchFn(`${BASE}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'X-API-KEY': env.RINGCOVE_KEY,
      'X-User-Email': actingEmail,
      ...(init.headers ?? {}),
    },
  });

  if (res.status === 502) {
    // identity provider flake on their side - one quick retry
    await new Promise((r) => setTimeout(r, 400));
    return rc<T>(fetchFn, path, actingEmail, init);
  }

  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as RingCoveApiError | null;
    throw new RingCoveRequestError(res.status, payload);
  }
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const ringcove = {
  lists: (f: typeof fetch, email: string) => rc<{ data: ContactList[] }>(f, '/contact-lists', email),
  list: (f: typeof fetch, email: string, id: string) => rc<ContactList>(f, `/contact-lists/${id}`, email),
  addContacts: (f: typeof fetch, email: string, id: string, phones: string[]) =>
    rc<{ added: number }>(f, `/contact-lists/${id}/contacts`, email, {
      method: 'POST',
      body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
    }),
  removeContact: (f: typeof fetch, email: string, id: string, contactId: string) =>
    rc<void>(f, `/contact-lists/${id}/contacts/by-id/${contactId}`, email, { method: 'DELETE' }),
};
