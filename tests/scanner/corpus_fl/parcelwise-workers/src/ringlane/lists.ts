import { ringlaneRequest } from './http.js';
import type { AppendResult, ContactList } from './types.js';

export const getList = (id: string) => ringlaneRequest<ContactList>('GET', `/contact-lists/${id}`);

export const appendToList = (id: string, contacts: Array<{ phone: string; name?: string }>) =>
  ringlaneRequest<AppendResult>('POST', `/contact-lists/${id}/contacts`, { contacts });

export const removeFromList = (id: string, phone: string) =>
  ringlaneRequest<void>('DELETE', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
