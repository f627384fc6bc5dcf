import { ringlaneClient } from "./client.js";
import { RinglaneError } from "./errors.js";

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

export async function listContactLists(userId: string): Promise<ContactList[]> {
  return ringlaneClient(userId).get("contact-lists").json();
}

export async function createContactList(userId: string, name: string): Promise<ContactList> {
  return ringlaneClient(userId).post("contact-lists", { json: { name } }).json();
}

export async function getContactList(userId: string, id: string): Promise<ContactList | null> {
  try {
    return await ringlaneClient(userId).get(`contact-lists/${id}`).json();
  } catch (e) {
    if (e instanceof RinglaneError && e.status === 404 && !e.isUnknownUser) return null;
    throw e;
  }
}

export async function appendPhones(userId: string, id: string, phones: string[]): Promise<void> {
  await ringlaneClient(userId).post(`contact-lists/${id}/contacts`, {
    json: { contacts: phones.map((phone) => ({ phone })) },
  });
}

export async function removePhone(userId: string, id: string, phone: string): Promise<void> {
  await ringlaneClient(userId).delete(`contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
}

export async function deleteContactList(userId: string, id: string): Promise<void> {
  await ringlaneClient(userId).delete(`contact-lists/${id}`);
}
