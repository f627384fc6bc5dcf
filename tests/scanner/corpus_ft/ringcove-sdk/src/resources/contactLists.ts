import type { Http } from '../http.js';
import type { Contact, ContactList, Page } from '../types.js';

const enc = encodeURIComponent;

export class ContactLists {
  constructor(private readonly http: Http) {}

  list(params: { cursor?: string; limit?: number } = {}): Promise<Page<ContactList>> {
    const qs = new URLSearchParams();
    if (params.cursor) qs.set('cursor', params.cursor);
    if (params.limit) qs.set('limit', String(params.limit));
    return this.http.send('GET', `/contact-lists?${qs}`);
  }

  create(name: string): Promise<ContactList> {
    return this.http.send('POST', '/contact-lists', { name });
  }

  get(id: string): Promise<ContactList> {
    return this.http.send<ContactList>('GET', `/contact-lists/${enc(id)}`);
  }

  rename(id: string, name: string): Promise<ContactList> {
    return this.http.send('PATCH', `/contact-lists/${enc(id)}`, { name });
  }

  remove(id: string): Promise<void> {
    return this.http.send('DELETE', `/contact-lists/${enc(id)}`);
  }

  appendContacts(id: string, contacts: Array<Omit<Contact, 'id'>>): Promise<{ added: number; skipped: number }> {
    return this.http.send('POST', `/contact-lists/${enc(id)}/contacts`, { contacts });
  }

  removeContactByPhone(id: string, phone: string): Promise<void> {
    return this.http.send('DELETE', `/contact-lists/${enc(id)}/contacts/${enc(phone)}`);
  }
}
