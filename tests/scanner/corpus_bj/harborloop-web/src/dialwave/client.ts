import axios, { AxiosError, AxiosInstance } from 'axios';
import {
  DIALWAVE_BASE_URL,
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  RETRYABLE_STATUSES,
} from './constants';
import { DialwaveApiDisabled, DialwaveError, DialwaveErrorBody, DialwaveUserNotFound } from './errors';

export interface ContactList { id: string; name: string; size: number }

export class DialwaveClient {
  private http: AxiosInstance;

  constructor(apiKey: string, private actingUserId: string) {
    this.http = axios.create({
      baseURL: DIALWAVE_BASE_URL,
      timeout: 10_000,
      headers: { [HEADER_API_KEY]: apiKey },
    });
  }

  listContactLists(): Promise<ContactList[]> {
    return this.call('get', '/contact-lists');
  }

  createContactList(name: string): Promise<ContactList> {
    return this.call('post', '/contact-lists', { name });
  }

  appendContacts(listId: string, phones: string[]): Promise<void> {
    return this.call('post', `/contact-lists/${listId}/contacts`, { phones });
  }

  removeContact(listId: string, phone: string): Promise<void> {
    return this.call('delete', `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }

  private async call<T>(method: 'get' | 'post' | 'delete', url: string, data?: unknown, attempt = 0): Promise<T> {
    try {
      const res = await this.http.request<T>({
        method,
        url,
        data,
        headers: { [HEADER_ACTING_USER]: this.actingUserId },
      });
      return res.data;
    } catch (e) {
      const err = e as AxiosError<DialwaveErrorBody>;
      const status = err.response?.status ?? 0;
      if (RETRYABLE_STATUSES.includes(status) && attempt < 3) {
        await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        return this.call(method, url, data, attempt + 1);
      }
      const body = err.response?.data ?? { error: err.message };
      if (status === 404 && body.error === 'user not found') throw new DialwaveUserNotFound(status, body);
      if (status === 503) throw new DialwaveApiDisabled(status, body);
      throw new DialwaveError(status, body);
    }
  }
}
