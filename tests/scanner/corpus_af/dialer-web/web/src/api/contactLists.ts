import { http, ApiError } from './http';
import { isAxiosError } from 'axios';

export interface ContactList {
  id: number;
  name: string;
  size: number;
}

export async function fetchContactLists(): Promise<ContactList[]> {
  const { data } = await http.get<ContactList[]>('/contact-lists');
  return data;
}

export async function addPhones(listId: number, phones: string[]): Promise<void> {
  try {
    await http.post(`/contact-lists/${listId}/contacts`, { phones });
  } catch (e) {
    if (isAxiosError<ApiError>(e) && e.response?.status === 503) {
      throw new Error(e.response.data.error);
    }
    throw e;
  }
}
