import { Logger } from '@aws-lambda-powertools/logger';
import {
  DEFAULT_TIMEOUT_MS,
  MAX_CONTACTS_PER_CALL,
  RINGLANE_ACTING_USER_HEADER,
  RINGLANE_BASE_URL,
  RINGLANE_KEY_HEADER,
  RINGLANE_RETRYABLE,
} from './constants';
import { toRinglaneError } from './errors';

const logger = new Logger({ serviceName: 'ringlane-client' });

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

export interface ListContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  externalId?: string;
}

export interface RinglaneClientOptions {
  apiKey: string;
  actingUserEmail: string;
  baseUrl?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RinglaneClient {
  private readonly baseUrl: string;

  constructor(private readonly opts: RinglaneClientOptions) {
    this.baseUrl = (opts.baseUrl ?? RINGLANE_BASE_URL).replace(/\/+$/, '');
  }

  private headers(): Record<string, string> {
    return {
      [RINGLANE_KEY_HEADER]: this.opts.apiKey,
      [RINGLANE_ACTING_USER_HEADER]: this.opts.actingUserEmail,
      accept: 'application/json',
      'content-type': 'application/json',
    };
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: this.headers(),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
      });
      if (res.ok) {
        return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
      }
      if (RINGLANE_RETRYABLE.has(res.status) && attempt < 4) {
        const wait = Number(res.headers.get('retry-after') ?? 0) * 1000 || 250 * 2 ** attempt;
        logger.warn('ringlane retry', { path, status: res.status, attempt, wait });
        await sleep(wait);
        continue;
      }
      throw await toRinglaneError(res);
    }
  }

  listContactLists(): Promise<ContactList[]> {
    return this.call('GET', '/contact-lists');
  }

  createContactList(name: string): Promise<ContactList> {
    return this.call('POST', '/contact-lists', { name });
  }

  getContactList(id: string): Promise<ContactList> {
    return this.call('GET', `/contact-lists/${encodeURIComponent(id)}`);
  }

  async appendContacts(listId: string, contacts: ListContact[]): Promise<number> {
    let added = 0;
    for (let i = 0; i < contacts.length; i += MAX_CONTACTS_PER_CALL) {
      const chunk = contacts.slice(i, i + MAX_CONTACTS_PER_CALL);
      const res = await this.call<{ added: number }>(
        'POST',
        `/contact-lists/${encodeURIComponent(listId)}/contacts`,
        { contacts: chunk },
      );
      added += res.added;
    }
    return added;
  }

  removeContact(listId: string, phone: string): Promise<void> {
    return this.call('DELETE', `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }
}
