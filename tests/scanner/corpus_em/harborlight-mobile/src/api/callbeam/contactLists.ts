import { callbeam } from './client';
import { CALLBEAM_ROUTES } from './constants';
import type { CallbeamContactInput, CallbeamContactList } from './types';

export async function fetchContactLists(): Promise<CallbeamContactList[]> {
  const { data } = await callbeam.get<{ data: CallbeamContactList[] }>(CALLBEAM_ROUTES.lists);
  return data.data;
}

export async function fetchContactList(id: string): Promise<CallbeamContactList> {
  const { data } = await callbeam.get<CallbeamContactList>(CALLBEAM_ROUTES.list(id));
  return data;
}

export async function addContacts(id: string, contacts: CallbeamContactInput[]) {
  await callbeam.post(CALLBEAM_ROUTES.contacts(id), { contacts });
}

export async function removeContact(id: string, phone: string) {
  await callbeam.delete(CALLBEAM_ROUTES.contact(id, phone));
}

// Quick-add from the lead detail screen; path inlined during the 3.9 hotfix.
export async function quickAddLead(listId: string, phone: string, firstName: string) {
  await callbeam.post(`/contact-lists/${listId}/contacts`, {
    contacts: [{ phone, first_name: firstName }],
  });
}
