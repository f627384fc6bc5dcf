import type { AxiosInstance } from "axios";
import { PAGE_SIZE } from "./constants";

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

interface Page<T> {
  data: T[];
  nextCursor?: string | null;
}

export async function* iterateContactLists(http: AxiosInstance): AsyncGenerator<ContactList> {
  let cursor: string | undefined;
  do {
    const { data } = await http.get<Page<ContactList>>("/contact-lists", {
      params: { cursor, limit: PAGE_SIZE },
    });
    yield* data.data;
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
}

export async function createContactList(http: AxiosInstance, name: string): Promise<ContactList> {
  const { data } = await http.post<ContactList>("/contact-lists", { name });
  return data;
}

export async function appendContacts(http: AxiosInstance, listId: string, phones: string[]): Promise<void> {
  await http.post(`/contact-lists/${listId}/contacts`, { contacts: phones.map((phone) => ({ phone })) });
}

export async function removeContact(http: AxiosInstance, listId: string, phone: string): Promise<void> {
  await http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}

export async function deleteContactList(http: AxiosInstance, listId: string): Promise<void> {
  await http.delete(`/contact-lists/${listId}`);
}
