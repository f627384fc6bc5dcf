import 'server-only';
import { ringsteadFetch } from './fetcher';

export interface CallList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

export const listCallLists = (actingUserId: string) =>
  ringsteadFetch<CallList[]>('/contact-lists', { actingUserId });

export const getCallList = (actingUserId: string, id: string) =>
  ringsteadFetch<CallList>(`/contact-lists/${id}`, { actingUserId });

export const createCallList = (actingUserId: string, name: string) =>
  ringsteadFetch<CallList>('/contact-lists', { actingUserId, method: 'POST', body: JSON.stringify({ name }) });

export const renameCallList = (actingUserId: string, id: string, name: string) =>
  ringsteadFetch<CallList>(`/contact-lists/${id}`, { actingUserId, method: 'PATCH', body: JSON.stringify({ name }) });

export const deleteCallList = (actingUserId: string, id: string) =>
  ringsteadFetch<void>(`/contact-lists/${id}`, { actingUserId, method: 'DELETE' });

export const addContacts = (actingUserId: string, id: string, phones: string[]) =>
  ringsteadFetch<{ added: number }>(`/contact-lists/${id}/contacts`, {
    actingUserId,
    method: 'POST',
    body: JSON.stringify({ contacts: phones.map((phone) => ({ phone })) }),
  });

export const removeContact = (actingUserId: string, id: string, phone: string) =>
  ringsteadFetch<void>(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { actingUserId, method: 'DELETE' });
