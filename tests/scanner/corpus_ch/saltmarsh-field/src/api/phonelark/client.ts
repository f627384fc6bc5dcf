import axios, { AxiosError } from 'axios';
import { config } from '../../config';
import type { ContactInput, PhonelarkError } from './types';

const phonelark = axios.create({
  baseURL: config.phonelark.url,
  timeout: 8000,
  headers: {
    'x-api-key': config.phonelark.key,
  },
});

export function withInstaller(email: string) {
  return { headers: { 'x-user-email': email } };
}

export async function addReferral(listId: string, contact: ContactInput, installerEmail: string) {
  try {
    await phonelark.post(`/contact-lists/${listId}/contacts`, { contacts: [contact] }, withInstaller(installerEmail));
  } catch (e) {
    throw toFriendly(e as AxiosError<PhonelarkError>);
  }
}

function toFriendly(err: AxiosError<PhonelarkError>): Error {
  const status = err.response?.status;
  const msg = err.response?.data?.error ?? err.message;
  if (status === 404 && msg.toLowerCase().includes('user not found')) {
    return new Error('Your login is not set up on the dialer yet. Ask the office.');
  }
  if (status === 502) {
    return new Error('Dialer sign-in service is down, referral saved offline.');
  }
  return new Error(msg);
}
