import { ch } from "./client.server";
import type { AppendResult, ContactList, ListContact } from "./types";

export const getLists = (userEmail: string) =>
  ch<ContactList[]>("/contact-lists", { userEmail });

export const getList = (userEmail: string, id: string) =>
  ch<ContactList & { contacts: ListContact[] }>(`/contact-lists/${id}?include=contacts`, { userEmail });

export const createList = (userEmail: string, name: string) =>
  ch<ContactList>("/contact-lists", { userEmail, method: "POST", body: { name } });

export const renameList = (userEmail: string, id: string, name: string) =>
  ch<ContactList>(`/contact-lists/${id}`, { userEmail, method: "PATCH", body: { name } });

export const deleteList = (userEmail: string, id: string) =>
  ch<void>(`/contact-lists/${id}`, { userEmail, method: "DELETE" });

export const addContacts = (userEmail: string, id: string, contacts: Omit<ListContact, "id">[]) =>
  ch<AppendResult>(`/contact-lists/${id}/contacts`, { userEmail, method: "POST", body: { contacts } });

export const removeContact = (userEmail: string, listId: string, contactId: string) =>
  ch<void>(`/contact-lists/${listId}/contacts/${contactId}`, { userEmail, method: "DELETE" });
