import { ringlaneHttp } from './http';
import type { ContactInput, ContactList } from './types';

export async function listContactLists(repEmail: string): Promise<ContactList[]> {
  const { data } = await ringlaneHttp(repEmail).get<{ data: ContactList[] }>('/contact-lists');
  return data.data;
}

export async function getContactList(repEmail: string, id: string): Promise<ContactList> {
  const { data } = await ringlaneHttp(repEmail).get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`);
  return data;
}

export async function createContactList(repEmail: string, name: string, campaign?: string) {
  const { data } = await ringlaneHttp(repEmail).post<ContactList>('/contact-lists', { name, campaign });
  return data;
}

export async function addContacts(repEmail: string, id: string, contacts: ContactInput[]) {
  await ringlaneHttp(repEmail).post(`/contact-lists/${id}/contacts`, { contacts });
}

export async function removeContact(repEmail: string, id: string, phone: string) {
  const e164 = encodeURIComponent(phone);
  await ringlaneHttp(repEmail).delete(`/contact-lists/${id}/contacts/${e164}`);
}
