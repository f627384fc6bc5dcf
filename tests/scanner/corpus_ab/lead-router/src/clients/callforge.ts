import got, { HTTPError } from 'got';
import { config } from '../config';
import { currentUserEmail } from '../middleware/actingUser';
import { toCallforgeError, withActingUser, withCallforgeKey } from './callforgeHooks';

export interface ContactList {
  id: string;
  name: string;
  size: number;
}

const callforge = got.extend({
  prefixUrl: config.callforge.baseUrl,
  responseType: 'json',
  timeout: { request: 10_000 },
  retry: { limit: 3, methods: ['GET', 'POST', 'DELETE'], statusCodes: [429, 502] },
  hooks: {
    beforeRequest: [withCallforgeKey(config.callforge.apiKey), withActingUser(currentUserEmail)],
    beforeError: [toCallforgeError],
  },
});

export const listContactLists = () => callforge.get('contact-lists').json<ContactList[]>();

export const createContactList = (name: string) =>
  callforge.post('contact-lists', { json: { name } }).json<ContactList>();

export const deleteContactList = async (id: string) => {
  await callforge.delete(`contact-lists/${encodeURIComponent(id)}`);
};

export const addContacts = (id: string, phones: string[]) =>
  callforge.post(`contact-lists/${encodeURIComponent(id)}/contacts`, { json: { phones } }).json();

/** Returns false when CallForge doesn't know the rep (their SSO lookup came back empty). */
export async function isRepProvisioned(): Promise<boolean> {
  try {
    await listContactLists();
    return true;
  } catch (err) {
    if (err instanceof HTTPError && err.response.statusCode === 404) {
      return false;
    }
    throw err;
  }
}
