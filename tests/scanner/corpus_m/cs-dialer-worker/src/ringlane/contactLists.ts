import { ringlane } from './http.js';

export interface ContactList {
  id: string;
  name: string;
  size: number;
}

export async function findListByName(name: string): Promise<ContactList | undefined> {
  const res = await ringlane.get('contact-lists', { searchParams: { name } }).json<{ data: ContactList[] }>();
  return res.data.find((l) => l.name === name);
}

export function createList(name: string): Promise<ContactList> {
  return ringlane.post('contact-lists', { json: { name } }).json<ContactList>();
}

export function appendContacts(listId: string, phones: string[]): Promise<{ added: number }> {
  return ringlane
    .post(`contact-lists/${listId}/contacts`, { json: { contacts: phones.map((phone) => ({ phone })) } })
    .json();
}

export async function removeContact(listId: string, phone: string): Promise<void> {
  await ringlane.delete(`contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}
