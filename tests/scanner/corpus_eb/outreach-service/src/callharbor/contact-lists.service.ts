import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Got } from 'got';
import { CALLHARBOR_HTTP } from './callharbor.constants';

export interface CallHarborList {
  id: string;
  name: string;
  size: number;
}

@Injectable()
export class ContactListsService {
  private readonly log = new Logger(ContactListsService.name);

  constructor(@Inject(CALLHARBOR_HTTP) private readonly http: Got) {}

  async all(): Promise<CallHarborList[]> {
    const res = await this.http.get('contact-lists').json<{ data: CallHarborList[] }>();
    return res.data;
  }

  get(id: string) {
    return this.http.get(`contact-lists/${id}`).json<CallHarborList>();
  }

  create(name: string) {
    return this.http.post('contact-lists', { json: { name } }).json<CallHarborList>();
  }

  async addEmployees(listId: string, phones: string[]) {
    this.log.log(`appending ${phones.length} numbers to ${listId}`);
    return this.http
      .post(`contact-lists/${listId}/contacts`, { json: { contacts: phones.map((phone) => ({ phone })) } })
      .json<{ added: number }>();
  }

  removeContact(listId: string, contactId: string) {
    return this.http.delete(`contact-lists/${listId}/contacts/by-id/${contactId}`);
  }

  drop(id: string) {
    return this.http.delete(`contact-lists/${id}`);
  }
}
