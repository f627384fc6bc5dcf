import { request, Agent } from 'undici';
import pRetry, { AbortError } from 'p-retry';
import { config } from '../config.js';
import {
  ACTING_USER_HEADER,
  API_KEY_HEADER,
  CONTACT_LISTS_PATH,
  DEFAULT_PAGE_SIZE,
  RETRYABLE_STATUSES,
} from './constants.js';
import { RingCoveErrorBody, RingCoveHttpError } from './errors.js';

const agent = new Agent({ keepAliveTimeout: 10_000, connections: 16 });

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call<T>(method: Method, path: string, body?: unknown, actingUser = config.RINGCOVE_ACTING_USER): Promise<T> {
  const url = new URL(config.RINGCOVE_BASE_URL + path);
  return pRetry(
    async () => {
      const res = await request(url, {
        method,
        dispatcher: agent,
        headersTimeout: config.RINGCOVE_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          [API_KEY_HEADER]: config.RINGCOVE_API_KEY,
          [ACTING_USER_HEADER]: actingUser,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

      if (res.statusCode >= 400) {
        const errBody = (await res.body.json().catch(() => undefined)) as RingCoveErrorBody | undefined;
        const err = new RingCoveHttpError(res.statusCode, errBody, path);
        if (!RETRYABLE_STATUSES.has(res.statusCode)) throw new AbortError(err);
        throw err;
      }
      if (res.statusCode === 204) return undefined as T;
      return (await res.body.json()) as T;
    },
    { retries: 3, minTimeout: 300, factor: 2 },
  );
}

export function listContactLists(page = 1): Promise<{ data: ContactList[]; hasMore: boolean }> {
  return call('GET', `${CONTACT_LISTS_PATH}?page=${page}&per_page=${DEFAULT_PAGE_SIZE}`);
}

export function getContactList(id: string): Promise<ContactList> {
  return call('GET', `${CONTACT_LISTS_PATH}/${encodeURIComponent(id)}`);
}

export function createContactList(name: string, actingUser?: string): Promise<ContactList> {
  return call('POST', CONTACT_LISTS_PATH, { name }, actingUser);
}

export function appendContacts(listId: string, phones: string[], actingUser?: string): Promise<{ added: number }> {
  return call('POST', `/contact-lists/${encodeURIComponent(listId)}/contacts`, { contacts: phones.map((phone) => ({ phone })) }, actingUser);
}

export function removeContact(listId: string, phone: string): Promise<void> {
  return call('DELETE', `/contact-lists/${encodeURIComponent(listId)}/contacts/${encodeURIComponent(phone)}`);
}

export function deleteContactList(id: string): Promise<void> {
  return call('DELETE', `${CONTACT_LISTS_PATH}/${encodeURIComponent(id)}`);
}
