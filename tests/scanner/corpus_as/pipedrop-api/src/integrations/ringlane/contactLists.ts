import type { AxiosInstance } from 'axios';
import { RinglaneError } from './errors';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export async function listContactLists(rl: AxiosInstance): Promise<ContactList[]> {
  const { data } = await rl.get('/contact-lists', { params: { limit: 200 } });
  return data.items;
}

export async function createContactList(rl: AxiosInstance, name: string): Promise<ContactList> {
  const { data } = await rl.post('/contact-lists', { name });
  return data;
}

export async function getContactList(rl: AxiosInstance, id: string): Promise<ContactList | null> {
  try {
    const { data } = await rl.get(`/contact-lists/${id}`);
    return data;
  } catch (e) {
    if (e instanceof RinglaneError && e.message === 'contact list not found') return null;
    throw e;
  }
}

export async function renameContactList(rl: AxiosInstance, id: string, name: string) {
  await rl.patch(`/contact-lists/${id}`, { name });
}

export async function deleteContactList(rl: AxiosInstance, id: string) {
  await rl.delete(`/contact-lists/${encodeURIComponent(id)}`);
}

export async function appendPhones(rl: AxiosInstance, listId: string, phones: string[]) {
  // Ringlane dedupes by E.164 on their side
  await rl.post(`/contact-lists/${listId}/contacts`, { phones });
}

export async function removePhone(rl: AxiosInstance, listId: string, phone: string) {
  await rl.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}
