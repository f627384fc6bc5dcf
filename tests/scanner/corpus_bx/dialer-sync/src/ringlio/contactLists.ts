import { ringlioHttp } from './http';
import { ContactList, Paginated } from './types';

export async function listContactLists(userId: string, page = 1): Promise<Paginated<ContactList>> {
  const { data } = await ringlioHttp(userId).get('/contact-lists', { params: { page } });
  return data;
}

export async function createContactList(userId: string, name: string): Promise<ContactList> {
  const { data } = await ringlioHttp(userId).post('/contact-lists', { name });
  return data;
}

export async function deleteContactList(userId: string, id: string): Promise<void> {
  await ringlioHttp(userId).delete(`/contact-lists/${id}`);
}

export async function appendContacts(userId: string, id: string, phones: string[]) {
  // Ringlio dedupes by phone server-side
  const { data } = await ringlioHttp(userId).post(`/contact-lists/${encodeURIComponent(id)}/contacts`, {
    contacts: phones.map((phone) => ({ phone })),
  });
  return data;
}

export async function removeContact(userId: string, id: string, phone: string) {
  await ringlioHttp(userId).delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
}
