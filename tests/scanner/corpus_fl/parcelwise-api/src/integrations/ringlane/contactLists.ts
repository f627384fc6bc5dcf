import { asUser, call, ringlane } from './client';
import { PATHS } from './constants';

export interface RinglaneContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface ContactInput {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

// got's prefixUrl does not allow a leading slash
const rel = (p: string) => p.replace(/^\//, '');

export const contactLists = {
  list: () =>
    call(() => ringlane().get(rel(PATHS.contactLists)).json<{ data: RinglaneContactList[] }>()),

  get: (id: string) => call(() => ringlane().get(rel(PATHS.contactList(id))).json<RinglaneContactList>()),

  create: (name: string, ownerEmail: string) =>
    call(() =>
      asUser(ownerEmail).post(rel(PATHS.contactLists), { json: { name } }).json<RinglaneContactList>(),
    ),

  rename: (id: string, name: string) =>
    call(() => ringlane().patch(rel(PATHS.contactList(id)), { json: { name } }).json<RinglaneContactList>()),

  remove: (id: string) => call(() => ringlane().delete(rel(PATHS.contactList(id)))),

  appendContacts: (id: string, contacts: ContactInput[]) =>
    call(() =>
      ringlane()
        .post(rel(PATHS.contactListContacts(id)), { json: { contacts } })
        .json<{ added: number; skipped: number }>(),
    ),

  removeContact: (id: string, phone: string) =>
    call(() => ringlane().delete(`contact-lists/${id}/contacts/${encodeURIComponent(phone)}`)),
};
