import type { AxiosInstance } from 'axios';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
}

export const contactListsApi = (http: AxiosInstance) => ({
  list: () => http.get<ContactList[]>('/contact-lists').then((r) => r.data),
  get: (id: string) => http.get<ContactList>(`/contact-lists/${id}`).then((r) => r.data),
  create: (name: string) => http.post<ContactList>('/contact-lists', { name }).then((r) => r.data),
  rename: (id: string, name: string) => http.patch(`/contact-lists/${id}`, { name }),
  remove: (id: string) => http.delete(`/contact-lists/${id}`),
  addContacts: (id: string, contacts: NewContact[]) =>
    http.post(`/contact-lists/${id}/contacts`, { contacts }),
  removeContact: (id: string, phone: string) =>
    http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`),
});
