import fetch, { type RequestInit } from 'node-fetch';
import { config } from '../config.js';
import { logger } from '../logger.js';
import {
  RINGVALE_KEY_HEADER,
  RINGVALE_USER_EMAIL_HEADER,
  RINGVALE_USER_ID_HEADER,
  type ActingUser,
} from './headers.js';
import {
  MSG_LIST_NOT_FOUND,
  MSG_USER_NOT_FOUND,
  RingvaleDisabledError,
  RingvaleError,
  RingvaleUnknownUserError,
  type RingvaleErrorBody,
} from './errors.js';
import type { ContactInput, ContactList } from './types.js';

const baseUrl = `${config.ringvale.host}/api/public/${config.ringvale.apiVersion}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function request<T>(method: Method, path: string, actingUser: ActingUser, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    [RINGVALE_KEY_HEADER]: config.ringvale.apiKey,
    accept: 'application/json',
  };
  if ('email' in actingUser) headers[RINGVALE_USER_EMAIL_HEADER] = actingUser.email;
  else headers[RINGVALE_USER_ID_HEADER] = actingUser.idpId;

  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(config.ringvale.timeoutMs) };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const res = await fetch(`${baseUrl}${path}`, init);
  if (res.ok) {
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  const payload = (await res.json().catch(() => ({ error: res.statusText }))) as RingvaleErrorBody;
  logger.warn({ status: res.status, path, err: payload.error }, 'ringvale request failed');

  if (res.status === 503) {
    throw new RingvaleDisabledError(503, 'Ringvale API is disabled for our account');
  }
  if (res.status === 404 && payload.error === MSG_USER_NOT_FOUND) {
    throw new RingvaleUnknownUserError(404, payload.error);
  }
  if (res.status === 404 && payload.error === MSG_LIST_NOT_FOUND) {
    throw new RingvaleError(404, 'Contact list does not exist');
  }
  throw new RingvaleError(res.status, payload.error, payload.details);
}

export const ringvaleClient = {
  listContactLists: (u: ActingUser) => request<ContactList[]>('GET', '/contact-lists', u),
  getContactList: (u: ActingUser, id: string) => request<ContactList>('GET', `/contact-lists/${id}`, u),
  createContactList: (u: ActingUser, name: string) =>
    request<ContactList>('POST', '/contact-lists', u, { name }),
  deleteContactList: (u: ActingUser, id: string) => request<void>('DELETE', `/contact-lists/${id}`, u),
  appendContacts: (u: ActingUser, id: string, contacts: ContactInput[]) =>
    request<{ added: number }>('POST', `/contact-lists/${id}/contacts`, u, { contacts }),
  removeContactByPhone: (u: ActingUser, id: string, phone: string) =>
    request<void>('DELETE', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`, u),
};
