import type { RingLoomClient } from './client';
import type { ContactList, ContactListInput, Page } from './types';

export class ContactListsApi {
  constructor(private readonly client: RingLoomClient) {}

  list(params: { cursor?: string; limit?: number } = {}): Promise<Page<ContactList>> {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return this.client.request('GET', `/contact-lists${qs ? `?${qs}` : ''}`);
  }

  get(id: string): Promise<ContactList> {
    return this.client.request('GET', `/contact-lists/${encodeURIComponent(id)}`);
  }

  create(input: ContactListInput): Promise<ContactList> {
    return this.client.request('POST', '/contact-lists', input);
  }

  update(id: string, patch: Partial<ContactListInput>): Promise<ContactList> {
    return this.client.request('PATCH', `/contact-lists/${encodeURIComponent(id)}`, patch);
  }

  remove(id: string): Promise<void> {
    return this.client.request('DELETE', `/contact-lists/${encodeURIComponent(id)}`);
  }

  /** Append contacts (E.164 phone numbers) to an existing list. */
  appendContacts(id: string, phones: string[]): Promise<{ added: number }> {
    return this.client.request('POST', `/contact-lists/${encodeURIComponent(id)}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }

  removeContact(id: string, phone: string): Promise<void> {
    return this.client.request('DELETE', `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`);
  }
}
