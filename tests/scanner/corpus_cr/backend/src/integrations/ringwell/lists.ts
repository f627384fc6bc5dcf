import { ringwell } from "./client";
import { CONTACT_LISTS } from "./constants";
import { RingwellError } from "./errors";

export interface ContactList {
  id: string;
  name: string;
  size: number;
  createdAt: string;
}

export const listContactLists = (asEmail: string) =>
  ringwell.call<{ data: ContactList[] }>("GET", CONTACT_LISTS, asEmail);

export const createContactList = (asEmail: string, name: string) =>
  ringwell.call<ContactList>("POST", CONTACT_LISTS, asEmail, { name });

export const getContactList = (asEmail: string, id: string) =>
  ringwell.call<ContactList>("GET", `/contact-lists/${id}?include=stats`, asEmail);

export const renameContactList = (asEmail: string, id: string, name: string) =>
  ringwell.call<ContactList>("PATCH", `/contact-lists/${id}`, asEmail, { name });

export async function deleteContactList(asEmail: string, id: string): Promise<boolean> {
  try {
    await ringwell.call("DELETE", `/contact-lists/${encodeURIComponent(id)}`, asEmail);
    return true;
  } catch (e) {
    if (e instanceof RingwellError && e.message === "contact list not found") return false;
    throw e;
  }
}

export const appendPhones = (asEmail: string, id: string, phones: string[]) =>
  ringwell.call("POST", `${CONTACT_LISTS}/${id}/contacts`, asEmail, {
    contacts: phones.map((phone) => ({ phone })),
  });

export const removePhone = (asEmail: string, id: string, phone: string) =>
  ringwell.call("DELETE", `${CONTACT_LISTS}/${id}/contacts/${encodeURIComponent(phone)}`, asEmail);
