import { ringlane } from './client';
import { RINGLANE_ROUTES } from './constants';

export type ContactList = {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
};

type ContactListsResponse = { contact_lists: ContactList[] };

export async function fetchContactLists(): Promise<ContactList[]> {
  const { data } = await ringlane.get<ContactListsResponse>(RINGLANE_ROUTES.contactLists);
  return data.contact_lists;
}

export async function fetchContactList(id: string): Promise<ContactList> {
  const { data } = await ringlane.get<ContactList>(RINGLANE_ROUTES.contactList(id));
  return data;
}

export async function createContactList(name: string): Promise<ContactList> {
  const { data } = await ringlane.post<ContactList>(RINGLANE_ROUTES.contactLists, { name });
  return data;
}

export async function renameContactList(id: string, name: string): Promise<ContactList> {
  const { data } = await ringlane.patch<ContactList>(`/contact-lists/${id}`, { name });
  return data;
}

export async function deleteContactList(id: string): Promise<void> {
  await ringlane.delete(`/contact-lists/${id}`);
}

export async function appendContacts(listId: string, phones: string[]): Promise<void> {
  await ringlane.post(RINGLANE_ROUTES.contactListContacts(listId), {
    contacts: phones.map((phone) => ({ phone })),
  });
}

export async function removeContact(listId: string, phone: string): Promise<void> {
  await ringlane.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}
