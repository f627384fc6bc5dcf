import { api } from './httpClient';

const DIALER_URL = import.meta.env.VITE_DIALSTREAM_URL as string;
const DIALER_KEY = import.meta.env.VITE_DIALSTREAM_KEY as string;

export interface CallbackList {
  id: number;
  name: string;
  contactsCount: number;
}

export type DialerFailure = { kind: 'unprovisioned' | 'offline' | 'other'; text: string };

/** Lists the rep's callback lists straight from DialStream (widget only). */
export async function loadCallbackLists(repEmail: string): Promise<CallbackList[] | DialerFailure> {
  const res = await fetch(`${DIALER_URL}/contact-lists`, {
    headers: {
      'x-api-key': DIALER_KEY,
      'x-user-email': repEmail,
    },
  });
  if (res.ok) return res.json();

  const body = await res.json().catch(() => ({ error: res.statusText }));
  if (res.status === 404) {
    return { kind: 'unprovisioned', text: `Your login (${repEmail}) is not set up in the dialer yet.` };
  }
  if (res.status === 503) return { kind: 'offline', text: 'Dialer integration is switched off' };
  return { kind: 'other', text: String(body.error) };
}

/** Adds a lead's phone to one of the rep's lists (direct call). */
export async function addLeadPhone(listId: number, phone: string, repEmail: string) {
  return fetch(`${DIALER_URL}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-KEY': DIALER_KEY, 'X-User-Email': repEmail },
    body: JSON.stringify({ phones: [phone] }),
  });
}

/** Our backend proxies the call history; relative URL, goes through api. */
export async function loadCallHistory(leadId: string) {
  const { data } = await api.get(`/v1/leads/${leadId}/calls`);
  return data as Array<{ callSid: string; callStatus: string }>;
}
