import axios, { AxiosInstance } from 'axios';
import { ringlaneConfig } from './config';
import { toRinglaneError } from './errors';
import { ContactList, Paginated } from './types';

export class RinglaneClient {
  private http: AxiosInstance;

  constructor(actingUserEmail: string = ringlaneConfig.serviceUserEmail) {
    this.http = axios.create({
      baseURL: ringlaneConfig.baseUrl,
      timeout: ringlaneConfig.timeoutMs,
      headers: {
        'X-API-Key': ringlaneConfig.apiKey,
        'X-User-Email': actingUserEmail,
      },
    });
    this.http.interceptors.response.use(undefined, (err) => Promise.reject(toRinglaneError(err)));
  }

  async listContactLists(cursor?: string): Promise<Paginated<ContactList>> {
    const { data } = await this.http.get('/contact-lists', { params: { cursor } });
    return data;
  }

  async createContactList(name: string): Promise<ContactList> {
    const { data } = await this.http.post('/contact-lists', { name });
    return data;
  }

  async getContactList(id: string): Promise<ContactList> {
    const { data } = await this.http.get(`/contact-lists/${encodeURIComponent(id)}`);
    return data;
  }

  async renameContactList(id: string, name: string): Promise<ContactList> {
    const { data } = await this.http.patch(`/contact-lists/${id}`, { name });
    return data;
  }

  async addContacts(id: string, phones: string[]): Promise<void> {
    await this.http.post(`/contact-lists/${id}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  async removeContact(id: string, phone: string): Promise<void> {
    await this.http.delete(`/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
  }

  async deleteContactList(id: string): Promise<void> {
    await this.http.delete(`/contact-lists/${id}`);
  }
}
