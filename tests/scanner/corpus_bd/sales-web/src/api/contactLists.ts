import { http } from './http';

export interface ContactList {
  id: string;
  name: string;
  size: number;
  source: 'dialhub' | 'sendgrid';
}

export interface ApiError {
  error: string;
}

// These hit the sales-portal BFF, which proxies to whichever vendor owns the list.
export async function fetchContactLists(): Promise<ContactList[]> {
  const { data } = await http.get<{ data: ContactList[] }>('/contact-lists');
  return data.data;
}

export async function addNumbers(listId: string, phones: string[]): Promise<void> {
  await http.post(`/contact-lists/${listId}/contacts`, { phones });
}

export function errorMessage(e: unknown): string {
  const data = (e as { response?: { data?: ApiError } }).response?.data;
  return data?.error ?? 'Something went wrong';
}
