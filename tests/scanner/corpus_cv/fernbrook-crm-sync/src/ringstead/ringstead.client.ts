import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import axios, { AxiosInstance, Method } from 'axios';
import {
  DEFAULT_PAGE_SIZE,
  RETRYABLE_STATUSES,
  RINGSTEAD_ACTING_USER_HEADER,
  RINGSTEAD_KEY_HEADER,
} from './ringstead.constants';
import { RingsteadApiError, RingsteadErrorBody } from './ringstead.errors';
import { AppendResult, ContactList, ListContact } from './ringstead.types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Injectable()
export class RingsteadClient {
  private readonly logger = new Logger(RingsteadClient.name);
  private readonly http: AxiosInstance;
  private readonly maxAttempts: number;

  constructor(private readonly config: ConfigService) {
    this.maxAttempts = this.config.get<number>('ringstead.maxAttempts', 3);
    this.http = axios.create({
      baseURL: this.config.getOrThrow<string>('ringstead.baseUrl'),
      timeout: this.config.get<number>('ringstead.timeoutMs'),
      headers: {
        [RINGSTEAD_KEY_HEADER]: this.config.getOrThrow<string>('ringstead.apiKey'),
        'Content-Type': 'application/json',
      },
    });
  }

  listContactLists(actingUser: string, page = 1): Promise<ContactList[]> {
    return this.request('GET', '/contact-lists', actingUser, undefined, { page, per_page: DEFAULT_PAGE_SIZE });
  }

  getContactList(actingUser: string, id: string): Promise<ContactList> {
    return this.request('GET', `/contact-lists/${encodeURIComponent(id)}`, actingUser);
  }

  createContactList(actingUser: string, name: string): Promise<ContactList> {
    return this.request('POST', '/contact-lists', actingUser, { name });
  }

  renameContactList(actingUser: string, id: string, name: string): Promise<ContactList> {
    return this.request('PATCH', `/contact-lists/${encodeURIComponent(id)}`, actingUser, { name });
  }

  deleteContactList(actingUser: string, id: string): Promise<void> {
    return this.request('DELETE', `/contact-lists/${encodeURIComponent(id)}`, actingUser);
  }

  appendContacts(actingUser: string, id: string, contacts: ListContact[]): Promise<AppendResult> {
    const path = `/contact-lists/${encodeURIComponent(id)}/contacts`;
    return this.request('POST', path, actingUser, { contacts });
  }

  removeContact(actingUser: string, id: string, phone: string): Promise<void> {
    return this.request('DELETE', `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`, actingUser);
  }

  private async request<T>(
    method: Method,
    url: string,
    actingUser: string,
    data?: unknown,
    params?: Record<string, unknown>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await this.http.request<T>({
          method,
          url,
          data,
          params,
          headers: { [RINGSTEAD_ACTING_USER_HEADER]: actingUser },
        });
        return res.data;
      } catch (err) {
        if (!axios.isAxiosError(err) || !err.response) throw err;
        const { status, data: body } = err.response;
        if (RETRYABLE_STATUSES.includes(status) && attempt < this.maxAttempts) {
          const wait = 250 * 2 ** attempt;
          this.logger.warn(`Ringstead ${method} ${url} -> ${status}, retry ${attempt} in ${wait}ms`);
          await sleep(wait);
          continue;
        }
        throw new RingsteadApiError(status, body as RingsteadErrorBody);
      }
    }
  }
}
