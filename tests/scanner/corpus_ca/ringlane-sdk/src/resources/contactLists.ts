import type { HttpClient } from "../http";

export interface ContactList {
  id: string;
  name: string;
  size: number;
  createdAt: string;
}

export interface Paged<T> {
  data: T[];
  nextCursor?: string;
}

export class ContactListsResource {
  constructor(private readonly http: HttpClient) {}

  list(cursor?: string) {
    const qs = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
    return this.http.get<Paged<ContactList>>(`/contact-lists${qs}`);
  }

  create(name: string) {
    return this.http.post<ContactList>("/contact-lists", { name });
  }

  get(id: string) {
    return this.http.get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`);
  }

  rename(id: string, name: string) {
    return this.http.patch<ContactList>(`/contact-lists/${encodeURIComponent(id)}`, { name });
  }

  remove(id: string) {
    return this.http.delete<void>(`/contact-lists/${encodeURIComponent(id)}`);
  }

  addContacts(id: string, phones: string[]) {
    return this.http.post<{ added: number }>(`/contact-lists/${encodeURIComponent(id)}/contacts`, { phones });
  }

  removeContact(id: string, phone: string) {
    return this.http.delete<void>( 
      `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
    );
  }
}
