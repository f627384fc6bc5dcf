/**
 * Sales-ops list tooling. Not ported to v2 yet: v2 replaced contact lists with dial lists
 * and a different membership model, see SALES-2291.
 */
import { config } from '../config/env';
import { basePath } from './paths';

const legacyHeaders = () => ({
  'x-api-key': config.callspring.apiKey,
  'x-user-email': config.callspring.defaultActingUser,
  'content-type': 'application/json',
});

export async function createContactList(name: string) {
  const res = await fetch(`${basePath()}/contact-lists`, {
    method: 'POST',
    headers: legacyHeaders(),
    body: JSON.stringify({ name }),
  });
  if (res.status === 503) {
    throw new Error('Callspring public API is disabled for this workspace');
  }
  if (res.status === 400) {
    const body = await res.json();
    throw new Error(body.details?.map((d: { message: string }) => d.message).join(', '));
  }
  return res.json();
}

export async function deleteContactList(id: string) {
  await fetch(`${basePath()}/contact-lists/${id}`, { method: 'DELETE', headers: legacyHeaders() });
}

export async function getContactList(id: string) {
  const res = await fetch(`${basePath()}/contact-lists/${id}`, { headers: legacyHeaders() });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`callspring ${res.status}`);
  return res.json();
}

export async function appendPhones(id: string, phones: string[]) {
  const res = await fetch(`${basePath()}/contact-lists/${id}/contacts`, {
    method: 'POST',
    headers: legacyHeaders(),
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });
  if (res.status === 502) {
    // identity provider hiccup on their side, one retry is usually enough
    await new Promise((r) => setTimeout(r, 1500));
    return appendPhones(id, phones);
  }
  if (!res.ok) {
    const body = await res.json();
    throw new Error(`append failed: ${body.error}`);
  }
}

export async function removePhone(id: string, phone: string) {
  await fetch(`${basePath()}/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, {
    method: 'DELETE',
    headers: legacyHeaders(),
  });
}
