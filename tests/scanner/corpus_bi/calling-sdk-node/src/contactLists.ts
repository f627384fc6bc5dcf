import { AxiosInstance } from 'axios';
import { HEADERS } from './constants';
import { ContactList, Paginated } from './types';

export class ContactListsResource {
  constructor(private readonly http: AxiosInstance) {}

  private as(actingUser: string) {
    return { headers: { [HEADERS.actingUserEmail]: actingUser } };
  }

  async list(actingUser: string, page = 1): Promise<Paginated<ContactList>> {
    const { data } = await this.http.get('/contact-lists', { ...this.as(actingUser), params: { page } });
    return data;
  }

  async get(actingUser: string, id: string): Promise<ContactList> {
    const { data } = await this.http.get(`/contact-lists/${encodeURIComponent(id)}`, this.as(actingUser));
    return data;
  }

  async appendContacts(actingUser: string, id: string, phones: string[]): Promise<ContactList> {
    const { data } = await this.http.post(`/contact-lists/${id}/contacts`, { phones }, this.as(actingUser));
    return data;
  }

  async removeContact(actingUser: string, id: string, phone: string): Promise<void> {
    await this.http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, this.as(actingUser));
  }
}
