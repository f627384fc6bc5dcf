import axios from 'axios';
import { ringlaneConfig } from './config';
import {
  ActingUserMissingError,
  IntegrationDisabledError,
  RetryableRinglaneError,
  RinglaneError,
} from './errors';
import type { ContactList, RinglaneErrorBody } from './types';

const http = axios.create({
  baseURL: ringlaneConfig.baseUrl,
  timeout: ringlaneConfig.timeoutMs,
  headers: {
    'x-api-key': ringlaneConfig.apiKey,
    'content-type': 'application/json',
  },
});

function toRinglaneError(err: unknown): Error {
  if (!axios.isAxiosError<RinglaneErrorBody>(err) || !err.response) return err as Error;
  const { status, data } = err.response;
  const message = data?.error ?? err.message;
  switch (status) {
    case 404:
      if (message === 'user not found') return new ActingUserMissingError(message, status);
      return new RinglaneError(message, status);
    case 502:
      return new RetryableRinglaneError('Ringlane could not reach the identity provider', status);
    case 503:
      return new IntegrationDisabledError('Ringlane public API is disabled for our account', status);
    default:
      return new RinglaneError(message, status);
  }
}

export async function listContactLists(actingUserId: string): Promise<ContactList[]> {
  try {
    const { data } = await http.get<ContactList[]>('/contact-lists', {
      headers: { 'x-user-id': actingUserId },
    });
    return data;
  } catch (e) {
    throw toRinglaneError(e);
  }
}

export async function createContactList(actingUserId: string, name: string): Promise<ContactList> {
  try {
    const { data } = await http.post<ContactList>('/contact-lists', { name }, {
      headers: { 'x-user-id': actingUserId },
    });
    return data;
  } catch (e) {
    throw toRinglaneError(e);
  }
}

export async function deleteContactList(actingUserId: string, id: string): Promise<void> {
  try {
    await http.delete(`/contact-lists/${encodeURIComponent(id)}`, {
      headers: { 'x-user-id': actingUserId },
    });
  } catch (e) {
    throw toRinglaneError(e);
  }
}
