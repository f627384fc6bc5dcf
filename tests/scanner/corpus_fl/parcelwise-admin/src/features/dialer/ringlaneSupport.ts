// Support-only helpers used by /support/dialer. Goes through the Vite proxy (/ringlane -> Ringlane).
// Prod build proxies the same prefix via nginx (see infra/nginx/admin.conf).
import axios, { AxiosError } from 'axios';

const SUPPORT_KEY = import.meta.env.VITE_RINGLANE_KEY as string;
const SUPPORT_USER = import.meta.env.VITE_RINGLANE_SUPPORT_USER as string;

export const ringlaneSupport = axios.create({
  baseURL: '/ringlane',
  headers: {
    'x-api-key': SUPPORT_KEY,
    'x-user-email': SUPPORT_USER,
  },
});

export interface SupportList {
  id: string;
  name: string;
  contactCount: number;
}

export async function fetchLists(): Promise<SupportList[]> {
  const { data } = await ringlaneSupport.get<{ data: SupportList[] }>('/contact-lists');
  return data.data;
}

export async function fetchList(id: string): Promise<SupportList> {
  const { data } = await ringlaneSupport.get<SupportList>(`/contact-lists/${id}`);
  return data;
}

export async function purgeContact(listId: string, phone: string): Promise<void> {
  await ringlaneSupport.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}

export function describeRinglaneError(err: unknown): string {
  const e = err as AxiosError<{ error?: string }>;
  const status = e.response?.status;
  const msg = e.response?.data?.error;
  if (status === 404 && msg === 'contact list not found') return 'That list no longer exists in Ringlane.';
  if (status === 404) return `Ringlane does not know ${SUPPORT_USER} (user not found).`;
  if (status === 502) return 'Ringlane could not reach its identity provider – try again in a minute.';
  if (status === 503) return 'The Ringlane public API is disabled for our account.';
  return msg ?? e.message;
}
