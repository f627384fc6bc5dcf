import type { CallvaneOptions } from './config';
import { request } from './http';
import { ContactListSchema, type Contact, type ContactList } from './schemas';

export function contactLists(opts: CallvaneOptions) {
  return {
    async list(): Promise<ContactList[]> {
      return ContactListSchema.array().parse(await request(opts, '/contact-lists'));
    },
    async get(id: string): Promise<ContactList> {
      return ContactListSchema.parse(await request(opts, `/contact-lists/${encodeURIComponent(id)}`));
    },
    async rename(id: string, name: string): Promise<ContactList> {
      const body = JSON.stringify({ name });
      return ContactListSchema.parse(await request(opts, `/contact-lists/${id}`, { method: 'PATCH', body }));
    },
    async append(id: string, contacts: Contact[]): Promise<void> {
      await request(opts, `/contact-lists/${id}/contacts`, { method: 'POST', body: JSON.stringify({ contacts }) });
    },
    async remove(id: string, phone: string): Promise<void> {
      await request(opts, `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, { method: 'DELETE' });
    },
  };
}
