import axios, { AxiosError, AxiosInstance } from 'axios';
import { callbrookBaseUrl, LEGACY_HEADERS } from '../../config/callbrook';
import type { ContactList, LegacyErrorBody } from './types';

export class CallbrookLegacyError extends Error {
  constructor(message: string, public status: number, public retryable = false) {
    super(message);
  }
}

export function createLegacyClient(apiKey: string, actingEmail: string): AxiosInstance {
  const http = axios.create({
    baseURL: callbrookBaseUrl('v1'),
    timeout: 10_000,
    headers: {
      [LEGACY_HEADERS.apiKey]: apiKey,
      [LEGACY_HEADERS.actingUserEmail]: actingEmail,
    },
  });
  http.interceptors.response.use(undefined, (err: AxiosError<LegacyErrorBody>) => {
    const status = err.response?.status ?? 0;
    const msg = err.response?.data?.error ?? err.message;
    if (status === 502) {
      return Promise.reject(new CallbrookLegacyError('Callbrook identity provider unreachable', 502, true));
    }
    if (status === 503) {
      return Promise.reject(new CallbrookLegacyError(`Callbrook API disabled: ${msg}`, 503));
    }
    if (status === 404 && msg === 'user not found') {
      return Promise.reject(new CallbrookLegacyError('Your Callbrook seat is not provisioned', 404));
    }
    return Promise.reject(new CallbrookLegacyError(msg, status));
  });
  return http;
}

export async function listContactLists(http: AxiosInstance): Promise<ContactList[]> {
  const { data } = await http.get<{ data: ContactList[] }>('/contact-lists');
  return data.data;
}

export async function appendContacts(http: AxiosInstance, listId: string, phones: string[]) {
  await http.post(`/contact-lists/${listId}/contacts`, { contacts: phones.map((phone) => ({ phone })) });
}

export async function deleteContactList(http: AxiosInstance, listId: string) {
  await http.delete(`/contact-lists/${encodeURIComponent(listId)}`);
}
