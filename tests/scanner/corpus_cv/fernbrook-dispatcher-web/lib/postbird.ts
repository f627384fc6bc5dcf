import 'server-only';

/**
 * Postbird is our marketing email provider. Shippers that opt in to the
 * weekly capacity digest are mirrored into a Postbird contact list.
 */
const BASE = process.env.POSTBIRD_BASE_URL ?? 'https://api.postbird.io/v1';

async function postbird<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      'x-api-key': process.env.POSTBIRD_API_KEY ?? '',
      'content-type': 'application/json',
    },
  });
  if (res.status === 503) {
    throw new Error('Postbird is under maintenance');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`Postbird ${res.status}: ${body.error ?? 'unknown'}`);
  }
  return (await res.json()) as T;
}

export const subscribeShipper = (listId: string, email: string, company: string) =>
  postbird(`/contact-lists/${listId}/contacts`, {
    method: 'POST',
    body: JSON.stringify({ email, attributes: { company } }),
  });

export const unsubscribeShipper = (listId: string, email: string) =>
  postbird(`/contact-lists/${listId}/contacts/${encodeURIComponent(email)}`, { method: 'DELETE' });
