import { http } from "./http";

// Calls our BFF; the BFF talks to the dialer. Paths here are our own API.
export interface ContactListSummary {
  id: string;
  name: string;
  size: number;
}

export const fetchContactLists = () =>
  http.get<ContactListSummary[]>("/contact-lists").then((r) => r.data);

export const addPhones = (listId: string, phones: string[]) =>
  http.post(`/contact-lists/${listId}/contacts`, { phones });
