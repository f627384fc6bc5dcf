import { ringledger } from './client';
import { DEFAULT_PAGE_SIZE } from './constants';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  externalId?: string;
}

const LISTS = '/contact-lists';

export async function getContactList(id: string): Promise<ContactList> {
  const { data } = await ringledger().get<ContactList>(`/contact-lists/${id}`);
  return data;
}

export async function listContactLists(page = 1): Promise<ContactList[]> {
  const { data } = await ringledger().get<{ items: ContactList[] }>(LISTS, {
    params: { page, per_page: DEFAULT_PAGE_SIZE },
  });
  return data.items;
}

export async function createContactList(name: string): Promise<ContactList> {
  const { data } = await ringledger().post<ContactList>(LISTS, { name });
  return data;
}

export async function renameContactList(id: string, name: string): Promise<ContactList> {
  const { data } = await ringledger().patch<ContactList>(`/contact-lists/${encodeURIComponent(id)}`, { name });
  return data;
}

export async function deleteContactList(id: string): Promise<void> {
  await ringledger().delete(`${LISTS}/${id}`);
}

export async function appendContacts(listId: string, contacts: NewContact[]): Promise<number> {
  const { data } = await ringledger().post<{ added: number }>( 
    `/contact-lists/${listId}/contacts`,
    { contacts },
  );
  return data.added;
}

export async function removeContactByPhone(listId: string, phone: string): Promise<void> {
  await ringledger().delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}
