import type { KyInstance } from 'ky';
import { DEFAULT_PAGE_SIZE, ROUTES } from './constants';

export interface ContactList {
  id: string;
  name: string;
  ownerEmail: string;
  contactCount: number;
  createdAt: string;
}

export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  externalId?: string;
}

export class ContactListsApi {
  constructor(private readonly http: KyInstance) {}

  list(cursor?: string): Promise<{ data: ContactList[]; nextCursor?: string }> {
    const searchParams: Record<string, string | number> = { limit: DEFAULT_PAGE_SIZE };
    if (cursor) searchParams.cursor = cursor;
    return this.http.get(ROUTES.contactLists, { searchParams }).json();
  }

  get(id: string): Promise<ContactList> {
    return this.http.get(ROUTES.contactList(id)).json();
  }

  create(name: string): Promise<ContactList> {
    return this.http.post(ROUTES.contactLists, { json: { name } }).json();
  }

  rename(id: string, name: string): Promise<ContactList> {
    return this.http.patch(ROUTES.contactList(id), { json: { name } }).json();
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(ROUTES.contactList(id));
  }

  async appendContacts(id: string, contacts: NewContact[]): Promise<number> {
    const res = await this.http
      .post(ROUTES.contactListContacts(id), { json: { contacts } })
      .json<{ added: number }>();
    return res.added;
  }

  async removeByPhone(id: string, phone: string): Promise<void> {
    await this.http.delete(ROUTES.contactListPhone(id, phone));
  }
}
