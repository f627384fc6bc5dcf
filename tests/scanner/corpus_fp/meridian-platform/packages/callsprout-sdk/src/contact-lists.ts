import type { AxiosInstance } from 'axios';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export interface Contact {
  phone: string;
  firstName?: string;
  lastName?: string;
}

export const contactListsApi = (http: AxiosInstance) => ({
  list: async (): Promise<ContactList[]> => (await http.get('/contact-lists')).data,
  get: async (id: string): Promise<ContactList> => (await http.get(`/contact-lists/${id}`)).data,
  create: async (name: string): Promise<ContactList> =>
    (await http.post('/contact-lists', { name })).data,
  rename: async (id: string, name: string): Promise<ContactList> =>
    (await http.patch(`/contact-lists/${id}`, { name })).data,
  remove: async (id: string): Promise<void> => {
    await http.delete(`/contact-lists/${id}`);
  },
  addContacts: async (id: string, contacts: Contact[]): Promise<{ added: number }> =>
    (await http.post(`/contact-lists/${id}/contacts`, { contacts })).data,
  removeContact: async (id: string, phone: string): Promise<void> => {
    await http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
  },
});
