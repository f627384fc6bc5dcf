import {
  BASE_PATH,
  DEFAULT_HOST,
  DEFAULT_TIMEOUT_MS,
  HEADER_ACTING_USER,
  HEADER_ACTING_USER_ID,
  HEADER_API_KEY,
  USER_AGENT,
} from './constants';
import { toDialwiseError } from './errors';
import type { ActingUser, Contact, ContactList, DialerKitOptions } from './types';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class DialerKit {
  private readonly baseUrl: string;

  constructor(private readonly opts: DialerKitOptions) {
    this.baseUrl = `${opts.host ?? DEFAULT_HOST}${BASE_PATH}`;
  }

  listContactLists(as: ActingUser): Promise<ContactList[]> {
    return this.request('GET', '/contact-lists', as);
  }

  getContactList(as: ActingUser, id: string): Promise<ContactList> {
    return this.request('GET', `/contact-lists/${encodeURIComponent(id)}`, as);
  }

  createContactList(as: ActingUser, name: string): Promise<ContactList> {
    return this.request('POST', '/contact-lists', as, { name });
  }

  renameContactList(as: ActingUser, id: string, name: string): Promise<ContactList> {
    return this.request('PATCH', `/contact-lists/${encodeURIComponent(id)}`, as, { name });
  }

  appendContacts(as: ActingUser, listId: string, contacts: Contact[]): Promise<{ added: number }> {
    return this.request('POST', `/contact-lists/${encodeURIComponent(listId)}/contacts`, as, { contacts });
  }

  removeContact(as: ActingUser, listId: string, phone: string): Promise<void> {
    return this.request('DELETE', `/contact-lists/${encodeURIComponent(listId)}/contacts/${encodeURIComponent(phone)}`, as);
  }

  private headersFor(as: ActingUser): Record<string, string> {
    const h: Record<string, string> = {
      [HEADER_API_KEY]: this.opts.apiKey,
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
    };
    if ('email' in as) h[HEADER_ACTING_USER] = as.email;
    else h[HEADER_ACTING_USER_ID] = as.idpUserId;
    return h;
  }

  private async request<T>(method: string, path: string, as: ActingUser, body?: unknown): Promise<T> {
    const maxRetries = this.opts.maxRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers: this.headersFor(as),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;

      const err = await toDialwiseError(res);
      if (err.isTransient && attempt < maxRetries) {
        await sleep(250 * 2 ** attempt);
        continue;
      }
      throw err;
    }
  }
}
